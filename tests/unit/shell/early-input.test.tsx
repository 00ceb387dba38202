import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, renderHook } from '@testing-library/react';
import { replayEarlyInput, restoresScrollAfterTakeover, snapshotFields, useTakenOver, whenTakenOver, type EarlyInput } from '@/early-input';

const starter = readFileSync(join(process.cwd(), 'public', 'start-after-paint.js'), 'utf8');

/** A page sent as HTML, and public/start-after-paint.js run on it (no app scripts to load). */
function sentPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="theme">Tema</button>
      <button type="button" id="login"><span id="label">Já tenho conta</span></button>
      <a href="#register" id="register">Quero participar</a>
      <form id="form"><input name="email" /><button type="submit" id="send">Enviar</button></form>
    </div>`;
  vi.stubGlobal('requestAnimationFrame', () => 0);
  new Function(starter)();
  const early = window.arenaEarlyInput!;
  const byId = (id: string) => document.getElementById(id)!;
  return { early, byId };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.arenaEarlyInput;
  document.body.innerHTML = '';
});

describe('before the app has a page sent as HTML', () => {
  it('holds button presses (from inside the button too) and form sends, and lets links act', () => {
    const { early, byId } = sentPage();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('label').dispatchEvent(press);
    byId('theme').click();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('register').dispatchEvent(link);
    (byId('form') as HTMLFormElement).requestSubmit(byId('send'));

    expect(press.defaultPrevented).toBe(true);
    expect(link.defaultPrevented).toBe(false);
    expect(early.actions.map((action) => (action.kind === 'click' ? action.target.id : `submit ${action.form.id} by ${action.submitter?.id}`))).toEqual([
      'login',
      'theme',
      'submit form by send',
    ]);
  });

  it('does them again once the app has the page, in order, skipping what left the page, and holds no more', () => {
    const { early, byId } = sentPage();
    byId('login').click();
    byId('theme').click();
    (byId('form') as HTMLFormElement).requestSubmit(byId('send'));
    const order: string[] = [];
    byId('login').addEventListener('click', () => order.push('login'));
    byId('theme').remove();
    byId('form').addEventListener('submit', (event) => {
      order.push(`submit by ${(event as SubmitEvent).submitter?.id}`);
      event.preventDefault();
    });

    replayEarlyInput(early);

    expect(order).toEqual(['login', 'submit by send']);
    expect(early.actions).toEqual([]);
    // The app answers from now on: a press is no longer held.
    byId('login').click();
    expect(early.actions).toEqual([]);
    expect(order).toEqual(['login', 'submit by send', 'login']);
  });

  it('replays once, in a task of its own after the public layout has taken over', async () => {
    vi.useFakeTimers();
    const early: EarlyInput = { actions: [], stop: vi.fn() };
    const replay = vi.fn(() => replayEarlyInput(early));
    whenTakenOver(replay);
    renderHook(() => useTakenOver());
    renderHook(() => useTakenOver());
    expect(replay).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(replay).toHaveBeenCalledTimes(1);
    expect(early.stop).toHaveBeenCalledTimes(1);
  });
});

/** A controlled form, as the app's forms are: its state is what a submit would send. */
function SignUp() {
  const [values, setValues] = useState({ name: '', email: '', terms: false, role: 'student', state: '' });
  return (
    <form>
      <input name="name" value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      <textarea name="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
      <input type="checkbox" name="terms" checked={values.terms} onChange={(event) => setValues({ ...values, terms: event.target.checked })} />
      {['student', 'educator'].map((role) => (
        <input key={role} type="radio" name="role" value={role} checked={values.role === role} onChange={() => setValues({ ...values, role })} />
      ))}
      <select name="state" value={values.state} onChange={(event) => setValues({ ...values, state: event.target.value })}>
        <option value="">—</option>
        <option value="SP">SP</option>
      </select>
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

/** A fake of the browser's paint reports: `paint(name)` delivers one to the observer. */
function paintReports(supported: boolean) {
  let deliver: ((names: string[]) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['largest-contentful-paint'];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      deliver = (names) => callback({ getEntriesByName: (name) => names.filter((each) => each === name) });
    }
    observe() {}
    disconnect() {
      deliver = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (name: string) => deliver?.([name]) };
}

/** Runs public/start-after-paint.js as the build tags it, on a page whose visibility is `visibility`. */
function startPage(visibility: 'visible' | 'hidden') {
  const tag = document.createElement('script');
  tag.dataset.scripts = '/static/js/lib-react.js /static/js/index.js';
  tag.dataset.preload = '/static/js/async/login.js';
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => tag });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    callback();
    return 1;
  });
  new Function(starter)();
  const asked = () => [...document.head.querySelectorAll('script[src], link[rel=preload]')].map((each) => each.getAttribute('src') ?? each.getAttribute('href'));
  return { asked };
}

describe("asking for the app's scripts", () => {
  const everything = ['/static/js/async/login.js', '/static/js/lib-react.js', '/static/js/index.js'];
  // The test's document loads no script: the tags added are what is checked.
  const settings = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
  beforeEach(() => {
    settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    settings.handleDisabledFileLoadingAsSuccess = false;
    vi.useRealTimers();
    // The instance properties shadow the document's own getters; removing them restores those.
    Reflect.deleteProperty(document, 'currentScript');
    Reflect.deleteProperty(document, 'visibilityState');
    document.head.innerHTML = '';
  });

  it('waits for the report of the first contentful paint, not for the frame', () => {
    vi.useFakeTimers();
    const reports = paintReports(true);
    const { asked } = startPage('visible');
    vi.advanceTimersByTime(500);
    reports.paint('first-paint');
    expect(asked()).toEqual([]);
    reports.paint('first-contentful-paint');
    expect(asked()).toEqual(everything);
    // Once only: the fallback finds them asked for.
    vi.advanceTimersByTime(2000);
    expect(asked()).toEqual(everything);
  });

  it('starts a second after the frame when a paint is never reported, and right after it where paints are not', () => {
    vi.useFakeTimers();
    paintReports(true);
    const reported = startPage('visible');
    vi.advanceTimersByTime(999);
    expect(reported.asked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reported.asked()).toEqual(everything);

    document.head.innerHTML = '';
    paintReports(false);
    const unreported = startPage('visible');
    expect(unreported.asked()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(unreported.asked()).toEqual(everything);
  });

  it('starts at once in a page hidden before its paint', () => {
    paintReports(true);
    const { asked } = startPage('hidden');
    expect(asked()).toEqual(everything);
  });
});

describe('fields changed before the app had the page', () => {
  it('reach the app state once it has the page, and survive its next render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUp />);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field('name').value = 'Ana';
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'ana@escola.example';
    field('terms').checked = true;
    container.querySelector<HTMLInputElement>('[value="educator"]')!.checked = true;
    (container.querySelector('select') as HTMLSelectElement).value = 'SP';

    const fields = snapshotFields(container);
    expect(fields.map(({ field }) => field.getAttribute('name'))).toEqual(['name', 'email', 'terms', 'role', 'role', 'state']);
    await act(async () => {
      hydrateRoot(container, <SignUp />);
    });
    await act(async () => replayEarlyInput(undefined, fields));

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({ name: 'Ana', email: 'ana@escola.example', terms: true, role: 'educator', state: 'SP' });
    expect(field('name').value).toBe('Ana');
  });
});

describe("the router's scroll on the page it takes over", () => {
  const render = (pathname: string) => ({ location: { pathname } });

  it('leaves the first render of that page where the visitor scrolled it, and restores every render after', () => {
    const restores = restoresScrollAfterTakeover('/register');
    expect(restores(render('/register'))).toBe(false);
    expect(restores(render('/register'))).toBe(true);
    expect(restores(render('/login'))).toBe(true);
  });

  it('restores as usual when the first page rendered is another one (the visitor was sent elsewhere), or none was taken over', () => {
    const sentElsewhere = restoresScrollAfterTakeover('/login');
    expect(sentElsewhere(render('/home'))).toBe(true);
    expect(sentElsewhere(render('/login'))).toBe(true);
    expect(restoresScrollAfterTakeover(undefined)(render('/register'))).toBe(true);
  });
});

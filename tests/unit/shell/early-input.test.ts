import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, useTakenOver, whenTakenOver, type EarlyInput } from '@/early-input';
import { renderHook } from '@testing-library/react';

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

  it('replays once, when the public layout has taken over', () => {
    const early: EarlyInput = { actions: [], stop: vi.fn() };
    const replay = vi.fn(() => replayEarlyInput(early));
    whenTakenOver(replay);
    renderHook(() => useTakenOver());
    renderHook(() => useTakenOver());
    expect(replay).toHaveBeenCalledTimes(1);
    expect(early.stop).toHaveBeenCalledTimes(1);
  });
});

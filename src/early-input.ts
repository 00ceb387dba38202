import { useEffect } from 'react';

/**
 * What a visitor did on a page sent as HTML (src/prerender.tsx) before the app took it over:
 * public/start-after-paint.js holds the buttons pressed and the forms sent; the fields keep what
 * was typed or chosen, which React leaves on the page when it takes it over but does not know
 * (its state still holds the field's first value, and its next render would put that back).
 * Once the page is the app's, `replayEarlyInput` tells the app about the fields, through the
 * events typing sends, then does the presses and sends again, in the order the visitor acted.
 */

export type EarlyAction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

export interface EarlyInput {
  actions: EarlyAction[];
  /** Stops holding: from now on the app answers. */
  stop(): void;
}

declare global {
  interface Window {
    arenaEarlyInput?: EarlyInput;
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
export interface FieldValue {
  field: Field;
  value: string;
  checked: boolean;
}

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** The fields under `root` the visitor changed, taken before React takes the page over. */
export function snapshotFields(root: HTMLElement): FieldValue[] {
  return [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(changed)
    .map((field) => ({ field, value: field.value, checked: isToggle(field) && field.checked }));
}

/**
 * Tells React a field holds `value`. React hears a change only when the value differs from the
 * one it last saw set, which after the takeover is the typed one: so the field is set back to its
 * first value through its own setter (which React watches), then to `value` through the
 * element type's setter (which it does not), as typing would, and the event typing sends follows.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The same for a box or an option button: set back, then pressed as the visitor did. */
function repress(field: HTMLInputElement, checked: boolean) {
  field.checked = !checked;
  field.click();
}

/**
 * Stops holding, tells the app about the changed fields still on the page, then does what was
 * held; buttons and forms no longer on the page are skipped.
 */
export function replayEarlyInput(early: EarlyInput | undefined, fields: readonly FieldValue[] = []) {
  early?.stop();
  for (const { field, value, checked } of fields) {
    if (!field.isConnected) continue;
    if (isToggle(field)) {
      if (checked) repress(field, checked);
      else if (field.type === 'checkbox') repress(field, false);
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      retype(field, value);
    }
  }
  for (const action of early?.actions.splice(0) ?? []) {
    if (action.kind === 'click') {
      if (action.target.isConnected) action.target.click();
    } else if (action.form.isConnected) {
      action.form.requestSubmit(action.submitter?.isConnected ? action.submitter : undefined);
    }
  }
}

let onTakenOver: (() => void) | undefined;

/** `callback` runs once the page sent as HTML is the app's (its layout's first effects have run). */
export function whenTakenOver(callback: () => void) {
  onTakenOver = callback;
}

/**
 * Called by the layout of the pages sent as HTML (the public one): React takes such a page over
 * in two passes, the frame first and the page inside it later, and the layout's effects run once
 * its whole page is the app's. The callback runs in a task of its own, outside React's effects:
 * there every change the replay causes would be applied together, each computed from the same
 * old state, and only the last would stay.
 */
export function useTakenOver() {
  useEffect(() => {
    const callback = onTakenOver;
    onTakenOver = undefined;
    if (callback) setTimeout(callback, 0);
  }, []);
}

/**
 * The router's scroll restoration for a browser that takes over `page` (the address the server
 * sent as HTML, if any): the visitor may have scrolled it before the app ran, so the router's first
 * render of that page leaves the scroll where it is (it would put a newly opened page at its top);
 * every later render, and a first render of another page, is restored as usual.
 */
export function restoresScrollAfterTakeover(page: string | undefined): (render: { location: { pathname: string } }) => boolean {
  let takingOver = page;
  return ({ location }) => {
    const keep = location.pathname === takingOver;
    takingOver = undefined;
    return !keep;
  };
}

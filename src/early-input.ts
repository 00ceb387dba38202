import { useEffect } from 'react';

/**
 * What a visitor did on a page sent as HTML (src/prerender.tsx) before the app took it over:
 * public/start-after-paint.js holds the buttons pressed and the forms sent (typed text stays in
 * its field, which React's takeover hands to the app itself). Once the page is the app's,
 * `replayEarlyInput` does them again, in the order the visitor acted.
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

/** Stops holding, then does what was held; buttons and forms no longer on the page are skipped. */
export function replayEarlyInput(early: EarlyInput | undefined) {
  early?.stop();
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
 * its whole page is the app's.
 */
export function useTakenOver() {
  useEffect(() => {
    const callback = onTakenOver;
    onTakenOver = undefined;
    callback?.();
  }, []);
}

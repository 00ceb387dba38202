import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Counts rounds of field errors: each time the list of errors changes to a non-empty one (a
 * submit the rules or the server refused), the count goes up by one. Typing that clears an error
 * or a list that stays the same object starts no round. Give the count to the form's
 * {@link useFocusFirstError}.
 */
export function useErrorRound(errors: readonly unknown[]): number {
  const [round, setRound] = useState({ errors, count: 0 });
  if (round.errors === errors) return round.count;
  // Stored while rendering, as React advises for a value derived from the previous render.
  const next = { errors, count: round.count + (errors.length > 0 ? 1 : 0) };
  setRound(next);
  return next.count;
}

const CONTROL = ':is(input:not([type=hidden]), select, textarea)';

/**
 * At each new round of errors, focus moves to the first field (in `order`, by `data-field`) that
 * has one, so a keyboard or screen-reader user lands on what to fix. Keystrokes between rounds
 * leave the focus alone. A field is found by the `data-field` of its wrapper, else by its `name`.
 * Put the returned ref on the form.
 */
export function useFocusFirstError(round: number, errors: Partial<Record<string, string>>, order: readonly string[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirst = useEffectEvent(() => {
    const first = order.find((field) => errors[field]);
    if (!first) return;
    const form = formRef.current;
    (form?.querySelector<HTMLElement>(`[data-field="${first}"] ${CONTROL}`) ?? form?.querySelector<HTMLElement>(`[name="${first}"]`))?.focus();
  });
  useEffect(() => {
    if (round > 0) focusFirst();
  }, [round]);
  return formRef;
}

/** How the organiser replays answer a held request with a path's outcome: its output, or its refusal as the server words it. */
import type { Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';

export const organiserAnswer = (route: Route, event: AnyEventObject, status = 200) => route.fulfill({ status, json: (event as unknown as { output: unknown }).output });

/** The error body (docs/product/shell.md, Errors) of the path's ApiError: its field errors, else its request errors. */
export function organiserRefusal(route: Route, event: AnyEventObject) {
  const { status, fieldErrors, requestErrors } = (event as unknown as { error: { problem: { status: number; fieldErrors: Array<{ field: string; messageKey: string }>; requestErrors: string[] } } }).error.problem;
  const body = fieldErrors.length > 0 ? fieldErrors.map(({ field, messageKey }) => ({ field, code: messageKey.split('.').pop(), messageKey })) : requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey }));
  return route.fulfill({ status, json: body });
}

import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { epicLinkRequest, wasCancelled } from './epic-link-requests';

const named = (name: string, cause?: unknown) => Object.assign(new Error(name), { name, cause });

describe('a load that was cancelled rather than refused', () => {
  it.each([
    ['an abort', named('AbortError'), true],
    ['a timeout', named('TimeoutError'), true],
    ['an abort behind a fetch error', named('FetchError', named('AbortError')), true],
    ['an abort too deep in the chain', named('A', named('B', named('C', named('D', named('AbortError'))))), false],
    ['a refusal', new ApiError({ status: 500, fieldErrors: [], requestErrors: [] }), false],
    ['nothing', undefined, false],
  ])('%s', (_, error, cancelled) => {
    expect(wasCancelled(error)).toBe(cancelled);
  });
});

it('sends the id without the spaces around it', () => {
  expect(epicLinkRequest({ epicAccountId: ' abc ', epicAccountIdConfirmation: 'abc' })).toEqual({ epicAccountId: 'abc' });
});

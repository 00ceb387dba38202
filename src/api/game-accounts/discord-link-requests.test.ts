import { describe, expect, it } from 'vitest';
import { discordLinkRequest } from './discord-link-requests';

describe('the Discord link request', () => {
  it.each([
    ['a return with a code', { kind: 'code', code: 'abc', returnTo: '/home' } as const, { code: 'abc' }],
    ['a return without one', { kind: 'refused' } as const, { code: '' }],
    ['no return', null, { code: '' }],
  ])('%s', (_, returned, request) => {
    expect(discordLinkRequest(returned)).toEqual(request);
  });
});

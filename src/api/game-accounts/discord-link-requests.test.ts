import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { discordFailureKeys, discordLinkRequest } from './discord-link-requests';

describe('the Discord link request', () => {
  it.each([
    ['a return with a code', { kind: 'code', code: 'abc', returnTo: '/home' } as const, { code: 'abc' }],
    ['a return without one', { kind: 'refused' } as const, { code: '' }],
    ['no return', null, { code: '' }],
  ])('%s', (_, returned, request) => {
    expect(discordLinkRequest(returned)).toEqual(request);
  });
});

describe('the toasts of a refused link or disconnect', () => {
  it('shows every error, the field ones too, since there is no form', () => {
    const refusal = new ApiError({ status: 400, fieldErrors: [{ field: 'code', messageKey: 'validation:code.invalid' }], requestErrors: ['requestError:discord.alreadyLinked'] });
    expect(discordFailureKeys(refusal)).toEqual(['requestError:discord.alreadyLinked', 'validation:code.invalid']);
  });
});

import { ApiError } from '@/api/errors';
import { discordLinkMachine } from '@/machines/game-accounts/discordLink.machine';
import { describePaths } from '../harness';

const linked = { accountId: '123456789012345678', accountDetail: 'arena_lucas' };

describePaths(discordLinkMachine, {
  inputs: {
    scene: {},
    withCode: { returned: { kind: 'code', code: 'abc123', returnTo: '/profile/accounts-link' } },
    cancelled: { returned: { kind: 'cancelled', returnTo: '/tournaments/detail?id=4&opened=true' } },
    refused: { returned: { kind: 'refused' } },
  },
  invoked: {
    loadDiscordProfile: { done: [linked, { accountId: null, accountDetail: null }], error: [new Error('offline')] },
    beginAuthorization: { error: [new Error('storage blocked')] },
    unlinkDiscord: { done: [{ messageKey: 'status:discord.disconnected' }], error: [new ApiError({ status: 500, fieldErrors: [], requestErrors: ['status:default.error'] })] },
    linkDiscord: {
      done: [{ ...linked, messageKey: 'status:discord.linked' }],
      error: [new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:discord.alreadyLinked'] })],
    },
    reloadAccount: { done: [undefined], error: [new Error('refresh failed')] },
  },
});

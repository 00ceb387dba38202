import { assign, fromPromise, setup } from 'xstate';
import type { DiscordProfile, LinkDiscordResponse, UnlinkDiscordResponse } from '@/contract/game-accounts';
import { requestFailureKeys } from '@/api/form-refusals';
import { discordLinkRequest } from '@/api/game-accounts/discord-link-requests';
import { returnDestinationOf, type DiscordReturn } from '@/domain/game-accounts/discord-oauth';
import { providedBy } from '@/machines/provided-by';

/**
 * Discord linking, both ends of the round trip (docs/product/game-accounts.md, States):
 * - on /profile/accounts-link (no `returned` input): the linked account is loaded; connect leaves
 *   for Discord's authorization page (the `beginAuthorization` actor stores the state and
 *   redirects); disconnect asks for confirmation, then DELETEs and clears discordId;
 * - on /oauth/discord (`returned`: the return already checked against the stored state): a code
 *   is sent to the server, the account reloaded, and the student goes back to the stored return
 *   address; a failure shows its errors and goes there too; a cancelled authorization says so;
 *   a forged, replayed or off-site state is refused and the student goes to /home.
 * Actors to provide: loadDiscordProfile, beginAuthorization, linkDiscord, reloadAccount,
 * unlinkDiscord. Actions to provide: showSuccess, showRequestErrors, showCancelled, showRefused,
 * goToReturnAddress, accountChanged. The return address rule lives in
 * src/domain/game-accounts/discord-oauth.ts, the request in
 * src/api/game-accounts/discord-link-requests.ts.
 */

export const LINKED_KEY = 'status:discord.linked';
export const DISCONNECTED_KEY = 'status:discord.disconnected';

export interface DiscordLinkInput {
  /** The return from Discord, checked against the stored state; absent on the profile scene. */
  returned?: DiscordReturn;
}

export interface DiscordLinkContext {
  returned: DiscordReturn | null;
  /** The linked account, once loaded (null: none). */
  account: DiscordProfile | null;
  /** Where the return goes when it is over. */
  returnTo: string;
}

export type DiscordLinkEvent =
  | { type: 'discord.retry' }
  | { type: 'discord.connect' }
  | { type: 'discord.disconnect' }
  | { type: 'discord.confirm' }
  | { type: 'discord.cancel' };

export const discordLinkMachine = setup({
  types: {
    input: {} as DiscordLinkInput,
    context: {} as DiscordLinkContext,
    events: {} as DiscordLinkEvent,
  },
  actors: {
    loadDiscordProfile: fromPromise<DiscordProfile>(providedBy('the accounts-link scene')),
    beginAuthorization: fromPromise<void>(providedBy('the accounts-link scene')),
    unlinkDiscord: fromPromise<UnlinkDiscordResponse>(providedBy('the accounts-link scene')),
    linkDiscord: fromPromise<LinkDiscordResponse, { code: string }>(providedBy('the /oauth/discord route')),
    reloadAccount: fromPromise<void>(providedBy('the /oauth/discord route')),
  },
  actions: {
    keepAccount: assign({ account: ({ event }) => ('output' in event ? (event.output as DiscordProfile) : null) }),
    clearAccount: assign({ account: { accountId: null, accountDetail: null } }),
    showSuccess: (_, _params: { messageKey: string }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showCancelled: () => undefined,
    showRefused: () => undefined,
    goToReturnAddress: (_, _params: { to: string }) => undefined,
    accountChanged: () => undefined,
  },
  guards: {
    returnedWithCode: ({ context }) => context.returned?.kind === 'code',
    returnedCancelled: ({ context }) => context.returned?.kind === 'cancelled',
    returnRefused: ({ context }) => context.returned?.kind === 'refused',
    isLinked: ({ event }) => 'output' in event && Boolean((event.output as DiscordProfile).accountId),
  },
}).createMachine({
  id: 'discordLink',
  description: 'Discord linking: connect through Discord’s authorization page, the return with a code, and disconnect.',
  context: ({ input }) => ({
    returned: input.returned ?? null,
    account: null,
    returnTo: returnDestinationOf(input.returned),
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'On the return page the checked return decides; on the profile scene the account loads.',
      always: [
        { guard: 'returnedWithCode', target: 'linking', description: 'Discord sent a code with the state this browser stored.' },
        {
          guard: 'returnedCancelled',
          target: 'leaving',
          actions: 'showCancelled',
          description: 'The student cancelled on Discord: say so and go back to where they were.',
        },
        {
          guard: 'returnRefused',
          target: 'leaving',
          actions: 'showRefused',
          description: 'A state that was not stored here, was used already, or points off-site: refuse and go to /home.',
        },
        { target: 'loading', description: 'The profile scene: load the linked account.' },
      ],
    },
    loading: {
      description: 'Loads the linked Discord account (GET /records/api/discord/profile).',
      invoke: {
        id: 'loadDiscordProfile',
        src: 'loadDiscordProfile',
        onDone: [
          { guard: 'isLinked', target: 'linked', actions: 'keepAccount', description: 'A Discord account is linked: show it.' },
          { target: 'unlinked', actions: 'keepAccount', description: 'None linked: offer to connect.' },
        ],
        onError: { target: 'loadFailed', description: 'The account could not be loaded: say so, with a retry.' },
      },
    },
    loadFailed: {
      description: 'The linked account could not be loaded; the student may retry.',
      on: { 'discord.retry': { target: 'loading', description: 'Try loading again.' } },
    },
    unlinked: {
      description: 'No Discord account linked: the connect button.',
      on: { 'discord.connect': { target: 'redirecting', description: 'Leave for Discord’s authorization page.' } },
    },
    redirecting: {
      description: 'Stores the state with the return address and sends the browser to Discord (scope identify).',
      invoke: {
        id: 'beginAuthorization',
        src: 'beginAuthorization',
        onError: {
          target: 'unlinked',
          actions: { type: 'showRequestErrors', params: { messageKeys: ['status:default.error'] } },
          description: 'The state could not be stored (storage blocked): nothing left the page; say so.',
        },
      },
    },
    linked: {
      description: 'A Discord account is linked: its name and the disconnect button.',
      on: { 'discord.disconnect': { target: 'confirmingDisconnect', description: 'Ask before disconnecting (docs/product/game-accounts.md, Errors).' } },
    },
    confirmingDisconnect: {
      description: 'Confirmation dialog: disconnect Discord?',
      on: {
        'discord.confirm': { target: 'disconnecting', description: 'The student confirms.' },
        'discord.cancel': { target: 'linked', description: 'The student keeps the account.' },
      },
    },
    disconnecting: {
      description: 'DELETE /records/api/discord/profile.',
      invoke: {
        id: 'unlinkDiscord',
        src: 'unlinkDiscord',
        onDone: {
          target: 'unlinked',
          actions: ['clearAccount', { type: 'showSuccess', params: { messageKey: DISCONNECTED_KEY } }, 'accountChanged'],
          description: 'Disconnected: the success toast; the session reloads so discordId is cleared.',
        },
        onError: {
          target: 'linked',
          actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) },
          description: 'The disconnect failed: its errors, and the account stays shown as linked.',
        },
      },
    },
    linking: {
      description: 'Sends the code to the server (POST /records/api/discord/profile?code=…), which exchanges it with Discord.',
      invoke: {
        id: 'linkDiscord',
        src: 'linkDiscord',
        input: ({ context }) => discordLinkRequest(context.returned),
        onDone: {
          target: 'reloading',
          actions: { type: 'showSuccess', params: { messageKey: LINKED_KEY } },
          description: 'Linked: the success toast, then the account reloads.',
        },
        onError: {
          target: 'leaving',
          actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) },
          description: 'Refused (already linked, invalid code, Discord unreachable): the errors, then back to the return address.',
        },
      },
    },
    reloading: {
      description: 'Reloads the account (new tokens carry discordId) before going back.',
      invoke: {
        id: 'reloadAccount',
        src: 'reloadAccount',
        onDone: { target: 'leaving', description: 'The account knows the Discord link: go back.' },
        onError: { target: 'leaving', description: 'The reload failed: the link is stored anyway; go back.' },
      },
    },
    leaving: {
      type: 'final',
      description: 'Goes to the stored return address (or /home).',
      entry: { type: 'goToReturnAddress', params: ({ context }) => ({ to: context.returnTo }) },
    },
  },
});

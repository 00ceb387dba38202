import { assign, fromPromise, setup } from 'xstate';
import type { MinorGuardianState } from '@/contract/guardians';
import { requestFailureKeys } from '@/api/form-refusals';
import { canResendInvitation } from '@/domain/guardians/consent';
import { providedBy } from '@/machines/provided-by';

/**
 * The minor's guardian notice (docs/product/guardians.md, Screens and States): where the consent
 * stands, why tournaments, teams and Premium wait for it, and the invitation sent again on request
 * (3 a day). The server's MinorGuardianState comes in on load and on every refetch
 * (`guardian.loaded`). What the minor may do is read by src/domain/guardians/consent.ts.
 */

export interface MinorConsentInput {
  state: MinorGuardianState;
}

export type MinorConsentContext = MinorConsentInput;

export type MinorConsentEvent = { type: 'guardian.loaded'; state: MinorGuardianState } | { type: 'resend.press' };

const statusIn =
  (...statuses: Array<MinorGuardianState['status']>) =>
  ({ context }: { context: MinorConsentContext }) =>
    statuses.includes(context.state.status);

export const minorConsentMachine = setup({
  types: {
    input: {} as MinorConsentInput,
    context: {} as MinorConsentContext,
    events: {} as MinorConsentEvent,
  },
  actors: {
    resendInvitation: fromPromise<MinorGuardianState, void>(providedBy('the screen showing the notice')),
  },
  actions: {
    replaceState: assign({ state: ({ context, event }) => (event.type === 'guardian.loaded' ? event.state : context.state) }),
    rememberAnswer: assign((_, params: { state: MinorGuardianState }) => ({ state: params.state })),
    showSent: () => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
  guards: {
    notRequired: statusIn('NOT_REQUIRED'),
    consented: statusIn('CONSENTED'),
    missing: statusIn('MISSING'),
    pending: statusIn('PENDING'),
    canResend: ({ context }) => canResendInvitation(context.state),
  },
}).createMachine({
  id: 'minorConsent',
  description: 'The minor\'s guardian notice: no guardian yet, waiting for the answer, lapsed (expired, refused, revoked) with the invitation sent again, or consented.',
  context: ({ input }) => ({ state: input.state }),
  initial: 'placing',
  on: {
    'guardian.loaded': { target: '.placing', actions: 'replaceState', description: 'The server answered again (a refetch, a notification): place the notice again.' },
  },
  states: {
    placing: {
      description: 'Reads where the consent stands; shown for no time.',
      always: [
        { guard: 'notRequired', target: 'notRequired', description: 'An adult or not a student: no notice.' },
        { guard: 'consented', target: 'consented', description: 'A guardian consented: no restriction.' },
        { guard: 'missing', target: 'missing', description: 'No legal representative yet: the notice leads to the guardian form.' },
        { guard: 'pending', target: 'waiting', description: 'The invitation went out and is still valid.' },
        { target: 'lapsed', description: 'Expired, refused or revoked: the invitation may go out again.' },
      ],
    },
    notRequired: { description: 'Nothing to show.' },
    consented: { description: 'Consented: the notice names the guardian, and nothing is restricted.' },
    missing: { description: '"Informe seu responsável" with a link to the guardian form.' },
    waiting: {
      description: 'Waiting for the guardian: to whom it went, until when, and "Reenviar convite" while resends are left.',
      on: { 'resend.press': { guard: 'canResend', target: 'resending', description: 'The minor sends the invitation again.' } },
    },
    lapsed: {
      description: 'The guardian did not answer in time, refused or revoked: the reason and "Reenviar convite".',
      on: { 'resend.press': { guard: 'canResend', target: 'resending', description: 'The minor sends the invitation again.' } },
    },
    resending: {
      description: 'Sends the invitation again (POST /records/api/guardian/invitations).',
      on: { 'guardian.loaded': { actions: 'replaceState', description: 'A refetch while waiting: kept, the answer decides.' } },
      invoke: {
        id: 'resendInvitation',
        src: 'resendInvitation',
        onDone: {
          target: 'placing',
          actions: [{ type: 'rememberAnswer', params: ({ event }) => ({ state: event.output }) }, 'showSent', 'reload'],
          description: 'Sent: a toast, and the notice shows the new validity and the resends left.',
        },
        onError: {
          target: 'placing',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
          description: 'Refused (3 a day reached, consented meanwhile…): its message as a toast, and the notice reloads.',
        },
      },
    },
  },
});

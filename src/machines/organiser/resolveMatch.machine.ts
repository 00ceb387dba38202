import { assign, fromPromise, setup } from 'xstate';
import type { MatchActionResponse, ResolveMatchRequest } from '@/contract/play';
import { refusesResolveFields, resolveFailureKeys, resolveFieldErrors } from '@/api/organiser/form-requests';
import { resolveIssues, resolveRequest, type ResolveValues } from '@/domain/organiser/resolve';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * The organiser's resolve dialog (docs/product/play.md, Screens: the console; Rules: Best of N, Battle
 * royale): the games and scores of a duel, or every entry of a lobby, and a note; it decides a
 * dispute or forces a result. The rules live in src/domain/organiser/resolve.ts; the server checks again.
 */

export interface ResolveMatchInput {
  matchId: number;
}

export interface ResolveMatchContext {
  matchId: number;
  values: ResolveValues | null;
  fieldErrors: FieldMessage[];
  /** Why the last send failed (messageKeys), shown in the dialog. */
  failureKeys: string[];
}

export interface ResolveRequestInput {
  matchId: number;
  request: ResolveMatchRequest;
}

export type ResolveMatchEvent =
  | { type: 'resolveMatch.submit'; values: ResolveValues }
  | { type: 'resolveMatch.retry' }
  | { type: 'resolveMatch.edit' }
  | { type: 'resolveMatch.cancel' };

export const resolveMatchMachine = setup({
  types: {
    context: {} as ResolveMatchContext,
    events: {} as ResolveMatchEvent,
    input: {} as ResolveMatchInput,
  },
  actors: {
    resolve: fromPromise<MatchActionResponse, ResolveRequestInput>(providedBy('the /organiser/event route')),
  },
  actions: {
    rememberValues: assign({ values: ({ event }) => (event.type === 'resolveMatch.submit' ? event.values : null), failureKeys: [] }),
    showFormErrors: assign({ fieldErrors: ({ context }) => (context.values ? resolveIssues(context.values).map(({ field, messageKey }) => ({ field, messageKey })) : []) }),
    clearErrors: assign({ fieldErrors: [], failureKeys: [] }),
    showServerFieldErrors: assign({ fieldErrors: ({ event }) => ('error' in event ? resolveFieldErrors(event.error) : []) }),
    rememberFailure: assign({ failureKeys: ({ event }) => ('error' in event ? resolveFailureKeys(event.error) : []) }),
    /** Reads the console and the match again. */
    refresh: () => undefined,
    showResolved: () => undefined,
    close: () => undefined,
  },
  guards: {
    valuesAreValid: ({ context }) => context.values !== null && resolveIssues(context.values).length === 0,
    refusedFields: ({ event }) => 'error' in event && refusesResolveFields(event.error),
  },
}).createMachine({
  id: 'resolveMatch',
  description: "The organiser decides a match's result with a note: a disputed match, or one stuck READY or REPORTED (force result).",
  context: ({ input }) => ({ matchId: input.matchId, values: null, fieldErrors: [], failureKeys: [] }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The dialog: each game with both scores (duel) or each entry with placement and eliminations (lobby), and the note.',
      on: {
        'resolveMatch.submit': { target: 'validating', actions: 'rememberValues', description: 'The organiser sends the result: its rules run first.' },
        'resolveMatch.cancel': { target: 'cancelled', description: 'Closes the dialog; nothing changes.' },
      },
    },
    validating: {
      description: 'Scores 0 to 99, no tie, the winner reaches ⌈N/2⌉ games and none follows; lobby places 1 to N once each; the note 1 to 500 characters.',
      always: [
        { guard: 'valuesAreValid', target: 'submitting', actions: 'clearErrors', description: 'Every rule holds: send it.' },
        { target: 'editing', actions: 'showFormErrors', description: 'Some rule fails: its message shows and nothing typed is lost.' },
      ],
    },
    submitting: {
      description: 'POST /admin/matches/{id}/resolve.',
      invoke: {
        id: 'resolve',
        src: 'resolve',
        input: ({ context }) => ({ matchId: context.matchId, request: resolveRequest(context.values as ResolveValues) }),
        onDone: { target: 'done', actions: ['refresh', 'showResolved'], description: 'Resolved (status:match.resolved): the match is COMPLETED and the winner moves on.' },
        onError: [
          {
            guard: 'refusedFields',
            target: 'editing',
            actions: ['showServerFieldErrors', 'rememberFailure'],
            description: 'The server refused the scores, the entries or the note: back to the dialog with the errors.',
          },
          { target: 'failed', actions: ['rememberFailure', 'refresh'], description: 'Refused (status:match.finished, status:organiser.forbidden) or failed: the reason shows.' },
        ],
      },
    },
    failed: {
      description: 'The result was not saved; the reason shows with a retry.',
      on: {
        'resolveMatch.retry': { target: 'submitting', actions: 'clearErrors', description: 'Sends the same result again.' },
        'resolveMatch.edit': { target: 'editing', actions: 'clearErrors', description: 'Back to the dialog to change it.' },
        'resolveMatch.cancel': { target: 'cancelled', description: 'Closes the dialog.' },
      },
    },
    done: {
      description: 'The result stands; the dialog closes.',
      type: 'final',
      entry: 'close',
    },
    cancelled: {
      description: 'The dialog closed without a result.',
      type: 'final',
      entry: 'close',
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { GameAccounts, LinkGameAccountResponse } from '@/contract/game-accounts';
import { epicFailureKeys, epicFieldErrors, epicLinkRequest, refusesEpicFields, wasCancelled } from '@/api/game-accounts/epic-link-requests';
import { epicIssues, type EpicValues } from '@/domain/game-accounts/epic-link-form';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * Epic ID on /profile/accounts-link (docs/product/game-accounts.md, Rules): the linked id is shown; the form (32 characters,
 * the confirmation must match, unique on the server) appears only while none is linked. When the
 * linked account cannot be fetched (the Epic connection errors, default or cancelled; docs/product/game-accounts.md, Errors) the
 * form shows with the reason: manual entry is the fallback, and the server still refuses a second
 * id ('locked'). Actors to provide: loadGameAccounts, saveEpicAccount. Actions to provide:
 * showSuccess, showSaveFailed, accountChanged. The form's rules live in
 * src/domain/game-accounts/epic-link-form.ts, the request and its refusals in
 * src/api/game-accounts/epic-link-requests.ts.
 */

export const LINKED_KEY = 'status:gameAccount.linked';

/** Why the form shows although the linked account is unknown (docs/product/game-accounts.md, Errors). */
export type EpicConnectionError = 'default' | 'cancelled';

export interface EpicLinkContext {
  linkedId: string | null;
  values: EpicValues;
  fieldErrors: FieldMessage[];
  connectionError: EpicConnectionError | null;
}

export type EpicLinkEvent = { type: 'epic.change'; change: Partial<EpicValues> } | { type: 'epic.submit' };

export const epicLinkMachine = setup({
  types: {
    context: {} as EpicLinkContext,
    events: {} as EpicLinkEvent,
  },
  actors: {
    loadGameAccounts: fromPromise<GameAccounts>(providedBy('the accounts-link scene')),
    saveEpicAccount: fromPromise<LinkGameAccountResponse, { epicAccountId: string }>(providedBy('the accounts-link scene')),
  },
  actions: {
    keepLinkedId: assign({
      linkedId: ({ event }) => ('output' in event ? ((event.output as GameAccounts).epicAccountId ?? null) : null),
    }),
    noteConnectionError: assign({ connectionError: (_, params: { kind: EpicConnectionError }) => params.kind }),
    changeValues: assign({
      values: ({ context, event }) => (event.type === 'epic.change' ? { ...context.values, ...event.change } : context.values),
    }),
    showFormErrors: assign({ fieldErrors: ({ context }) => epicIssues(context.values) }),
    clearErrors: assign({ fieldErrors: [] }),
    showServerFieldErrors: assign({ fieldErrors: ({ event }) => ('error' in event ? epicFieldErrors(event.error) : []) }),
    showSuccess: () => undefined,
    showSaveFailed: (_, _params: { messageKeys: string[] }) => undefined,
    accountChanged: () => undefined,
  },
  guards: {
    hasLinkedId: ({ event }) => 'output' in event && Boolean((event.output as GameAccounts).epicAccountId),
    loadCancelled: ({ event }) => 'error' in event && wasCancelled(event.error),
    valuesAreValid: ({ context }) => epicIssues(context.values).length === 0,
    refusedFields: ({ event }) => 'error' in event && refusesEpicFields(event.error),
  },
}).createMachine({
  id: 'epicLink',
  description: 'The Epic ID on the accounts-link scene: the linked id, or the form while none is linked.',
  context: { linkedId: null, values: { epicAccountId: '', epicAccountIdConfirmation: '' }, fieldErrors: [], connectionError: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetches the linked Epic account (GET /records/api/account/games).',
      invoke: {
        id: 'loadGameAccounts',
        src: 'loadGameAccounts',
        onDone: [
          { guard: 'hasLinkedId', target: 'linked', actions: 'keepLinkedId', description: 'An id is linked: show it, read-only.' },
          { target: 'editing', description: 'None linked: the form.' },
        ],
        onError: [
          {
            guard: 'loadCancelled',
            target: 'editing',
            actions: { type: 'noteConnectionError', params: { kind: 'cancelled' } },
            description: 'The request was cancelled or timed out: say so, and fall back to manual entry.',
          },
          {
            target: 'editing',
            actions: { type: 'noteConnectionError', params: { kind: 'default' } },
            description: 'The request failed: say so, and fall back to manual entry.',
          },
        ],
      },
    },
    editing: {
      description: 'The form: the id and its confirmation; errors from the last submit on their fields.',
      on: {
        'epic.change': { actions: 'changeValues', description: 'A field changes; nothing else is touched.' },
        'epic.submit': [
          { guard: 'valuesAreValid', target: 'saving', actions: 'clearErrors', description: '32 letters and digits, confirmed: link it.' },
          { actions: 'showFormErrors', description: 'A rule fails: its message on its field; nothing typed is lost.' },
        ],
      },
    },
    saving: {
      description: 'POST /records/api/account/games {epicAccountId}.',
      invoke: {
        id: 'saveEpicAccount',
        src: 'saveEpicAccount',
        input: ({ context }) => epicLinkRequest(context.values),
        onDone: {
          target: 'linked',
          actions: ['keepLinkedId', 'showSuccess', 'accountChanged'],
          description: 'Linked: the success toast; the session reloads so the token carries the id.',
        },
        onError: [
          {
            guard: 'refusedFields',
            target: 'editing',
            actions: 'showServerFieldErrors',
            description: 'The server refused the id (taken by another player, already linked…): the message on the field.',
          },
          {
            target: 'editing',
            actions: { type: 'showSaveFailed', params: ({ event }) => ({ messageKeys: epicFailureKeys(event.error) }) },
            description: 'The request failed: the save-failure toast; the form keeps what was typed.',
          },
        ],
      },
    },
    linked: {
      description: 'An Epic account id is linked: shown read-only (docs/product/game-accounts.md, Rules).',
    },
  },
});

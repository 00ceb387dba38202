import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOn } from '@/api/field-errors';
import { failureKeys } from '@/api/form-refusals';
import type { DecisionRequest } from '@/contract/moderation';
import { appealDecisionIssues, decisionIssues } from '@/domain/moderation/reports';
import type { FieldMessage } from '@/domain/validation/rules';
import { providedBy } from '@/machines/provided-by';

/**
 * An admin works the moderation queue (docs/product/moderation.md, Moderation): takes a received
 * report (the reporter is told it is under review), decides it with a written reason (a ban is
 * asked first), or answers an appeal. One report is worked at a time; the queue reloads after each answer.
 */

export interface DecisionDraft {
  action: string;
  ruling: string;
  /** Days of a suspension, as typed; null when empty or not a whole number. */
  days: number | null;
}

export interface ModerationDecisionContext {
  /** The report being worked on. */
  reportId: number | null;
  request: DecisionRequest | null;
  fieldErrors: FieldMessage[];
}

export type ModerationDecisionEvent =
  | { type: 'review.press'; reportId: number }
  | { type: 'decision.submit'; reportId: number; draft: DecisionDraft }
  | { type: 'appeal.submit'; reportId: number; outcome: string; ruling: string }
  | { type: 'ban.confirm' }
  | { type: 'ban.cancel' };

export const DECISION_FIELDS = ['action', 'ruling', 'days', 'outcome'] as const;

const draftRequest = (draft: DecisionDraft): DecisionRequest =>
  ({ action: draft.action, ruling: draft.ruling, ...(draft.action === 'SUSPEND' && draft.days !== null ? { days: draft.days } : {}) }) as DecisionRequest;

export const moderationDecisionMachine = setup({
  types: {
    context: {} as ModerationDecisionContext,
    events: {} as ModerationDecisionEvent,
  },
  actors: {
    decide: fromPromise<{ messageKey: string }, { reportId: number; request: DecisionRequest }>(providedBy('the moderation queue')),
  },
  actions: {
    takeReview: assign(({ event }) => (event.type === 'review.press' ? { reportId: event.reportId, request: { action: 'REVIEW' } as DecisionRequest, fieldErrors: [] } : {})),
    takeDecision: assign(({ event }) => (event.type === 'decision.submit' ? { reportId: event.reportId, request: draftRequest(event.draft), fieldErrors: [] } : {})),
    takeAppealAnswer: assign(({ event }) =>
      event.type === 'appeal.submit' ? { reportId: event.reportId, request: { action: event.outcome, ruling: event.ruling } as DecisionRequest, fieldErrors: [] } : {},
    ),
    setFieldErrors: assign((_, params: { reportId: number; fieldErrors: FieldMessage[] }) => ({ reportId: params.reportId, fieldErrors: params.fieldErrors })),
    forget: assign({ reportId: null, request: null }),
    showDone: (_, _params: { messageKey: string }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    focusFirstError: () => undefined,
    reload: () => undefined,
  },
  guards: {
    decisionHasProblems: ({ event }) => event.type === 'decision.submit' && decisionIssues(event.draft).length > 0,
    appealAnswerHasProblems: ({ event }) => event.type === 'appeal.submit' && appealDecisionIssues(event).length > 0,
    isBan: ({ event }) => event.type === 'decision.submit' && event.draft.action === 'BAN',
    refusesFields: ({ event }) => 'error' in event && fieldErrorsOn(event.error, DECISION_FIELDS).length > 0,
  },
}).createMachine({
  id: 'moderationDecision',
  description: 'An admin takes a report, decides it with a written reason (a ban asked first), or answers an appeal; the queue reloads.',
  context: { reportId: null, request: null, fieldErrors: [] },
  initial: 'idle',
  states: {
    idle: {
      description: 'The queue: each received report offers "Analisar"; each one under review, a decision form; each appeal, an answer form.',
      on: {
        'review.press': { target: 'sending', actions: 'takeReview', description: 'The admin presses "Analisar": the reporter will be told.' },
        'decision.submit': [
          {
            guard: 'decisionHasProblems',
            actions: [{ type: 'setFieldErrors', params: ({ event }) => ({ reportId: event.reportId, fieldErrors: decisionIssues(event.draft) }) }, 'focusFirstError'],
            description: 'No action, a reason too short, or a suspension without its days: the fields say why.',
          },
          { guard: 'isBan', target: 'confirmingBan', actions: 'takeDecision', description: 'A ban is asked first.' },
          { target: 'sending', actions: 'takeDecision', description: 'Dismiss, warn or suspend: sent at once.' },
        ],
        'appeal.submit': [
          {
            guard: 'appealAnswerHasProblems',
            actions: [{ type: 'setFieldErrors', params: ({ event }) => ({ reportId: event.reportId, fieldErrors: appealDecisionIssues(event) }) }, 'focusFirstError'],
            description: 'No answer chosen, or a reason too short: the fields say why.',
          },
          { target: 'sending', actions: 'takeAppealAnswer', description: 'The appeal is upheld or overturned.' },
        ],
      },
    },
    confirmingBan: {
      description: 'Asks whether to ban: the account cannot sign in, and its e-mail and Epic ID cannot be used again.',
      on: {
        'ban.confirm': { target: 'sending', description: 'The admin confirms the ban.' },
        'ban.cancel': { target: 'idle', actions: 'forget', description: 'The admin goes back to the form.' },
      },
    },
    sending: {
      description: 'Sends it (POST /records/api/admin/reports/{id}/decision).',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ reportId: context.reportId!, request: context.request! }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'showDone', params: ({ event }) => ({ messageKey: event.output.messageKey }) }, 'reload', 'forget'],
          description: 'Done: a toast, and the queue reloads.',
        },
        onError: [
          {
            guard: 'refusesFields',
            target: 'idle',
            actions: [{ type: 'setFieldErrors', params: ({ context, event }) => ({ reportId: context.reportId!, fieldErrors: fieldErrorsOn(event.error, DECISION_FIELDS) }) }, 'focusFirstError'],
            description: 'The server refused a field: its error sits on the field.',
          },
          {
            target: 'idle',
            actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, DECISION_FIELDS) }) }, 'reload', 'forget'],
            description: 'Refused (another admin decided it first, the account is gone) or offline: a toast, and the queue reloads.',
          },
        ],
      },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOn } from '@/api/field-errors';
import { failureKeys } from '@/api/form-refusals';
import { appealIssues } from '@/domain/moderation/appeal';
import type { FieldMessage } from '@/domain/validation/rules';
import { providedBy } from '@/machines/provided-by';

/**
 * The one appeal of a sanction (docs/product/moderation.md, Appeals), from the link in the e-mail or
 * the notification, signed in or not: the person writes why, it is sent once, and the page says it
 * went back to the team. A link already used or past its days shows why and offers nothing.
 */

export interface AppealContext {
  reportId: number;
  /** The link is valid: not used, not past its days, not unknown. */
  usable: boolean;
  token: string;
  text: string;
  fieldErrors: FieldMessage[];
}

export type AppealEvent = { type: 'appeal.submit'; text: string };

export const APPEAL_FIELDS = ['appeal'] as const;

export const appealMachine = setup({
  types: {
    context: {} as AppealContext,
    events: {} as AppealEvent,
    input: {} as { reportId: number; token: string; usable: boolean },
  },
  actors: {
    send: fromPromise<void, { reportId: number; token: string; text: string }>(providedBy('the appeal page')),
  },
  actions: {
    keepText: assign(({ event }) => ({ text: event.text })),
    setFieldErrors: assign((_, params: { fieldErrors: FieldMessage[] }) => ({ fieldErrors: params.fieldErrors })),
    clearErrors: assign({ fieldErrors: [] }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    focusFirstError: () => undefined,
  },
  guards: {
    usable: ({ context }) => context.usable,
    textHasProblems: ({ event }) => appealIssues(event.text).length > 0,
    refusesFields: ({ event }) => 'error' in event && fieldErrorsOn(event.error, APPEAL_FIELDS).length > 0,
  },
}).createMachine({
  id: 'appeal',
  description: 'A sanctioned person appeals once by the link they received: writes why, sends, and is told it went back to the team.',
  context: ({ input }) => ({ reportId: input.reportId, usable: input.usable, token: input.token, text: '', fieldErrors: [] }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Reads what the link allows.',
      always: [
        { guard: 'usable', target: 'writing', description: 'The link is valid: the decision and the appeal form.' },
        { target: 'unavailable', description: 'Unknown, used or past its days: the page says why.' },
      ],
    },
    unavailable: { description: 'The link cannot be used; nothing to send.', type: 'final' },
    writing: {
      description: 'The decision, its reason, and a text of 10 to 1000 characters.',
      on: {
        'appeal.submit': [
          {
            guard: 'textHasProblems',
            actions: ['keepText', { type: 'setFieldErrors', params: ({ event }) => ({ fieldErrors: appealIssues(event.text) }) }, 'focusFirstError'],
            description: 'Too short or too long: the field says why.',
          },
          { target: 'sending', actions: ['keepText', 'clearErrors'], description: 'The text is fine: it is sent.' },
        ],
      },
    },
    sending: {
      description: 'Sends the appeal (POST /records/api/reports/{id}/appeal).',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ reportId: context.reportId, token: context.token, text: context.text }),
        onDone: { target: 'appealed', description: 'Received: the team reviews the decision again.' },
        onError: [
          {
            guard: 'refusesFields',
            target: 'writing',
            actions: [{ type: 'setFieldErrors', params: ({ event }) => ({ fieldErrors: fieldErrorsOn(event.error, APPEAL_FIELDS) }) }, 'focusFirstError'],
            description: 'The server refused the text: its error sits on the field.',
          },
          {
            target: 'writing',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, APPEAL_FIELDS) }) },
            description: 'Refused (already appealed, past its days) or offline: a toast, and the text stays.',
          },
        ],
      },
    },
    appealed: { description: 'Sent: the answer comes by e-mail and notification.', type: 'final' },
  },
});

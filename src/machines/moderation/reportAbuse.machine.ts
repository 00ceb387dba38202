import { assign, fromPromise, setup } from 'xstate';
import { fieldErrorsOn } from '@/api/field-errors';
import { failureKeys } from '@/api/form-refusals';
import type { ReportTarget } from '@/contract/moderation';
import { reportIssues } from '@/domain/moderation/reports';
import type { FieldMessage } from '@/domain/validation/rules';
import { providedBy } from '@/machines/provided-by';

/**
 * Reporting a player, a team's name or a dispute's screenshot (docs/product/moderation.md, Reports):
 * the dialog asks a reason and details, checks them, sends, and thanks; the reporter then follows
 * the report in notifications. A refusal (already reported, today's limit) is a toast and the form
 * stays filled.
 */

export interface ReportSubject {
  target: ReportTarget;
  /** What the dialog names: a Play ID or a team's name. */
  label: string;
}

export interface ReportForm {
  category: string;
  details: string;
}

export interface ReportAbuseContext {
  subject: ReportSubject | null;
  form: ReportForm;
  fieldErrors: FieldMessage[];
}

export type ReportAbuseEvent =
  | { type: 'report.open'; subject: ReportSubject }
  | { type: 'report.close' }
  | { type: 'report.submit'; form: ReportForm };

export const REPORT_FIELDS = ['category', 'details'] as const;

export const reportAbuseMachine = setup({
  types: {
    context: {} as ReportAbuseContext,
    events: {} as ReportAbuseEvent,
  },
  actors: {
    send: fromPromise<void, { subject: ReportSubject; form: ReportForm }>(providedBy('the page that offers "Denunciar"')),
  },
  actions: {
    openFor: assign(({ event }) => (event.type === 'report.open' ? { subject: event.subject, form: { category: '', details: '' }, fieldErrors: [] } : {})),
    keepForm: assign(({ event }) => (event.type === 'report.submit' ? { form: event.form } : {})),
    setFieldErrors: assign((_, params: { fieldErrors: FieldMessage[] }) => ({ fieldErrors: params.fieldErrors })),
    clearErrors: assign({ fieldErrors: [] }),
    forget: assign({ subject: null, fieldErrors: [] }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    focusFirstError: () => undefined,
  },
  guards: {
    formHasProblems: ({ context, event }) => event.type === 'report.submit' && context.subject !== null && reportIssues(context.subject.target.kind, event.form).length > 0,
    refusesFields: ({ event }) => 'error' in event && fieldErrorsOn(event.error, REPORT_FIELDS).length > 0,
  },
}).createMachine({
  id: 'reportAbuse',
  description: 'Reports a player, a team name or a dispute screenshot: reason and details, checked, sent, thanked.',
  context: { subject: null, form: { category: '', details: '' }, fieldErrors: [] },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog; each reportable thing shows "Denunciar".',
      on: { 'report.open': { target: 'editing', actions: 'openFor', description: 'The person presses "Denunciar" on a player, a team or a screenshot.' } },
    },
    editing: {
      description: 'The dialog: the reasons for this kind of target and a details field.',
      on: {
        'report.submit': [
          {
            guard: 'formHasProblems',
            actions: [
              'keepForm',
              { type: 'setFieldErrors', params: ({ context, event }) => ({ fieldErrors: reportIssues(context.subject!.target.kind, event.form) }) },
              'focusFirstError',
            ],
            description: 'No reason chosen, or "Outro motivo" without details: the fields say why, nothing is sent.',
          },
          { target: 'sending', actions: ['keepForm', 'clearErrors'], description: 'The form is complete: it is sent.' },
        ],
        'report.close': { target: 'closed', actions: 'forget', description: 'The person gives up: nothing is sent.' },
      },
    },
    sending: {
      description: 'Sends the report (POST /records/api/reports).',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ subject: context.subject!, form: context.form }),
        onDone: { target: 'sent', description: 'Received: the dialog thanks and says what happens next.' },
        onError: [
          {
            guard: 'refusesFields',
            target: 'editing',
            actions: [{ type: 'setFieldErrors', params: ({ event }) => ({ fieldErrors: fieldErrorsOn(event.error, REPORT_FIELDS) }) }, 'focusFirstError'],
            description: "The server refused a field: its error sits on the field.",
          },
          {
            target: 'editing',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, REPORT_FIELDS) }) },
            description: 'Refused (already reported and waiting, today\'s limit, gone) or offline: a toast, and the form stays filled.',
          },
        ],
      },
    },
    sent: {
      description: 'Thanks: the team reviews it and the person is told in notifications.',
      on: { 'report.close': { target: 'closed', actions: 'forget', description: 'The person closes the dialog.' } },
    },
  },
});

import { assign, fromPromise, setup } from 'xstate';
import type { DuelReportRequest, MatchActionResponse, MatchDetail, RoyaleReportRequest } from '@/contract/play';
import type { DisputeInput } from '@/api/play/matches';
import { failureKeys, requestFailureKeys } from '@/api/form-refusals';
import { fieldErrorsOn } from '@/api/field-errors';
import { imageProblem, reasonProblem } from '@/domain/play/evidence';
import { matchPlace, type MatchPlace } from '@/domain/play/match-state';
import { checkGames } from '@/domain/play/scores';
import type { FieldMessage } from '@/domain/validation/rules';
import { providedBy } from '@/machines/provided-by';

/**
 * The match page /matches/{id} (docs/product/play.md, Screens, States and Rules): what the caller sees
 * and may do on one match. Every load of the match (the first, each refetch, each live change) comes
 * in as `match.loaded` and places the flow where the match stands, so what the other side or the
 * organiser does moves it: waiting for a side, ready (report, or claim a no-show once the grace time
 * is over), reporting (one score pair per game, best-of-N checked by src/domain/play/scores.ts before
 * sending), awaiting the other side, answering a report (confirm, or dispute with a reason and a
 * screenshot), disputed, and the endings: confirmed, auto-confirmed, resolved by the organiser, bye.
 * The server's field errors come back onto the form's fields; other refusals are toasts.
 */

/** The fields of the report and dispute forms a server field error may land on. */
export const REPORT_FIELDS = ['games', 'scores', 'placement', 'eliminations'] as const;
export const DISPUTE_FIELDS = ['reason', 'image'] as const;

export type ReportRequest = DuelReportRequest | RoyaleReportRequest;

export interface MatchReportInput {
  match: MatchDetail;
}

export interface MatchReportContext {
  match: MatchDetail;
  fieldErrors: FieldMessage[];
}

export type MatchReportEvent =
  | { type: 'match.loaded'; match: MatchDetail }
  | { type: 'report.open' }
  | { type: 'report.cancel' }
  | { type: 'report.submit'; report: ReportRequest }
  | { type: 'noShow.claim' }
  | { type: 'confirm.press' }
  | { type: 'dispute.open' }
  | { type: 'dispute.cancel' }
  | { type: 'dispute.submit'; dispute: DisputeInput };

/** The client-side problems of a report: the duel's games against best-of-N, or a lobby result. */
export function reportProblems(match: MatchDetail, report: ReportRequest): FieldMessage[] {
  if ('games' in report) return checkGames(report.games, match.bestOf);
  const problems: FieldMessage[] = [];
  const places = Math.max(match.entries.length, 1);
  if (!Number.isInteger(report.placement) || report.placement < 1 || report.placement > places) problems.push({ field: 'placement', messageKey: 'validation:placement.invalid' });
  if (!Number.isInteger(report.eliminations) || report.eliminations < 0 || report.eliminations > 99) problems.push({ field: 'eliminations', messageKey: 'validation:eliminations.invalid' });
  return problems;
}

export function disputeProblems(dispute: DisputeInput): FieldMessage[] {
  const reason = reasonProblem(dispute.reason);
  const image = imageProblem(dispute.image);
  return [...(reason ? [{ field: 'reason', messageKey: reason }] : []), ...(image ? [{ field: 'image', messageKey: image }] : [])];
}

const placeIs =
  (place: MatchPlace) =>
  ({ context }: { context: MatchReportContext }) =>
    matchPlace(context.match) === place;

export const matchReportMachine = setup({
  types: {
    input: {} as MatchReportInput,
    context: {} as MatchReportContext,
    events: {} as MatchReportEvent,
  },
  actors: {
    report: fromPromise<MatchActionResponse, { matchId: number; report: ReportRequest }>(providedBy('the match page')),
    confirm: fromPromise<MatchActionResponse, number>(providedBy('the match page')),
    dispute: fromPromise<MatchActionResponse, { matchId: number; dispute: DisputeInput }>(providedBy('the match page')),
    claimNoShow: fromPromise<MatchActionResponse, number>(providedBy('the match page')),
  },
  actions: {
    rememberMatch: assign({ match: ({ context, event }) => (event.type === 'match.loaded' ? event.match : context.match) }),
    clearErrors: assign({ fieldErrors: [] }),
    rememberAnswer: assign((_, params: { match: MatchDetail }) => ({ match: params.match })),
    setFieldErrors: assign((_, params: { fieldErrors: FieldMessage[] }) => ({ fieldErrors: params.fieldErrors })),
    showDone: (_, _params: { messageKey: string }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
  guards: {
    waiting: placeIs('waiting'),
    ready: placeIs('ready'),
    awaitingOther: placeIs('awaitingOther'),
    toAnswer: placeIs('toAnswer'),
    noShowClaimed: placeIs('noShowClaimed'),
    disputed: placeIs('disputed'),
    confirmed: placeIs('confirmed'),
    autoConfirmed: placeIs('autoConfirmed'),
    resolved: placeIs('resolved'),
    canReport: ({ context }) => context.match.you.canReport,
    canClaimNoShow: ({ context }) => context.match.you.canClaimNoShow,
    canConfirm: ({ context }) => context.match.you.canConfirm,
    canDispute: ({ context }) => context.match.you.canDispute,
    reportInvalid: ({ context, event }) => event.type === 'report.submit' && reportProblems(context.match, event.report).length > 0,
    disputeInvalid: ({ event }) => event.type === 'dispute.submit' && disputeProblems(event.dispute).length > 0,
    stillReportable: ({ event }) => event.type === 'match.loaded' && matchPlace(event.match) === 'ready' && event.match.you.canReport,
    stillDisputable: ({ event }) => event.type === 'match.loaded' && matchPlace(event.match) === 'toAnswer' && event.match.you.canDispute,
    refusesReportFields: ({ event }) => 'error' in event && fieldErrorsOn(event.error, REPORT_FIELDS).length > 0,
    refusesDisputeFields: ({ event }) => 'error' in event && fieldErrorsOn(event.error, DISPUTE_FIELDS).length > 0,
  },
}).createMachine({
  id: 'matchReport',
  description: 'The match page: the state of one match for the caller and the actions they may take on it now.',
  context: ({ input }) => ({ match: input.match, fieldErrors: [] }),
  initial: 'placing',
  on: {
    'match.loaded': { target: '.placing', actions: 'rememberMatch', description: 'The match loaded again (refetch or live change): place the page again.' },
  },
  states: {
    placing: {
      description: 'Reads where the match stands for the caller; shown for no time.',
      always: [
        { guard: 'waiting', target: 'waiting', description: 'PENDING: a side is not known yet.' },
        { guard: 'ready', target: 'ready', description: 'READY: both sides known, nothing reported.' },
        { guard: 'toAnswer', target: 'toAnswer', description: 'REPORTED by the other side: the caller may confirm or dispute.' },
        { guard: 'noShowClaimed', target: 'noShowClaimed', description: 'REPORTED: the caller claimed a no-show, waiting for the other side.' },
        { guard: 'awaitingOther', target: 'awaitingOther', description: 'REPORTED: waiting for the other side to confirm or dispute.' },
        { guard: 'disputed', target: 'disputed', description: 'DISPUTED: waiting for the organiser.' },
        { guard: 'confirmed', target: 'confirmed', description: 'COMPLETED: confirmed (or by no-show, or disqualification).' },
        { guard: 'autoConfirmed', target: 'autoConfirmed', description: 'COMPLETED: nobody answered the report in time.' },
        { guard: 'resolved', target: 'resolved', description: 'COMPLETED: the organiser decided or set the result.' },
        { target: 'bye', description: 'BYE: a side went through without playing.' },
      ],
    },
    waiting: { description: 'A side is not known yet: the page says who it waits for.' },
    ready: {
      description: 'Both sides known: a participant may report the result, or claim a no-show after the grace time.',
      on: {
        'report.open': { guard: 'canReport', target: 'reporting', actions: 'clearErrors', description: '"Informar resultado": the form opens.' },
        'noShow.claim': { guard: 'canClaimNoShow', target: 'claimingNoShow', description: '"O adversário não apareceu", allowed from noShowFrom.' },
      },
    },
    reporting: {
      description: 'The report form: one score pair per game (duel), or the caller\'s placement and eliminations (lobby).',
      on: {
        'match.loaded': [
          { guard: 'stillReportable', actions: 'rememberMatch', description: 'Reloaded and still to report: the form stays with what was typed.' },
        ],
        'report.cancel': { target: 'ready', actions: 'clearErrors', description: 'The form closes; nothing is sent.' },
        'report.submit': [
          {
            guard: 'reportInvalid',
            actions: { type: 'setFieldErrors', params: ({ context, event }) => ({ fieldErrors: reportProblems(context.match, event.report) }) },
            description: 'A tie, a score out of 0–99, too many games or no winner: the error shows at the field and nothing is sent.',
          },
          { target: 'sendingReport', actions: 'clearErrors', description: 'The result reads right: send it.' },
        ],
      },
    },
    sendingReport: {
      description: 'Sends the report (POST /matches/{id}/report).',
      on: { 'match.loaded': { actions: 'rememberMatch', description: 'A refetch while sending: kept, the answer decides.' } },
      invoke: {
        id: 'report',
        src: 'report',
        input: ({ context, event }) => ({ matchId: context.match.id, report: (event as Extract<MatchReportEvent, { type: 'report.submit' }>).report }),
        onDone: {
          target: 'placing',
          actions: [{ type: 'rememberAnswer', params: ({ event }) => ({ match: event.output.match }) }, { type: 'showDone', params: ({ event }) => ({ messageKey: event.output.messageKey }) }, 'reload'],
          description: 'Reported: status:match.reported; the other side confirms or disputes.',
        },
        onError: [
          {
            guard: 'refusesReportFields',
            target: 'reporting',
            actions: [
              { type: 'setFieldErrors', params: ({ event }) => ({ fieldErrors: fieldErrorsOn(event.error, REPORT_FIELDS) }) },
              { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, REPORT_FIELDS) }) },
            ],
            description: 'The server refused a score: its error shows at the field, the form keeps what was typed.',
          },
          {
            target: 'placing',
            actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
            description: 'Refused for the match (already reported, finished…): a toast, and the match reloads.',
          },
        ],
      },
    },
    claimingNoShow: {
      description: 'Claims a no-show (POST /matches/{id}/no-show).',
      on: { 'match.loaded': { actions: 'rememberMatch', description: 'A refetch while sending: kept, the answer decides.' } },
      invoke: {
        id: 'claimNoShow',
        src: 'claimNoShow',
        input: ({ context }) => context.match.id,
        onDone: {
          target: 'placing',
          actions: [{ type: 'rememberAnswer', params: ({ event }) => ({ match: event.output.match }) }, { type: 'showDone', params: ({ event }) => ({ messageKey: event.output.messageKey }) }, 'reload'],
          description: 'Claimed: status:match.noShowClaimed; it waits for confirmation like a report.',
        },
        onError: {
          target: 'placing',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
          description: 'Refused (too early, reported meanwhile…): a toast, and the match reloads.',
        },
      },
    },
    awaitingOther: { description: 'Reported: waiting for the other side to confirm or dispute until confirmBy.' },
    noShowClaimed: { description: 'The caller claimed a no-show: waiting for the other side until confirmBy.' },
    toAnswer: {
      description: 'The other side reported: confirm it, or dispute it.',
      on: {
        'confirm.press': { guard: 'canConfirm', target: 'confirming', description: '"Confirmar resultado".' },
        'dispute.open': { guard: 'canDispute', target: 'disputing', actions: 'clearErrors', description: '"Contestar": the dispute dialog opens.' },
      },
    },
    confirming: {
      description: 'Confirms the report (POST /matches/{id}/confirm).',
      on: { 'match.loaded': { actions: 'rememberMatch', description: 'A refetch while sending: kept, the answer decides.' } },
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => context.match.id,
        onDone: {
          target: 'placing',
          actions: [{ type: 'rememberAnswer', params: ({ event }) => ({ match: event.output.match }) }, { type: 'showDone', params: ({ event }) => ({ messageKey: event.output.messageKey }) }, 'reload'],
          description: 'Confirmed: status:match.confirmed; the winner moves on.',
        },
        onError: {
          target: 'placing',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
          description: 'Refused (confirmed by itself meanwhile…): a toast, and the match reloads.',
        },
      },
    },
    disputing: {
      description: 'The dispute dialog: a reason (10 to 500 characters) and an optional screenshot (PNG, JPEG or WebP, up to 5 MB).',
      on: {
        'match.loaded': [{ guard: 'stillDisputable', actions: 'rememberMatch', description: 'Reloaded and still open to dispute: the dialog stays.' }],
        'dispute.cancel': { target: 'toAnswer', actions: 'clearErrors', description: 'The dialog closes; nothing is sent.' },
        'dispute.submit': [
          {
            guard: 'disputeInvalid',
            actions: { type: 'setFieldErrors', params: ({ event }) => ({ fieldErrors: disputeProblems(event.dispute) }) },
            description: 'A reason too short or long, or an image of the wrong type or too large: the error shows at the field.',
          },
          { target: 'sendingDispute', actions: 'clearErrors', description: 'Reads right: send it.' },
        ],
      },
    },
    sendingDispute: {
      description: 'Sends the dispute (POST /matches/{id}/dispute, multipart).',
      on: { 'match.loaded': { actions: 'rememberMatch', description: 'A refetch while sending: kept, the answer decides.' } },
      invoke: {
        id: 'dispute',
        src: 'dispute',
        input: ({ context, event }) => ({ matchId: context.match.id, dispute: (event as Extract<MatchReportEvent, { type: 'dispute.submit' }>).dispute }),
        onDone: {
          target: 'placing',
          actions: [{ type: 'rememberAnswer', params: ({ event }) => ({ match: event.output.match }) }, { type: 'showDone', params: ({ event }) => ({ messageKey: event.output.messageKey }) }, 'reload'],
          description: 'Disputed: status:match.disputed; the organiser decides.',
        },
        onError: [
          {
            guard: 'refusesDisputeFields',
            target: 'disputing',
            actions: [
              { type: 'setFieldErrors', params: ({ event }) => ({ fieldErrors: fieldErrorsOn(event.error, DISPUTE_FIELDS) }) },
              { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: failureKeys(event.error, DISPUTE_FIELDS) }) },
            ],
            description: 'The server refused the reason or the image: its error shows at the field, the dialog keeps what was typed.',
          },
          {
            target: 'placing',
            actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
            description: 'Refused for the match (confirmed meanwhile…): a toast, and the match reloads.',
          },
        ],
      },
    },
    disputed: { description: 'Disputed: the organiser decides; the reason and the screenshot show.' },
    confirmed: { description: 'The result stands: confirmed by the other side, by no-show or by disqualification.' },
    autoConfirmed: { description: 'Nobody answered the report in time: it confirmed itself.' },
    resolved: { description: 'The organiser decided the dispute or set the result; the note shows.' },
    bye: { description: 'A side went through without playing.' },
  },
});

import { ApiError } from '@/api/errors';
import { matchReportMachine } from '@/machines/play/matchReport.machine';
import { describePaths } from '../harness';
import {
  autoConfirmedMatch,
  byeMatch,
  confirmedMatch,
  disputedMatch,
  goodGames,
  noShowByMe,
  pendingMatch,
  readyMatch,
  reportedByMe,
  reportedByOther,
  resolvedMatch,
  tiedGames,
} from './play.fixtures';

const refusedMatch = new ApiError({ status: 409, fieldErrors: [], requestErrors: ['status:match.finished'] });

describePaths(matchReportMachine, {
  inputs: {
    ready: { match: readyMatch },
    toAnswer: { match: reportedByOther },
    pending: { match: pendingMatch },
  },
  events: {
    'match.loaded': [
      { type: 'match.loaded', match: readyMatch },
      { type: 'match.loaded', match: reportedByMe },
      { type: 'match.loaded', match: reportedByOther },
      { type: 'match.loaded', match: noShowByMe },
      { type: 'match.loaded', match: disputedMatch },
      { type: 'match.loaded', match: confirmedMatch },
      { type: 'match.loaded', match: autoConfirmedMatch },
      { type: 'match.loaded', match: resolvedMatch },
      { type: 'match.loaded', match: byeMatch },
    ],
    'report.submit': [
      { type: 'report.submit', report: goodGames },
      { type: 'report.submit', report: tiedGames },
    ],
    'dispute.submit': [
      { type: 'dispute.submit', dispute: { reason: 'O placar do segundo jogo está errado.', image: null } },
      { type: 'dispute.submit', dispute: { reason: 'curto', image: null } },
    ],
  },
  invoked: {
    report: {
      done: [{ match: reportedByMe, messageKey: 'status:match.reported' }],
      error: [new ApiError({ status: 400, fieldErrors: [{ field: 'games', messageKey: 'validation:games.tie' }], requestErrors: [] }), refusedMatch],
    },
    claimNoShow: { done: [{ match: noShowByMe, messageKey: 'status:match.noShowClaimed' }], error: [refusedMatch] },
    confirm: { done: [{ match: confirmedMatch, messageKey: 'status:match.confirmed' }], error: [refusedMatch] },
    dispute: {
      done: [{ match: disputedMatch, messageKey: 'status:match.disputed' }],
      error: [new ApiError({ status: 413, fieldErrors: [{ field: 'image', messageKey: 'validation:image.tooLarge' }], requestErrors: [] }), refusedMatch],
    },
  },
  context: (context) => ({ status: context.match.status, outcome: context.match.outcome, report: context.match.report, fieldErrors: context.fieldErrors }),
});

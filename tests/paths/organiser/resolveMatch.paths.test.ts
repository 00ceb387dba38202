import { resolveMatchMachine } from '@/machines/organiser/resolveMatch.machine';
import { describePaths } from '../harness';
import { disputedMatch, refused, refusedField, tiedDuel, validDuel } from './organiser.fixtures';

describePaths(resolveMatchMachine, {
  inputs: { disputed: { matchId: 11 } },
  events: { 'resolveMatch.submit': [{ type: 'resolveMatch.submit', values: validDuel }, { type: 'resolveMatch.submit', values: tiedDuel }] },
  invoked: {
    resolve: {
      done: [{ match: disputedMatch, messageKey: 'status:match.resolved' }],
      error: [refusedField('note', 'required'), refused('status:match.finished')],
    },
  },
});

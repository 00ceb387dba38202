/** Shared samples of the organiser's flows: an event form, an event as the console reads it, the resolve dialog's values. */
import type { MatchDetail, OrganiserEvent, PlayPhase } from '@/contract/play';
import { ApiError } from '@/api/errors';
import { emptyEventForm, type EventFormValues } from '@/domain/organiser/event-form';
import { createEventRequest, eventRules } from '@/domain/organiser/event-rules';
import type { DuelResolveValues } from '@/domain/organiser/resolve';

/** The clock every form sample is checked at: 25 Nov 2026, 12:00 UTC. */
export const NOW = new Date('2026-11-25T12:00:00Z');

export const validForm: EventFormValues = { ...emptyEventForm(NOW), name: 'Copa da Escola', game: 'FORTNITE' };
export const invalidForm: EventFormValues = { ...validForm, name: 'A', teamSize: '9' };

export const submitOf = (values: EventFormValues) => ({ type: 'eventForm.submit' as const, values });

/** The rules as an educator's form is given them once their code has come. */
export const educatorRules = eventRules(false);
/** Their code not arriving: a chunk the browser could not fetch. */
export const rulesUnreachable = Object.assign(new Error('Loading chunk failed'), { name: 'ChunkLoadError' });

export function organiserEvent(phase: PlayPhase, id = 7): OrganiserEvent {
  const request = createEventRequest(validForm, false);
  return {
    id,
    name: request.name,
    game: request.game,
    phase,
    settings: {
      format: request.format,
      bestOf: request.bestOf,
      thirdPlaceMatch: request.thirdPlaceMatch,
      seeding: request.seeding,
      checkInOpensAt: '2026-12-03T21:00:00.000Z',
      startDate: request.startDate,
      autoConfirmMinutes: 30,
      noShowGraceMinutes: 15,
      capacity: null,
      pointsTable: null,
      lobbySize: null,
      royaleRounds: null,
      school: { id: 1, name: 'Escola Demo' },
    },
    participantsCount: 0,
    checkedInCount: 0,
    matchesWaiting: [],
    participants: [],
    actions: [],
    version: 1,
  };
}

export const refusedField = (field: string, code = 'invalid') => new ApiError({ status: 400, fieldErrors: [{ field, messageKey: `validation:${field}.${code}` }], requestErrors: [] });
export const refused = (key: string, status = 409) => new ApiError({ status, fieldErrors: [], requestErrors: [key] });

export const validDuel: DuelResolveValues = { kind: 'DUEL', bestOf: 3, games: [['2', '1'], ['3', '0']], note: 'Print do placar conferido.' };
export const tiedDuel: DuelResolveValues = { ...validDuel, games: [['1', '1'], ['3', '0']] };

/** A running event whose one match waits for the organiser (the resolve dialog's replay). */
export function disputedEvent(): OrganiserEvent {
  return {
    ...organiserEvent('RUNNING'),
    participantsCount: 2,
    checkedInCount: 2,
    participants: [
      { participantId: 1, name: 'Ana#1000', leaderPlayId: null, checkedInAt: '2026-12-03T21:05:00.000Z', waitingList: false, disqualified: false, seed: 1 },
      { participantId: 2, name: 'Bia#1001', leaderPlayId: null, checkedInAt: '2026-12-03T21:06:00.000Z', waitingList: false, disqualified: false, seed: 2 },
    ],
    matchesWaiting: [{ id: 11, status: 'DISPUTED', roundName: 'play:round.final', roundNameParams: {}, sides: ['Ana#1000', 'Bia#1001'], since: '2026-12-03T22:10:00.000Z' }],
  };
}

const side = (participantId: number, name: string, seed: number) => ({ participantId, name, avatarImageUrl: null, seed, score: null, result: null, mine: false });

/** Match 11 of {@link disputedEvent}: a best of 3 final whose report Bia disputed. */
export const disputedMatch: MatchDetail = {
  id: 11,
  eventId: 7,
  eventName: 'Copa da Escola',
  game: 'FORTNITE',
  mode: 'SOLO',
  format: 'SINGLE_ELIMINATION',
  stage: 'WINNERS',
  roundNumber: 1,
  number: 1,
  roundName: 'play:round.final',
  roundNameParams: {},
  bestOf: 3,
  status: 'DISPUTED',
  outcome: null,
  sides: [side(1, 'Ana#1000', 1), side(2, 'Bia#1001', 2)],
  entries: [],
  games: [],
  report: { side: 0, at: '2026-12-03T22:00:00.000Z', games: [{ scores: [2, 1] }, { scores: [3, 0] }], noShow: false },
  dispute: { side: 1, at: '2026-12-03T22:10:00.000Z', reason: 'O segundo jogo foi meu, tenho o print.', evidenceUrl: null },
  resolutionNote: null,
  readyAt: '2026-12-03T21:30:00.000Z',
  confirmBy: null,
  noShowFrom: null,
  you: { side: null, canAct: false, canReport: false, canConfirm: false, canDispute: false, canClaimNoShow: false, canResolve: true },
  version: 3,
};

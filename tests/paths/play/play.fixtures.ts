import type { CheckInState, MatchDetail, MatchSide } from '@/contract/play';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Check-in opens at 18:00 UTC on 10 March 2026 and closes at the start, an hour later. */
export const OPENS_AT = Date.parse('2026-03-10T18:00:00.000Z');
export const CLOSES_AT = OPENS_AT + 60 * MINUTE;

export const checkInState = (overrides: Partial<CheckInState> = {}): CheckInState => ({
  eventId: 7,
  status: 'OPEN',
  opensAt: new Date(OPENS_AT).toISOString(),
  closesAt: new Date(CLOSES_AT).toISOString(),
  checkedInAt: null,
  canAct: true,
  teamName: null,
  waitingList: false,
  checkedInCount: 3,
  participantsCount: 8,
  ...overrides,
});

export const openState = checkInState();
export const notOpenState = checkInState({ status: 'NOT_OPEN' });
export const checkedInState = checkInState({ status: 'CHECKED_IN', checkedInAt: new Date(OPENS_AT + MINUTE).toISOString(), messageKey: 'status:checkIn.done' });
export const undoneState = checkInState({ messageKey: 'status:checkIn.undone' });
export const memberState = checkInState({ canAct: false, teamName: 'Os Craques' });
export const missedState = checkInState({ status: 'MISSED' });
export const outsiderState = checkInState({ status: 'NOT_PARTICIPANT', canAct: false });

export const checkInInputs = {
  /** Two seconds before the window: not open, then open. */
  beforeWindow: { state: notOpenState, now: OPENS_AT - 2 * SECOND },
  /** Two seconds before it closes, not checked in: open, then missed. */
  lastSeconds: { state: openState, now: CLOSES_AT - 2 * SECOND },
  /** Checked in two seconds before it closes: checked in, then closed. */
  checkedInLastSeconds: { state: checkedInState, now: CLOSES_AT - 2 * SECOND },
  /** A team member who is not the leader, in the window. */
  member: { state: memberState, now: OPENS_AT + MINUTE },
  missed: { state: missedState, now: CLOSES_AT + MINUTE },
  outsider: { state: outsiderState, now: OPENS_AT + MINUTE },
};

const side = (overrides: Partial<MatchSide>): MatchSide => ({
  participantId: 1,
  name: 'ana.gamer',
  avatarImageUrl: null,
  seed: 1,
  score: null,
  result: null,
  mine: false,
  ...overrides,
});

const noPermissions = { side: null, canAct: false, canReport: false, canConfirm: false, canDispute: false, canClaimNoShow: false, canResolve: false } as const;

/** A best-of-3 semi-final the caller (side 0) plays, ready to report. */
export const readyMatch: MatchDetail = {
  id: 41,
  eventId: 7,
  eventName: 'Copa Escolar',
  game: 'FORTNITE',
  mode: 'SOLO',
  format: 'SINGLE_ELIMINATION',
  stage: 'WINNERS',
  roundNumber: 2,
  number: 1,
  roundName: 'play:round.semiFinal',
  roundNameParams: {},
  bestOf: 3,
  status: 'READY',
  outcome: null,
  sides: [side({ participantId: 1, name: 'ana.gamer', seed: 1, mine: true }), side({ participantId: 2, name: 'bruno.pro', seed: 4 })],
  entries: [],
  games: [],
  report: null,
  dispute: null,
  resolutionNote: null,
  readyAt: '2026-03-10T19:10:00.000Z',
  confirmBy: null,
  noShowFrom: '2026-03-10T19:25:00.000Z',
  you: { ...noPermissions, side: 0, canAct: true, canReport: true, canClaimNoShow: true },
  version: 3,
};

const games3 = [{ scores: [10, 4] as [number, number] }, { scores: [8, 9] as [number, number] }, { scores: [7, 2] as [number, number] }];

export const pendingMatch: MatchDetail = { ...readyMatch, status: 'PENDING', sides: [readyMatch.sides[0]!, side({ participantId: null, name: null, seed: null })], you: { ...noPermissions, side: 0, canAct: true } };
export const spectatorReadyMatch: MatchDetail = { ...readyMatch, you: noPermissions };
export const reportedByMe: MatchDetail = {
  ...readyMatch,
  status: 'REPORTED',
  games: games3,
  report: { side: 0, at: '2026-03-10T19:40:00.000Z', games: games3, noShow: false },
  confirmBy: '2026-03-10T20:10:00.000Z',
  you: { ...noPermissions, side: 0, canAct: true },
};
export const noShowByMe: MatchDetail = { ...reportedByMe, games: [], report: { side: 0, at: '2026-03-10T19:40:00.000Z', games: [], noShow: true } };
export const reportedByOther: MatchDetail = {
  ...reportedByMe,
  report: { side: 1, at: '2026-03-10T19:40:00.000Z', games: games3, noShow: false },
  you: { ...noPermissions, side: 0, canAct: true, canConfirm: true, canDispute: true },
};
export const disputedMatch: MatchDetail = {
  ...reportedByOther,
  status: 'DISPUTED',
  dispute: { side: 0, at: '2026-03-10T19:45:00.000Z', reason: 'O placar do segundo jogo está errado.', evidenceUrl: '/media/evidence/abc' },
  you: { ...noPermissions, side: 0, canAct: true },
};
export const confirmedMatch: MatchDetail = { ...reportedByMe, status: 'COMPLETED', outcome: 'CONFIRMED', you: { ...noPermissions, side: 0, canAct: true } };
export const autoConfirmedMatch: MatchDetail = { ...confirmedMatch, outcome: 'AUTO_CONFIRMED' };
export const resolvedMatch: MatchDetail = { ...confirmedMatch, outcome: 'RESOLVED', resolutionNote: 'Vale o print enviado.' };
export const byeMatch: MatchDetail = { ...readyMatch, status: 'BYE', you: { ...noPermissions, side: 0, canAct: true } };

/** A battle-royale lobby the caller plays in. */
export const lobbyMatch: MatchDetail = {
  ...readyMatch,
  id: 90,
  format: 'BATTLE_ROYALE',
  stage: 'LOBBY',
  roundName: 'play:round.number',
  roundNameParams: { number: 1 },
  bestOf: 1,
  sides: [],
  entries: [
    { participantId: 1, name: 'ana.gamer', placement: null, eliminations: null, points: null, mine: true },
    { participantId: 2, name: 'bruno.pro', placement: null, eliminations: null, points: null, mine: false },
    { participantId: 3, name: 'carla.z', placement: null, eliminations: null, points: null, mine: false },
  ],
  you: { ...noPermissions, side: null, canAct: true, canReport: true },
};

export const goodGames = { games: [{ scores: [10, 4] as [number, number] }, { scores: [7, 2] as [number, number] }] };
export const tiedGames = { games: [{ scores: [5, 5] as [number, number] }, { scores: [7, 2] as [number, number] }] };

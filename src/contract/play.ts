import type { Game, TournamentMode } from '@/contract/tournaments';

/**
 * Tournament play (docs/product/play.md, API): check-in, brackets, matches, results, standings and the
 * organiser's console, answered under /educational/api. Types only: the SPA checks answers against
 * them with typia, the server builds its answers from them.
 */

/** Duels between two sides, or battle-royale lobbies (docs/product/play.md, Rules). */
export type PlayFormat = 'SINGLE_ELIMINATION' | 'DOUBLE_ELIMINATION' | 'ROUND_ROBIN' | 'BATTLE_ROYALE';
export type BestOf = 1 | 3 | 5;
/** By subscription order, shuffled from the event's stored seed (reproducible), or by MatchPoints. */
export type Seeding = 'SUBSCRIPTION' | 'RANDOM' | 'RANKING';

/**
 * The life of an event as its organiser runs it: DRAFT (only the organiser sees it) → OPEN (subscriptions)
 * → CHECK_IN → RUNNING → CONCLUDED. WAITING_START is the time between subscriptions closing and check-in.
 */
export type PlayPhase = 'DRAFT' | 'OPEN' | 'WAITING_START' | 'CHECK_IN' | 'RUNNING' | 'CONCLUDED';

/** Battle-royale points: `placement[0]` for 1st place, `placement[1]` for 2nd…; places past the list score 0. */
export interface PointsTable {
  placement: number[];
  perElimination: number;
}

/** How an event is played; part of GET /tournaments/{id}/bracket and of the organiser's event. */
export interface PlaySettings {
  format: PlayFormat;
  bestOf: BestOf;
  /** Single elimination: the semi-final losers play for third place. */
  thirdPlaceMatch: boolean;
  seeding: Seeding;
  /** ISO instants: check-in is open from `checkInOpensAt` until `startDate`. */
  checkInOpensAt: string;
  startDate: string;
  /** An unanswered report confirms itself this long after it was made. */
  autoConfirmMinutes: number;
  /** A side may claim a no-show this long after the match became ready with nothing reported. */
  noShowGraceMinutes: number;
  /** At most this many participants play; later ones wait on the list. Null: no limit. */
  capacity: number | null;
  /** Battle royale only. */
  pointsTable: PointsTable | null;
  /** Battle royale: players (or squads) per lobby, at most 100 players or 25 squads. */
  lobbySize: number | null;
  /** Battle royale: how many rounds of lobbies are played. */
  royaleRounds: number | null;
  /** Set for a school event: only that school's students may join. */
  school: { id: number; name: string } | null;
}

// ---------------------------------------------------------------------------------------------
// Check-in: GET, POST and DELETE /educational/api/tournaments/{id}/check-in
// ---------------------------------------------------------------------------------------------

/**
 * The caller's check-in: NOT_OPEN (before the window), OPEN (may check in now), CHECKED_IN, MISSED (the
 * window closed without it, or the caller was dropped), NOT_PARTICIPANT (not subscribed, or not in a
 * confirmed team).
 */
export type CheckInStatus = 'NOT_OPEN' | 'OPEN' | 'CHECKED_IN' | 'MISSED' | 'NOT_PARTICIPANT';

export interface CheckInState {
  eventId: number;
  status: CheckInStatus;
  /** ISO instants of the window. */
  opensAt: string;
  closesAt: string;
  checkedInAt: string | null;
  /** A solo player, or the team's leader; other team members see the state but cannot act. */
  canAct: boolean;
  /** The caller's team name when the event is played by teams. */
  teamName: string | null;
  /** Past the event's capacity: plays only if someone ahead does not check in. */
  waitingList: boolean;
  checkedInCount: number;
  participantsCount: number;
  /** On POST and DELETE: status:checkIn.done / status:checkIn.undone. */
  messageKey?: string;
}

// ---------------------------------------------------------------------------------------------
// Matches
// ---------------------------------------------------------------------------------------------

/**
 * PENDING: a side is not known yet. READY: both sides known, nothing reported. REPORTED: one side
 * reported (or claimed a no-show) and the other may confirm or dispute. DISPUTED: waiting for the
 * organiser. COMPLETED: the result stands (see `outcome`). BYE: one side advanced without playing.
 */
export type MatchStatus = 'PENDING' | 'READY' | 'REPORTED' | 'DISPUTED' | 'COMPLETED' | 'BYE';

/** How a COMPLETED match got its result. */
export type MatchOutcome = 'CONFIRMED' | 'AUTO_CONFIRMED' | 'RESOLVED' | 'FORCED' | 'NO_SHOW' | 'DISQUALIFIED';

/** Where a duel sits: the winners' side, the losers' side, the grand final, the third-place match, a round-robin group; LOBBY for battle royale. */
export type MatchStage = 'WINNERS' | 'LOSERS' | 'GRAND_FINAL' | 'THIRD_PLACE' | 'GROUP' | 'LOBBY';

export interface MatchSide {
  /** Null while the side is not known yet. */
  participantId: number | null;
  /** Play ID (solo) or team name; null while not known. */
  name: string | null;
  avatarImageUrl: string | null;
  /** Seed number, 1 the best. */
  seed: number | null;
  /** Games won in this match; null before a result. */
  score: number | null;
  result: 'WIN' | 'LOSS' | 'DRAW' | null;
  /** The caller plays on this side (as the player, the team's leader or a member). */
  mine: boolean;
}

/** One match in a bracket (duel) list. */
export interface BracketMatch {
  id: number;
  stage: MatchStage;
  /** 1-based within its stage. */
  roundNumber: number;
  /** 1-based within its round. */
  number: number;
  status: MatchStatus;
  outcome: MatchOutcome | null;
  sides: [MatchSide, MatchSide];
  mine: boolean;
}

/** A round of one stage; `name` is a messageKey (play:round.final, play:round.semiFinal, play:round.number…) and `nameParams` its values. */
export interface BracketRound {
  stage: MatchStage;
  number: number;
  name: string;
  nameParams: Record<string, number>;
  matches: BracketMatch[];
}

export interface RoyaleEntry {
  participantId: number;
  name: string;
  placement: number | null;
  eliminations: number | null;
  points: number | null;
  mine: boolean;
}

export interface RoyaleLobby {
  /** The lobby is a match: /matches/{id}. */
  id: number;
  roundNumber: number;
  number: number;
  status: MatchStatus;
  entries: RoyaleEntry[];
  mine: boolean;
}

export interface RoyaleRound {
  number: number;
  lobbies: RoyaleLobby[];
}

/** GET /educational/api/tournaments/{id}/bracket. `version` grows with every change to the event's play. */
export type Bracket =
  | { eventId: number; phase: PlayPhase; version: number; settings: PlaySettings; kind: 'NONE' }
  | { eventId: number; phase: PlayPhase; version: number; settings: PlaySettings; kind: 'DUEL'; rounds: BracketRound[] }
  | { eventId: number; phase: PlayPhase; version: number; settings: PlaySettings; kind: 'ROYALE'; rounds: RoyaleRound[] };

/** One game of a best-of-N match: `scores[0]` is the first side's. */
export interface GameScore {
  scores: [number, number];
}

export interface MatchReport {
  /** 0 or 1: the side that reported. */
  side: 0 | 1;
  /** ISO instant. */
  at: string;
  /** Empty for a no-show claim. */
  games: GameScore[];
  noShow: boolean;
}

export interface MatchDispute {
  side: 0 | 1;
  at: string;
  reason: string;
  /** Same-origin address of the uploaded screenshot, or null. */
  evidenceUrl: string | null;
}

/** What the caller may do on this match now; the server checks each again. */
export interface MatchPermissions {
  /** The caller's side, when they play in it (player, leader or member). */
  side: 0 | 1 | null;
  /** The caller acts for the side (the player or the team's leader). */
  canAct: boolean;
  canReport: boolean;
  canConfirm: boolean;
  canDispute: boolean;
  canClaimNoShow: boolean;
  /** The caller organises the event (ADMIN, or an educator of the event's school). */
  canResolve: boolean;
}

/** GET /educational/api/matches/{id}. */
export interface MatchDetail {
  id: number;
  eventId: number;
  eventName: string;
  game: Game;
  mode: TournamentMode;
  format: PlayFormat;
  stage: MatchStage;
  roundNumber: number;
  number: number;
  /** The round's name, as in BracketRound. */
  roundName: string;
  roundNameParams: Record<string, number>;
  bestOf: BestOf;
  status: MatchStatus;
  outcome: MatchOutcome | null;
  /** Duels: two sides. Battle-royale lobbies: `sides` is empty and `entries` lists everyone. */
  sides: MatchSide[];
  entries: RoyaleEntry[];
  /** The result's games: the confirmed ones, or the pending report's. */
  games: GameScore[];
  report: MatchReport | null;
  dispute: MatchDispute | null;
  /** The organiser's note when resolving or forcing. */
  resolutionNote: string | null;
  /** ISO instants: when the match became READY, when the pending report confirms itself, from when a no-show may be claimed. */
  readyAt: string | null;
  confirmBy: string | null;
  noShowFrom: string | null;
  you: MatchPermissions;
  version: number;
}

/** POST /matches/{id}/report for duels. */
export interface DuelReportRequest {
  games: GameScore[];
}

/** POST /matches/{id}/report for a battle-royale lobby: the caller's own result in it. */
export interface RoyaleReportRequest {
  placement: number;
  eliminations: number;
}

/** Answer of report, confirm, dispute, no-show and resolve: the match as it is now and what happened. */
export interface MatchActionResponse {
  match: MatchDetail;
  /** status:match.reported, status:match.confirmed, status:match.disputed, status:match.noShowClaimed, status:match.resolved. */
  messageKey: string;
}

/** What the caller should do now in one event (docs/product/play.md, States). */
export type NextAction =
  | 'CHECK_IN'
  | 'WAIT_CHECK_IN'
  | 'WAIT_START'
  | 'REPORT'
  | 'CONFIRM'
  | 'WAIT_CONFIRMATION'
  | 'WAIT_ORGANISER'
  | 'WAIT_OPPONENT'
  | 'ELIMINATED'
  | 'FINISHED';

/** One card of "Minha próxima partida". */
export interface MyMatch {
  eventId: number;
  eventName: string;
  game: Game;
  phase: PlayPhase;
  /** Null before the bracket exists (check-in) and once the caller has no match left. */
  matchId: number | null;
  roundName: string | null;
  roundNameParams: Record<string, number>;
  /** The other side's name (duels) or the lobby's size (battle royale); null when not known. */
  opponentName: string | null;
  /** ISO instant: the event's start before it runs, else when the match became ready. */
  at: string | null;
  action: NextAction;
  /** ISO instant by which to act (check-in close, auto-confirm), or null. */
  deadline: string | null;
}

/** GET /educational/api/matches/mine: the caller's events in check-in or running, most urgent first. */
export interface MyMatches {
  items: MyMatch[];
}

// ---------------------------------------------------------------------------------------------
// Standings: GET /educational/api/tournaments/{id}/standings
// ---------------------------------------------------------------------------------------------

export interface StandingRow {
  /** 1-based; equal ranks share a number. */
  rank: number;
  participantId: number;
  name: string;
  mine: boolean;
  played: number;
  wins: number;
  losses: number;
  draws: number;
  /** Round robin: 3 a win, 1 a draw. Battle royale: the points table's total. Elimination: null. */
  points: number | null;
  /** Games won minus games lost (duels); total eliminations (battle royale). */
  difference: number;
  eliminated: boolean;
  disqualified: boolean;
  /** Paid at conclusion, through the rewards ledger. */
  reward: { experience: number; matchPoints: number } | null;
}

export interface Standings {
  eventId: number;
  phase: PlayPhase;
  format: PlayFormat;
  /** True once the event is concluded. */
  final: boolean;
  /** messageKey of the tiebreak in force (play:tiebreak.elimination, play:tiebreak.roundRobin, play:tiebreak.royale). */
  tiebreak: string;
  rows: StandingRow[];
  version: number;
}

// ---------------------------------------------------------------------------------------------
// Live: GET /educational/api/tournaments/{id}/events (text/event-stream)
// ---------------------------------------------------------------------------------------------

/** Data of each `change` event: what to fetch again. A `ping` event without data keeps the stream open. */
export interface PlayChange {
  eventId: number;
  version: number;
  /** The match that changed, when one did. */
  matchId: number | null;
  kind: 'CHECK_IN' | 'PHASE' | 'MATCH' | 'STANDINGS';
}

// ---------------------------------------------------------------------------------------------
// Organiser console: /educational/api/admin/…
// ---------------------------------------------------------------------------------------------

/** POST /educational/api/admin/tournaments: creates a DRAFT. */
export interface CreateEventRequest {
  name: string;
  subTitle: string;
  game: Game;
  format: PlayFormat;
  /** 1 for solo; 2 to 5 for teams. */
  teamSize: number;
  bestOf: BestOf;
  thirdPlaceMatch: boolean;
  seeding: Seeding;
  /** ISO instants: subscriptions open and close, then check-in opens `checkInMinutes` before the start. */
  subscriptionsStart: string;
  subscriptionsEnd: string;
  startDate: string;
  checkInMinutes: number;
  autoConfirmMinutes: number;
  noShowGraceMinutes: number;
  capacity: number | null;
  /** Rules html, cleaned by the allow-list when shown. */
  rules: string;
  pointsTable: PointsTable | null;
  lobbySize: number | null;
  royaleRounds: number | null;
  /** True: a school event for the organiser's school (educators always create school events). */
  schoolEvent: boolean;
}

export interface OrganiserParticipant {
  participantId: number;
  name: string;
  /** Team events: the leader's Play ID. */
  leaderPlayId: string | null;
  checkedInAt: string | null;
  waitingList: boolean;
  disqualified: boolean;
  seed: number | null;
}

/** A match that needs the organiser: DISPUTED first, then REPORTED, then READY for long. */
export interface WaitingMatch {
  id: number;
  status: MatchStatus;
  roundName: string;
  roundNameParams: Record<string, number>;
  sides: [string | null, string | null];
  since: string | null;
}

/** GET /educational/api/admin/tournaments/{id} (and each item of the list without participants and matches). */
export interface OrganiserEvent {
  id: number;
  name: string;
  game: Game;
  phase: PlayPhase;
  settings: PlaySettings;
  participantsCount: number;
  checkedInCount: number;
  matchesWaiting: WaitingMatch[];
  participants: OrganiserParticipant[];
  /** What the organiser may do next: publish, open-check-in, start, conclude. */
  actions: Array<'publish' | 'open-check-in' | 'start' | 'conclude'>;
  version: number;
}

/** GET /educational/api/admin/tournaments: the events the caller organises, newest first. */
export interface OrganiserEventList {
  items: Array<Omit<OrganiserEvent, 'participants' | 'matchesWaiting'>>;
}

/**
 * POST /educational/api/admin/matches/{id}/resolve: the result the organiser decides, for a dispute or
 * to force one. Duels give `games`; a battle-royale lobby gives `entries`.
 */
export interface ResolveMatchRequest {
  games?: GameScore[];
  entries?: Array<{ participantId: number; placement: number; eliminations: number }>;
  note: string;
}

/** POST /educational/api/admin/tournaments/{id}/participants/{participantId}/disqualify. */
export interface DisqualifyRequest {
  note: string;
}

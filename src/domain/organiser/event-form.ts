/**
 * The organiser's event form (docs/product/play.md, Screens: /organiser/new) as the screen holds it:
 * its values, limits and defaults. Dates are typed as wall-clock times in Brazil's time. The rules
 * the form is held to and the request it becomes are in event-rules.ts, which reads those dates with
 * luxon (21 KB gzip): the form is drawn without it, and it comes once the organiser starts typing.
 */
import type { Game } from '@/contract/tournaments';
import type { BestOf, CreateEventRequest, PlayFormat, Seeding } from '@/contract/play';
import { instantOf as brazilInstant } from '@/domain/brazil-instant';
import { wallClockInBrazil, type WallClock } from '@/domain/brazil-time';
import type { FieldIssue } from '@/domain/validation/rules';
import { wholeNumber } from './event-fields';

export const EVENT_GAMES: readonly Game[] = ['FORTNITE', 'ROCKET_LEAGUE', 'LEAGUE_OF_LEGENDS', 'COUNTER_STRIKE', 'FREE_FIRE'];
export const PLAY_FORMATS: readonly PlayFormat[] = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN', 'BATTLE_ROYALE'];
export const BEST_OF: readonly BestOf[] = [1, 3, 5];
export const SEEDINGS: readonly Seeding[] = ['SUBSCRIPTION', 'RANDOM', 'RANKING'];

/** docs/product/play.md, Limits. */
export const EVENT_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  subTitleMax: 200,
  teamSizeMin: 1,
  teamSizeMax: 5,
  /** Minutes. */
  checkInMin: 5,
  checkInMax: 1440,
  autoConfirmMin: 1,
  autoConfirmMax: 1440,
  noShowMin: 1,
  noShowMax: 1440,
  capacityMin: 2,
  capacityMax: 10_000,
  rulesMax: 20_000,
  lobbySizeMin: 2,
  lobbyPlayersMax: 100,
  lobbySquadsMax: 25,
  royaleRoundsMin: 1,
  royaleRoundsMax: 10,
  placementPlacesMax: 100,
  pointsMax: 1000,
  perEliminationMax: 100,
} as const;

/** docs/product/play.md, Limits: the defaults of the check-in window, auto-confirm and no-show grace. */
export const EVENT_DEFAULTS = { checkInMinutes: 60, autoConfirmMinutes: 30, noShowGraceMinutes: 15 } as const;

/** A common battle-royale table: 1st to 8th, and one point per elimination. */
export const DEFAULT_PLACEMENT_POINTS = ['12', '9', '7', '5', '4', '3', '2', '1'];

export interface EventFormValues {
  name: string;
  subTitle: string;
  game: string;
  format: string;
  teamSize: string;
  bestOf: string;
  seeding: string;
  thirdPlaceMatch: boolean;
  /** Wall-clock times in Brazil, as a datetime-local input holds them (yyyy-MM-ddTHH:mm). */
  subscriptionsStart: string;
  subscriptionsEnd: string;
  startDate: string;
  checkInMinutes: string;
  autoConfirmMinutes: string;
  noShowGraceMinutes: string;
  /** Empty: no limit. */
  capacity: string;
  rules: string;
  lobbySize: string;
  royaleRounds: string;
  /** Battle royale: points for 1st, 2nd… place. */
  placementPoints: string[];
  perElimination: string;
  schoolEvent: boolean;
}

const two = (value: number) => String(value).padStart(2, '0');
/** A wall clock as a datetime-local input holds it (yyyy-MM-ddTHH:mm). */
const wallText = (at: WallClock) => `${at.year}-${two(at.month)}-${two(at.day)}T${two(at.hour)}:${two(at.minute)}`;

/** `days` calendar days after `at`, at `hour`:`minute`; a time a clock change skips moves forward past it. */
function daysLater(at: WallClock, days: number, hour = at.hour, minute = at.minute): WallClock {
  const day = new Date(Date.UTC(at.year, at.month - 1, at.day + days));
  return wallClockInBrazil(brazilInstant(wallText({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), hour, minute })));
}

/** An empty form with the defaults: subscriptions from the next full hour for a week, the start a day after they close at 19:00. */
export function emptyEventForm(now: Date): EventFormValues {
  const opens = { ...wallClockInBrazil(now.getTime() + 3_600_000), minute: 0 };
  const closes = daysLater(opens, 7);
  const start = daysLater(closes, 1, 19, 0);
  return {
    name: '',
    subTitle: '',
    game: '',
    format: 'SINGLE_ELIMINATION',
    teamSize: '1',
    bestOf: '1',
    seeding: 'SUBSCRIPTION',
    thirdPlaceMatch: false,
    subscriptionsStart: wallText(opens),
    subscriptionsEnd: wallText(closes),
    startDate: wallText(start),
    checkInMinutes: String(EVENT_DEFAULTS.checkInMinutes),
    autoConfirmMinutes: String(EVENT_DEFAULTS.autoConfirmMinutes),
    noShowGraceMinutes: String(EVENT_DEFAULTS.noShowGraceMinutes),
    capacity: '',
    rules: '',
    lobbySize: '',
    royaleRounds: '',
    placementPoints: [...DEFAULT_PLACEMENT_POINTS],
    perElimination: '1',
    schoolEvent: true,
  };
}

export const isBattleRoyale = (values: Pick<EventFormValues, 'format'>) => values.format === 'BATTLE_ROYALE';

/** Most players (or squads) a lobby may hold: 100 players, or 25 squads (docs/product/play.md, Limits). */
export const lobbySizeMax = (teamSize: string) => (wholeNumber(teamSize) > 1 ? EVENT_LIMITS.lobbySquadsMax : EVENT_LIMITS.lobbyPlayersMax);

/**
 * The form's rules and the request a valid form becomes, for one organiser (event-rules.ts): what
 * the form's flow is given once their code has come.
 */
export interface EventRules {
  issues(values: EventFormValues): FieldIssue[];
  request(values: EventFormValues): CreateEventRequest;
}

/** ADMIN chooses whether an event is a school event; educators always create one (docs/product/play.md, Roles). */
export const canChooseSchoolEvent = (role: string) => role === 'ADMIN';


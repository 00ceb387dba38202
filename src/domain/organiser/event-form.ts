/**
 * The organiser's event form (docs/product/play.md, Screens: /organiser/new) as the screen holds it,
 * its rules (docs/product/play.md, Limits) and the CreateEventRequest it becomes. Dates are typed as
 * wall-clock times in Brazil's time and sent as ISO instants.
 */
import { DateTime } from 'luxon';
import type { Game } from '@/contract/tournaments';
import { BRAZIL_ZONE } from '@/domain/brazil-time';
import type { BestOf, CreateEventRequest, PlayFormat, Seeding } from '@/contract/play';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';
import { wholeNumber } from './event-fields';

export const EVENT_ZONE = BRAZIL_ZONE;
/** What a datetime-local input holds. */
const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm";

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

const wallClock = (instant: DateTime) => instant.setZone(EVENT_ZONE).toFormat(WALL_CLOCK);

/** An empty form with the defaults: subscriptions from the next full hour for a week, the start a day after they close at 19:00. */
export function emptyEventForm(now: Date): EventFormValues {
  const opens = DateTime.fromJSDate(now, { zone: EVENT_ZONE }).plus({ hours: 1 }).startOf('hour');
  const closes = opens.plus({ days: 7 });
  const start = closes.plus({ days: 1 }).set({ hour: 19, minute: 0 });
  return {
    name: '',
    subTitle: '',
    game: '',
    format: 'SINGLE_ELIMINATION',
    teamSize: '1',
    bestOf: '1',
    seeding: 'SUBSCRIPTION',
    thirdPlaceMatch: false,
    subscriptionsStart: wallClock(opens),
    subscriptionsEnd: wallClock(closes),
    startDate: wallClock(start),
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

const inRange = (value: string, min: number, max: number): Violation | null => {
  if (isBlank(value)) return violation('required');
  const number = wholeNumber(value);
  return Number.isInteger(number) && number >= min && number <= max ? null : violation('invalid');
};

/** A wall-clock time in Brazil (yyyy-MM-ddTHH:mm) as an instant; invalid when it is not one. */
export function instantOf(wall: string): DateTime {
  return DateTime.fromFormat(wall.trim(), WALL_CLOCK, { zone: EVENT_ZONE });
}

export const isBattleRoyale = (values: Pick<EventFormValues, 'format'>) => values.format === 'BATTLE_ROYALE';

function checkName(value: string): Violation | null {
  if (isBlank(value)) return violation('required');
  const length = [...value.trim()].length;
  return length >= EVENT_LIMITS.nameMin && length <= EVENT_LIMITS.nameMax ? null : violation('invalid');
}

function checkDates(values: EventFormValues): Record<'subscriptionsStart' | 'subscriptionsEnd' | 'startDate', Violation | null> {
  const [opens, closes, start] = [values.subscriptionsStart, values.subscriptionsEnd, values.startDate].map(instantOf) as [DateTime, DateTime, DateTime];
  const required = (wall: string, at: DateTime) => (isBlank(wall) ? violation('required') : at.isValid ? null : violation('invalid'));
  const found = {
    subscriptionsStart: required(values.subscriptionsStart, opens),
    subscriptionsEnd: required(values.subscriptionsEnd, closes),
    startDate: required(values.startDate, start),
  };
  // Subscriptions close after they open, and the event starts once they closed.
  if (!found.subscriptionsEnd && !found.subscriptionsStart && closes <= opens) found.subscriptionsEnd = violation('invalid');
  if (!found.startDate && !found.subscriptionsEnd && start < closes) found.startDate = violation('invalid');
  return found;
}

function checkPointsTable(values: EventFormValues): Violation | null {
  const places = values.placementPoints;
  if (places.length === 0 || places.length > EVENT_LIMITS.placementPlacesMax) return violation('invalid');
  const placesValid = places.every((points) => inRange(points, 0, EVENT_LIMITS.pointsMax) === null);
  return placesValid && inRange(values.perElimination, 0, EVENT_LIMITS.perEliminationMax) === null ? null : violation('invalid');
}

/** Most players (or squads) a lobby may hold: 100 players, or 25 squads (docs/product/play.md, Limits). */
export const lobbySizeMax = (teamSize: string) => (wholeNumber(teamSize) > 1 ? EVENT_LIMITS.lobbySquadsMax : EVENT_LIMITS.lobbyPlayersMax);

/** The form's rules, as the server checks them again (docs/product/play.md, Limits and Errors). */
export function eventFormIssues(values: EventFormValues): FieldIssue[] {
  const royale = isBattleRoyale(values);
  const dates = checkDates(values);
  const oneOf = (value: string, allowed: readonly (string | number)[]) => (isBlank(value) ? violation('required') : allowed.map(String).includes(value) ? null : violation('invalid'));
  return collectIssues([
    ['name', checkName(values.name)],
    ['subTitle', [...values.subTitle.trim()].length > EVENT_LIMITS.subTitleMax ? violation('invalid') : null],
    ['game', oneOf(values.game, EVENT_GAMES)],
    ['format', oneOf(values.format, PLAY_FORMATS)],
    ['teamSize', inRange(values.teamSize, EVENT_LIMITS.teamSizeMin, EVENT_LIMITS.teamSizeMax)],
    ['bestOf', royale ? null : oneOf(values.bestOf, BEST_OF)],
    ['seeding', oneOf(values.seeding, SEEDINGS)],
    ['subscriptionsStart', dates.subscriptionsStart],
    ['subscriptionsEnd', dates.subscriptionsEnd],
    ['startDate', dates.startDate],
    ['checkInMinutes', inRange(values.checkInMinutes, EVENT_LIMITS.checkInMin, EVENT_LIMITS.checkInMax)],
    ['autoConfirmMinutes', inRange(values.autoConfirmMinutes, EVENT_LIMITS.autoConfirmMin, EVENT_LIMITS.autoConfirmMax)],
    ['noShowGraceMinutes', inRange(values.noShowGraceMinutes, EVENT_LIMITS.noShowMin, EVENT_LIMITS.noShowMax)],
    ['capacity', isBlank(values.capacity) ? null : inRange(values.capacity, EVENT_LIMITS.capacityMin, EVENT_LIMITS.capacityMax)],
    ['lobbySize', royale ? inRange(values.lobbySize, EVENT_LIMITS.lobbySizeMin, lobbySizeMax(values.teamSize)) : null],
    ['royaleRounds', royale ? inRange(values.royaleRounds, EVENT_LIMITS.royaleRoundsMin, EVENT_LIMITS.royaleRoundsMax) : null],
    ['pointsTable', royale ? checkPointsTable(values) : null],
    ['rules', values.rules.length > EVENT_LIMITS.rulesMax ? violation('invalid') : null],
  ]);
}

/**
 * The POST /admin/tournaments body of a valid form. Battle-royale fields are sent only for that
 * format; best of is 1 there. Educators always create school events (docs/product/play.md, Rules), so
 * `canChooseSchool` false sends true.
 */
export function createEventRequest(values: EventFormValues, canChooseSchool: boolean): CreateEventRequest {
  const royale = isBattleRoyale(values);
  const iso = (wall: string) => instantOf(wall).toUTC().toISO() ?? '';
  const capacity = values.capacity.trim() === '' ? null : wholeNumber(values.capacity);
  return {
    name: values.name.trim(),
    subTitle: values.subTitle.trim(),
    game: values.game as Game,
    format: values.format as PlayFormat,
    teamSize: wholeNumber(values.teamSize),
    bestOf: royale ? 1 : (wholeNumber(values.bestOf) as BestOf),
    thirdPlaceMatch: values.format === 'SINGLE_ELIMINATION' && values.thirdPlaceMatch,
    seeding: values.seeding as Seeding,
    subscriptionsStart: iso(values.subscriptionsStart),
    subscriptionsEnd: iso(values.subscriptionsEnd),
    startDate: iso(values.startDate),
    checkInMinutes: wholeNumber(values.checkInMinutes),
    autoConfirmMinutes: wholeNumber(values.autoConfirmMinutes),
    noShowGraceMinutes: wholeNumber(values.noShowGraceMinutes),
    capacity,
    rules: values.rules,
    pointsTable: royale ? { placement: values.placementPoints.map(wholeNumber), perElimination: wholeNumber(values.perElimination) } : null,
    lobbySize: royale ? wholeNumber(values.lobbySize) : null,
    royaleRounds: royale ? wholeNumber(values.royaleRounds) : null,
    schoolEvent: canChooseSchool ? values.schoolEvent : true,
  };
}

/** ADMIN chooses whether an event is a school event; educators always create one (docs/product/play.md, Roles). */
export const canChooseSchoolEvent = (role: string) => role === 'ADMIN';


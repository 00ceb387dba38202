/**
 * The event form's rules (docs/product/play.md, Limits), as the server checks them again, and the
 * CreateEventRequest a valid form becomes. The dates typed as wall-clock times in Brazil are read
 * and compared with luxon and sent as ISO instants. Loaded on demand (event-form.ts says why).
 */
import { DateTime } from 'luxon';
import type { BestOf, CreateEventRequest, PlayFormat, Seeding } from '@/contract/play';
import type { Game } from '@/contract/tournaments';
import { BRAZIL_ZONE } from '@/domain/brazil-time';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';
import { wholeNumber } from './event-fields';
import { BEST_OF, EVENT_GAMES, EVENT_LIMITS, PLAY_FORMATS, SEEDINGS, isBattleRoyale, lobbySizeMax, type EventFormValues, type EventRules } from './event-form';

/** What a datetime-local input holds. */
const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm";

const inRange = (value: string, min: number, max: number): Violation | null => {
  if (isBlank(value)) return violation('required');
  const number = wholeNumber(value);
  return Number.isInteger(number) && number >= min && number <= max ? null : violation('invalid');
};

/** A wall-clock time in Brazil (yyyy-MM-ddTHH:mm) as an instant; invalid when it is not one. */
export function instantOf(wall: string): DateTime {
  return DateTime.fromFormat(wall.trim(), WALL_CLOCK, { zone: BRAZIL_ZONE });
}

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

/** The rules and the request for an organiser who may (an admin) or may not (an educator) choose a school event. */
export const eventRules = (canChooseSchool: boolean): EventRules => ({
  issues: eventFormIssues,
  request: (values) => createEventRequest(values, canChooseSchool),
});

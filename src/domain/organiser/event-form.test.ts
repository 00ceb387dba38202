import { DateTime } from 'luxon';
import { describe, expect, test } from 'vitest';
import { BRAZIL_ZONE } from '@/domain/brazil-time';
import { emptyEventForm, lobbySizeMax, type EventFormValues } from './event-form';
import { createEventRequest, eventFormIssues, eventRules, instantOf } from './event-rules';

const NOW = new Date('2026-11-25T12:00:00Z');
const valid: EventFormValues = { ...emptyEventForm(NOW), name: 'Copa da Escola', game: 'FORTNITE' };
const royale: EventFormValues = { ...valid, format: 'BATTLE_ROYALE', lobbySize: '50', royaleRounds: '3' };
const fieldsOf = (values: EventFormValues) => eventFormIssues(values).map((issue) => `${issue.field}.${issue.code}`);

describe('the event form (docs/product/play.md, Limits and Errors)', () => {
  test('the defaults with a name and a game are valid: check-in 60, auto-confirm 30, no-show 15 minutes', () => {
    expect(fieldsOf(valid)).toEqual([]);
    expect([valid.checkInMinutes, valid.autoConfirmMinutes, valid.noShowGraceMinutes]).toEqual(['60', '30', '15']);
  });

  test.each<[string, Partial<EventFormValues>, string[]]>([
    ['a blank name', { name: '  ' }, ['name.required']],
    ['a two-letter name', { name: 'Ab' }, ['name.invalid']],
    ['no game', { game: '' }, ['game.required']],
    ['an unknown format', { format: 'SWISS' }, ['format.invalid']],
    ['team size 0', { teamSize: '0' }, ['teamSize.invalid']],
    ['team size 6', { teamSize: '6' }, ['teamSize.invalid']],
    ['best of 2', { bestOf: '2' }, ['bestOf.invalid']],
    ['an unknown seeding', { seeding: 'ELO' }, ['seeding.invalid']],
    ['subscriptions closing before they open', { subscriptionsEnd: '2026-11-20T10:00' }, ['subscriptionsEnd.invalid']],
    ['a start before subscriptions close', { startDate: '2026-12-01T10:00' }, ['startDate.invalid']],
    ['a name of 101 characters', { name: 'a'.repeat(101) }, ['name.invalid']],
    ['a subtitle of 201 characters', { subTitle: 'a'.repeat(201) }, ['subTitle.invalid']],
    ['no-show grace of 1441 minutes', { noShowGraceMinutes: '1441' }, ['noShowGraceMinutes.invalid']],
    ['capacity of 10001', { capacity: '10001' }, ['capacity.invalid']],
    ['a date that is not one', { subscriptionsStart: '2026-13-45T10:00' }, ['subscriptionsStart.invalid']],
    ['a check-in window of 2 minutes', { checkInMinutes: '2' }, ['checkInMinutes.invalid']],
    ['auto-confirm of 0', { autoConfirmMinutes: '0' }, ['autoConfirmMinutes.invalid']],
    ['no-show grace as text', { noShowGraceMinutes: 'abc' }, ['noShowGraceMinutes.invalid']],
    ['capacity of 1', { capacity: '1' }, ['capacity.invalid']],
  ])('%s is refused on its field', (_, change, expected) => {
    expect(fieldsOf({ ...valid, ...change })).toEqual(expected);
  });

  test('battle royale needs a lobby size (2 to 100 players, 2 to 25 squads), 1 to 10 rounds and a points table', () => {
    expect(fieldsOf(royale)).toEqual([]);
    expect(fieldsOf({ ...royale, lobbySize: '101' })).toEqual(['lobbySize.invalid']);
    expect(fieldsOf({ ...royale, teamSize: '4', lobbySize: '26' })).toEqual(['lobbySize.invalid']);
    expect(lobbySizeMax('4')).toBe(25);
    expect(fieldsOf({ ...royale, lobbySize: '', royaleRounds: '11' })).toEqual(['lobbySize.required', 'royaleRounds.invalid']);
    expect(fieldsOf({ ...royale, placementPoints: [] })).toEqual(['pointsTable.invalid']);
    expect(fieldsOf({ ...royale, placementPoints: ['10', 'x'] })).toEqual(['pointsTable.invalid']);
    expect(fieldsOf({ ...royale, perElimination: '' })).toEqual(['pointsTable.invalid']);
    expect(fieldsOf({ ...royale, perElimination: '101' })).toEqual(['pointsTable.invalid']);
    expect(fieldsOf({ ...royale, placementPoints: ['1001'] })).toEqual(['pointsTable.invalid']);
  });

  test('other formats ignore the battle-royale fields', () => {
    expect(fieldsOf({ ...valid, lobbySize: 'x', royaleRounds: '99', placementPoints: [] })).toEqual([]);
  });

  test('dates typed in Brazil are sent as UTC instants', () => {
    expect(instantOf('2026-12-04T19:00').toUTC().toISO()).toBe('2026-12-04T22:00:00.000Z');
    expect(createEventRequest({ ...valid, startDate: '2026-12-04T19:00' }, true).startDate).toBe('2026-12-04T22:00:00.000Z');
  });

  test('the request: numbers as numbers, no limit as null, royale fields only for battle royale, third place only in single elimination', () => {
    const duel = createEventRequest({ ...valid, capacity: '', bestOf: '3', thirdPlaceMatch: true }, true);
    expect(duel).toMatchObject({ bestOf: 3, capacity: null, thirdPlaceMatch: true, pointsTable: null, lobbySize: null, royaleRounds: null, teamSize: 1 });
    expect(createEventRequest({ ...valid, format: 'ROUND_ROBIN', thirdPlaceMatch: true }, true).thirdPlaceMatch).toBe(false);
    const br = createEventRequest({ ...royale, capacity: '64', bestOf: '5' }, true);
    expect(br).toMatchObject({ bestOf: 1, capacity: 64, lobbySize: 50, royaleRounds: 3, pointsTable: { placement: [12, 9, 7, 5, 4, 3, 2, 1], perElimination: 1 } });
  });

  test('educators always create school events; an admin chooses', () => {
    expect(createEventRequest({ ...valid, schoolEvent: false }, false).schoolEvent).toBe(true);
    expect(createEventRequest({ ...valid, schoolEvent: false }, true).schoolEvent).toBe(false);
    expect(eventRules(false).request({ ...valid, schoolEvent: false }).schoolEvent).toBe(true);
    expect(eventRules(true).request({ ...valid, schoolEvent: false }).schoolEvent).toBe(false);
    expect(eventRules(true).issues({ ...valid, name: '' }).map((issue) => issue.messageKey)).toEqual(['validation:name.required']);
  });
});

describe("the form's default dates, drawn without luxon", () => {
  // What luxon computes from the same clock: the form's defaults before its rules moved out of the first load.
  const byLuxon = (now: Date) => {
    const opens = DateTime.fromJSDate(now, { zone: BRAZIL_ZONE }).plus({ hours: 1 }).startOf('hour');
    const closes = opens.plus({ days: 7 });
    const start = closes.plus({ days: 1 }).set({ hour: 19, minute: 0 });
    return [opens, closes, start].map((at) => at.toFormat("yyyy-MM-dd'T'HH:mm"));
  };
  const defaults = (now: Date) => {
    const form = emptyEventForm(now);
    return [form.subscriptionsStart, form.subscriptionsEnd, form.startDate];
  };

  test('the same as luxon at 3,000 instants from 2000 to 2040, summer-time years and clock changes among them', () => {
    const from = Date.UTC(2000, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    // A step that is no whole number of hours or days, so every hour of the day and every weekday comes round.
    const step = Math.floor((to - from) / 3000) + 7 * 60_000 + 13_000;
    const disagreements: string[] = [];
    for (let at = from; at < to; at += step) {
      const now = new Date(at);
      if (JSON.stringify(defaults(now)) !== JSON.stringify(byLuxon(now))) disagreements.push(now.toISOString());
    }
    expect(disagreements).toEqual([]);
  });

  test('around the clock changes of the summer-time years: the night they skipped an hour and the night they repeated one', () => {
    // 2018-11-04 00:00 did not exist in São Paulo (clocks went to 01:00); 2019-02-16 23:00 came twice.
    const nights = ['2018-10-27T23:30:00-03:00', '2018-10-28T02:10:00-03:00', '2018-11-03T22:40:00-03:00', '2019-02-09T22:05:00-02:00', '2019-02-16T21:30:00-02:00', '2019-02-16T23:30:00-03:00'];
    for (const night of nights) expect(defaults(new Date(night)), night).toEqual(byLuxon(new Date(night)));
  });

  test('subscriptions open at the next full hour in Brazil, close a week later, and the event starts the day after at 19:00', () => {
    expect(defaults(new Date('2026-11-25T12:20:00Z'))).toEqual(['2026-11-25T10:00', '2026-12-02T10:00', '2026-12-03T19:00']);
    // Late at night in Brazil while it is already the next day in UTC.
    expect(defaults(new Date('2026-12-31T02:30:00Z'))).toEqual(['2026-12-31T00:00', '2027-01-07T00:00', '2027-01-08T19:00']);
  });
});

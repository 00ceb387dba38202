import { describe, expect, test } from 'vitest';
import { createEventRequest, emptyEventForm, eventFormIssues, instantOf, lobbySizeMax, type EventFormValues } from './event-form';

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
  });
});

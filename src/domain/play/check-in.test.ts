import { describe, expect, test } from 'vitest';
import type { CheckInState } from '@/contract/play';
import { checkInCountdownText, checkInPhase, checkInSecondsLeft } from './check-in';

const OPENS = Date.parse('2026-03-10T18:00:00Z');
const CLOSES = OPENS + 3_600_000;
const state = (status: CheckInState['status']): CheckInState => ({
  eventId: 1,
  status,
  opensAt: new Date(OPENS).toISOString(),
  closesAt: new Date(CLOSES).toISOString(),
  checkedInAt: null,
  canAct: true,
  teamName: null,
  waitingList: false,
  checkedInCount: 0,
  participantsCount: 2,
});

describe('check-in window (docs/product/play.md, States)', () => {
  test.each([
    ['NOT_OPEN', OPENS - 1, 'notOpen'],
    ['NOT_OPEN', OPENS, 'open'],
    ['OPEN', CLOSES - 1, 'open'],
    ['OPEN', CLOSES, 'missed'],
    ['CHECKED_IN', CLOSES - 1, 'checkedIn'],
    ['CHECKED_IN', CLOSES, 'closed'],
    ['MISSED', OPENS, 'missed'],
    ['NOT_PARTICIPANT', OPENS, 'notParticipant'],
  ] as const)('%s at %i reads %s', (status, now, phase) => expect(checkInPhase(state(status), now)).toBe(phase));

  test('the time left counts whole seconds up to the close', () => {
    expect(checkInSecondsLeft(state('OPEN'), CLOSES - 1500)).toBe(2);
    expect(checkInSecondsLeft(state('OPEN'), CLOSES + 5000)).toBe(0);
  });

  test.each([
    [0, '00:00'],
    [59, '00:59'],
    [61, '01:01'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [5430, '1:30:30'],
    [-5, '00:00'],
    [Number.NaN, '00:00'],
  ])('%i seconds read %s', (seconds, text) => expect(checkInCountdownText(seconds)).toBe(text));
});

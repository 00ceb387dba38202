import { describe, expect, test } from 'vitest';
import { canCancel, isRestricted, joinLabel, joinShown, restrictionKeyOf, soloSubscribed, type JoinTarget } from './join-button';

const target = (overrides: Partial<JoinTarget> = {}): JoinTarget => ({
  id: 1,
  status: 'OPEN',
  solo: true,
  subscriptionStatus: 'NOT_SUBSCRIBED',
  eligibility: { isEligible: true, prerequisites: [], restrictions: [] },
  requiresDiscord: false,
  ...overrides,
});

describe('join button label (docs/product/tournaments.md, States)', () => {
  test.each([
    ['NOT_SUBSCRIBED', 'signup'],
    ['PENDING_DISCORD_SERVER_JOIN', 'pending'],
    ['PENDING_ACCOUNT_VERIFICATION', 'pending'],
    ['COMPLETED', 'completed'],
  ] as const)('an open event with status %s shows %s', (subscriptionStatus, label) => {
    expect(joinLabel(target({ subscriptionStatus }))).toBe(label);
  });

  test('a disabled button (event not OPEN) shows the not-subscribed label even when subscribed', () => {
    expect(joinLabel(target({ status: 'RUNNING', subscriptionStatus: 'COMPLETED' }))).toBe('signup');
  });
});

describe('whether the banner offers the signup button', () => {
  test.each([
    ['DRAFT', true],
    ['OPEN', true],
    ['WAITING_START', false],
    ['CHECK_IN', false],
    ['RUNNING', false],
    ['CONCLUDED', false],
  ] as const)('an event in %s: shown is %s', (status, shown) => {
    expect(joinShown(target({ status }))).toBe(shown);
    expect(joinShown(target({ status, subscriptionStatus: 'COMPLETED' }))).toBe(shown);
  });
});

describe('cancel link', () => {
  test('shows for a subscribed solo event while it is open', () => {
    expect(canCancel(target({ subscriptionStatus: 'COMPLETED' }))).toBe(true);
    expect(canCancel(target({ subscriptionStatus: 'PENDING_DISCORD_SERVER_JOIN' }))).toBe(true);
  });

  test('hides when not subscribed, for a team event, or once the event left OPEN', () => {
    expect(canCancel(target())).toBe(false);
    expect(canCancel(target({ solo: false, subscriptionStatus: 'COMPLETED' }))).toBe(false);
    expect(canCancel(target({ status: 'WAITING_START', subscriptionStatus: 'COMPLETED' }))).toBe(false);
  });
});

describe('what a press on the button meets', () => {
  const restricted = target({
    eligibility: {
      isEligible: false,
      prerequisites: [],
      restrictions: [
        { code: 'minAge', messageKey: 'status:eventRestriction.minAge', detail: '13' },
        { code: 'role', messageKey: 'status:eventRestriction.role' },
      ],
    },
  });

  test('a restriction stops the join, and the toast names the first one', () => {
    expect(isRestricted(restricted)).toBe(true);
    expect(restrictionKeyOf(restricted)).toBe('status:eventRestriction.minAge');
  });

  test('without restrictions (or without an event) the toast falls back to the default error', () => {
    expect(isRestricted(target())).toBe(false);
    expect(restrictionKeyOf(target())).toBe('status:default.error');
    expect(restrictionKeyOf(null)).toBe('status:default.error');
  });

  test.each([
    [true, 'COMPLETED', true],
    [true, 'PENDING_DISCORD_SERVER_JOIN', false],
    [false, 'COMPLETED', false],
  ] as const)('solo %s, status %s: already subscribed alone is %s', (solo, subscriptionStatus, subscribed) => {
    expect(soloSubscribed(target({ solo, subscriptionStatus }))).toBe(subscribed);
  });
});

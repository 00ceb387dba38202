import { describe, expect, test } from 'vitest';
import { canCancel, joinLabel, type JoinTarget } from './join-button';

const target = (overrides: Partial<JoinTarget> = {}): JoinTarget => ({
  id: 1,
  status: 'OPEN',
  solo: true,
  subscriptionStatus: 'NOT_SUBSCRIBED',
  eligibility: { isEligible: true, prerequisites: [], restrictions: [] },
  requiresDiscord: false,
  ...overrides,
});

describe('join button label (SPEC §4 subscription status)', () => {
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

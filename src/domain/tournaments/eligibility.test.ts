import { describe, expect, it } from 'vitest';
import { eligibilityFor, firstRefusal, windowState, type Candidate, type EligibilityEvent, type EventRestrictions } from './eligibility';

const now = new Date('2026-06-15T15:00:00Z');
const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

const open = (restrictions: EventRestrictions = {}): EligibilityEvent => ({
  status: 'OPEN',
  restrictions,
  subscriptionsStart: iso(-48 * HOUR),
  subscriptionsEnd: iso(48 * HOUR),
});

// 15 years old on 2026-06-15 (born 2010-06-16 turns 16 tomorrow).
const student: Candidate = {
  role: 'STUDENT',
  birthDate: '2010-06-16',
  educationLevel: 'HIGH_SCHOOL',
  schoolLinkStatus: 'COMPLETE',
  epicAccountId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  subscribedEventIds: [7],
};

const codes = (event: EligibilityEvent, candidate: Partial<Candidate> = {}) => eligibilityFor(event, { ...student, ...candidate }, now).restrictions.map((r) => r.code);

describe('eligibilityFor (docs/product/tournaments.md, API)', () => {
  it('an unrestricted open event is open to anyone', () => {
    expect(eligibilityFor(open(), student, now)).toEqual({ isEligible: true, prerequisites: [], restrictions: [] });
  });

  it.each<[string, EventRestrictions, Partial<Candidate>, string[]]>([
    ['minAge met on the day before the 16th birthday? no', { minAge: 16 }, {}, ['minAge']],
    ['minAge met from the birthday on', { minAge: 15 }, {}, []],
    ['minAge with an unknown birth date', { minAge: 13 }, { birthDate: null }, ['minAge']],
    ['maxAge met at the limit', { maxAge: 15 }, {}, []],
    ['maxAge exceeded', { maxAge: 14 }, {}, ['maxAge']],
    ['maxAge with an unknown birth date', { maxAge: 18 }, { birthDate: null }, ['maxAge']],
    ['role among the allowed', { roles: ['STUDENT', 'TEACHER'] }, {}, []],
    ['role not allowed', { roles: ['TEACHER'] }, {}, ['role']],
    ['empty role list means any role', { roles: [] }, { role: 'SPONSOR' }, []],
    ['education level allowed', { educationLevels: ['HIGH_SCHOOL'] }, {}, []],
    ['education level not allowed', { educationLevels: ['PRIMARY_SCHOOL'] }, {}, ['educationLevel']],
    ['education level unknown', { educationLevels: ['HIGH_SCHOOL'] }, { educationLevel: null }, ['educationLevel']],
    ['school link present', { hasSchoolLink: true }, { schoolLinkStatus: 'INCOMPLETE' }, []],
    ['complete school link present', { hasCompleteSchoolLink: true }, {}, []],
    ['complete school link still incomplete', { hasCompleteSchoolLink: true }, { schoolLinkStatus: 'INCOMPLETE' }, ['completeSchoolLink']],
    ['Epic id linked', { hasEpicId: true }, {}, []],
    ['Epic id missing', { hasEpicId: true }, { epicAccountId: null }, ['epicId']],
    ['subscribed to the required events', { subscribedToEvents: [7] }, {}, []],
    ['missing one required event', { subscribedToEvents: [7, 8] }, {}, ['subscribedToEvents']],
    ['not subscribed to the excluded events', { notSubscribedToEvents: [8] }, {}, []],
    ['subscribed to an excluded event', { notSubscribedToEvents: [8, 7] }, {}, ['notSubscribedToEvents']],
    ['hasEpicId false asks nothing', { hasEpicId: false }, { epicAccountId: null }, []],
    ['a pending school registration request blocks any event', {}, { pendingSchoolDraft: true }, ['pendingSchoolDraft']],
    ['no pending school registration request blocks nothing', {}, { pendingSchoolDraft: false }, []],
  ])('%s', (_name, restrictions, candidate, expected) => {
    expect(codes(open(restrictions), candidate)).toEqual(expected);
  });

  it('a missing school link is a prerequisite the modal resolves, not a refusal', () => {
    for (const rules of [{ hasSchoolLink: true }, { hasCompleteSchoolLink: true }]) {
      const result = eligibilityFor(open(rules), { ...student, schoolLinkStatus: 'NONE' }, now);
      expect(result).toEqual({ isEligible: false, prerequisites: ['HAS_SCHOOL_LINK'], restrictions: [] });
      expect(firstRefusal(result)).toEqual({ code: 'schoolLink', messageKey: 'status:eventRestriction.schoolLink' });
    }
  });

  it('reports every unmet restriction with its messageKey and limit, in a stable order', () => {
    const result = eligibilityFor(open({ roles: ['TEACHER'], minAge: 18, hasEpicId: true }), { ...student, epicAccountId: null }, now);
    expect(result.isEligible).toBe(false);
    expect(result.restrictions).toEqual([
      { code: 'role', messageKey: 'status:eventRestriction.role', detail: 'TEACHER' },
      { code: 'minAge', messageKey: 'status:eventRestriction.minAge', detail: '18' },
      { code: 'epicId', messageKey: 'status:eventRestriction.epicId' },
    ]);
    expect(firstRefusal(result)?.code).toBe('role');
  });
});

describe('the subscription window', () => {
  const window = (startOffset: number, endOffset: number, status: EligibilityEvent['status'] = 'OPEN'): EligibilityEvent => ({
    status,
    restrictions: {},
    subscriptionsStart: iso(startOffset),
    subscriptionsEnd: iso(endOffset),
  });

  it.each<[string, EligibilityEvent, ReturnType<typeof windowState>]>([
    ['not yet open one millisecond before the start', window(1, HOUR), 'notOpen'],
    ['open exactly at the start', window(0, HOUR), 'open'],
    ['open one millisecond before the end', window(-HOUR, 1), 'open'],
    ['closed exactly at the end', window(-HOUR, 0), 'closed'],
    ['closed after the end', window(-2 * HOUR, -HOUR), 'closed'],
    ['forced closed when the event is running', window(-HOUR, HOUR, 'RUNNING'), 'closed'],
    ['forced closed when the event waits for its start', window(-HOUR, HOUR, 'WAITING_START'), 'closed'],
    ['forced closed when the event is over', window(-HOUR, HOUR, 'CONCLUDED'), 'closed'],
  ])('%s', (_name, event, expected) => {
    expect(windowState(event, now)).toBe(expected);
  });

  it('refuses outside the window with the instant that matters', () => {
    const early = eligibilityFor(window(HOUR, 2 * HOUR), student, now);
    expect(early.restrictions).toEqual([{ code: 'subscriptionNotOpen', messageKey: 'status:eventRestriction.subscriptionNotOpen', detail: iso(HOUR) }]);
    const late = eligibilityFor(window(-2 * HOUR, -HOUR), student, now);
    expect(late.restrictions).toEqual([{ code: 'subscriptionClosed', messageKey: 'status:eventRestriction.subscriptionClosed', detail: iso(-HOUR) }]);
  });

  it('the restriction dates override the event window', () => {
    const event = { ...window(-HOUR, HOUR), restrictions: { subscriptionEndDate: iso(-1) } };
    expect(windowState(event, now)).toBe('closed');
    expect(codes(event)).toEqual(['subscriptionClosed']);
  });
});

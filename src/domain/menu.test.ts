import { describe, expect, it } from 'vitest';
import { menuEntriesFor } from './menu';

const ids = (entries: { id: string }[]) => entries.map((e) => e.id);

describe('menuEntriesFor', () => {
  it('gives a student the side bar without mobile-only and admin entries', () => {
    expect(ids(menuEntriesFor('STUDENT', 'sidebar'))).toEqual(['home', 'courses', 'tournaments', 'inviteFriends']);
  });
  it('gives a student the mobile menu with profile and change password', () => {
    expect(ids(menuEntriesFor('STUDENT', 'mobile'))).toEqual(['home', 'courses', 'tournaments', 'profile', 'changePassword', 'inviteFriends']);
  });
  it('shows the organiser console to admins and educators only (docs/product/play.md, Roles)', () => {
    for (const role of ['ADMIN', 'COORDINATOR', 'TEACHER'] as const) expect(ids(menuEntriesFor(role, 'sidebar'))).toContain('organiser');
    for (const role of ['STUDENT', 'SPONSOR', undefined] as const) expect(ids(menuEntriesFor(role, 'mobile'))).not.toContain('organiser');
  });
  it('shows the guardian panel to guardians only (docs/product/guardians.md, Screens)', () => {
    expect(ids(menuEntriesFor('SPONSOR', 'sidebar'))).toEqual(['home', 'courses', 'tournaments', 'guardian', 'inviteFriends']);
    for (const role of ['STUDENT', 'TEACHER', 'COORDINATOR', 'ADMIN', undefined] as const) expect(ids(menuEntriesFor(role, 'mobile'))).not.toContain('guardian');
  });
  it('shows invited friends to admins only', () => {
    expect(ids(menuEntriesFor('ADMIN', 'sidebar'))).toContain('invitedFriends');
    for (const role of ['STUDENT', 'TEACHER', 'COORDINATOR', 'SPONSOR', undefined] as const) {
      expect(ids(menuEntriesFor(role, 'mobile'))).not.toContain('invitedFriends');
    }
  });
});

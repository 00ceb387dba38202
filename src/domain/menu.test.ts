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
  it('shows invited friends to admins only', () => {
    expect(ids(menuEntriesFor('ADMIN', 'sidebar'))).toContain('invitedFriends');
    for (const role of ['STUDENT', 'TEACHER', 'COORDINATOR', 'SPONSOR', undefined] as const) {
      expect(ids(menuEntriesFor(role, 'mobile'))).not.toContain('invitedFriends');
    }
  });
});

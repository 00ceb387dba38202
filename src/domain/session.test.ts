import { describe, expect, it } from 'vitest';
import { canEnter, schoolLinkStatusOf, type SessionUser } from './session';

const student: SessionUser = { id: '1', userName: 'ana', firstName: 'Ana', role: 'STUDENT', permissions: [] };

describe('canEnter', () => {
  it('lets anyone in when the route asks for nothing', () => {
    expect(canEnter(student, {})).toBe(true);
  });
  it('requires the role to be among the required roles', () => {
    expect(canEnter(student, { roles: ['ADMIN'] })).toBe(false);
    expect(canEnter({ ...student, role: 'ADMIN' }, { roles: ['ADMIN'] })).toBe(true);
    expect(canEnter(student, { roles: ['TEACHER', 'STUDENT'] })).toBe(true);
  });
  it('requires every permission', () => {
    expect(canEnter({ ...student, permissions: ['a'] }, { permissions: ['a', 'b'] })).toBe(false);
    expect(canEnter({ ...student, permissions: ['b', 'a'] }, { permissions: ['a', 'b'] })).toBe(true);
  });
  it('requires both when both are given', () => {
    expect(canEnter({ ...student, permissions: ['a'] }, { roles: ['ADMIN'], permissions: ['a'] })).toBe(false);
  });
});

describe('schoolLinkStatusOf', () => {
  it.each([
    [null, 'NONE'],
    [{ exists: false, linkStepsCompleted: false }, 'NONE'],
    [{ exists: false, linkStepsCompleted: true }, 'NONE'],
    [{ exists: true, linkStepsCompleted: false }, 'INCOMPLETE'],
    [{ exists: true, linkStepsCompleted: true }, 'COMPLETE'],
  ] as const)('%j → %s', (link, status) => {
    expect(schoolLinkStatusOf(link)).toBe(status);
  });
});

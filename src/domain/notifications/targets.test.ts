import { describe, expect, test } from 'vitest';
import { isCurrentPage, notificationImageUrl, targetHref } from './targets';
import { relativeTime } from './relative-time';
import { appendItems, notificationItem, questItem } from './panel-items';

describe('targetHref (docs/product/notifications.md, Screens)', () => {
  test.each([
    ['myTeams', '/teams'],
    ['createAvatar', '/profile/avatar'],
    ['addClan', '/profile/my-clan'],
    ['inviteFriends', '/invite-friends'],
    ['profile', '/profile/personal-data'],
    ['tournament:14', '/tournaments/detail?id=14'],
    [' tournament:1 ', '/tournaments/detail?id=1'],
    ['myTeams:7', '/teams'],
    ['/tournaments', '/tournaments'],
    ['/tournaments/detail?id=3', '/tournaments/detail?id=3'],
  ])('%s leads to %s', (target, href) => {
    expect(targetHref(target)).toBe(href);
  });

  test.each([
    [null],
    [''],
    ['   '],
    ['tournament'],
    ['tournament:'],
    ['tournament:abc'],
    ['tournament:1:2'],
    ['tournament:12345678901'],
    ['unknownKey'],
    ['constructor'],
    ['__proto__'],
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/%2F%2Fevil.example'],
    ['/' + 'a'.repeat(600)],
  ])('%s leads nowhere', (target) => {
    expect(targetHref(target)).toBeNull();
  });
});

describe('isCurrentPage', () => {
  test('same path and the parameters the link names', () => {
    expect(isCurrentPage('/teams', { pathname: '/teams', search: '' })).toBe(true);
    expect(isCurrentPage('/teams', { pathname: '/teams/', search: '?page=2' })).toBe(true);
    expect(isCurrentPage('/tournaments/detail?id=14', { pathname: '/tournaments/detail', search: '?id=14&opened=false' })).toBe(true);
  });
  test('another path or another tournament is another page', () => {
    expect(isCurrentPage('/teams', { pathname: '/home', search: '' })).toBe(false);
    expect(isCurrentPage('/tournaments/detail?id=14', { pathname: '/tournaments/detail', search: '?id=1' })).toBe(false);
    expect(isCurrentPage('/profile/avatar', { pathname: '/profile/my-clan', search: '' })).toBe(false);
  });
});

describe('notificationImageUrl', () => {
  test('a path under /media', () => {
    expect(notificationImageUrl('tournaments/FORTNITE/award')).toBe('/media/tournaments/FORTNITE/award.svg');
  });
  test.each([[null], [''], ['../secret'], ['a//b'], ['/abs'], ['x.svg'], ['<img>'], ['a'.repeat(201)]])('%s has no picture', (key) => {
    expect(notificationImageUrl(key)).toBeNull();
  });
});

describe('relativeTime (pt-BR)', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  test.each([
    ['2026-06-01T11:59:30Z', { kind: 'now' }],
    ['2026-06-01T12:00:10Z', { kind: 'now' }],
    ['2026-06-01T11:55:00Z', { kind: 'ago', text: 'há 5 minutos' }],
    ['2026-06-01T09:00:00Z', { kind: 'ago', text: 'há 3 horas' }],
    ['2026-05-30T12:00:00Z', { kind: 'ago', text: 'há 2 dias' }],
  ])('%s', (iso, expected) => {
    expect(relativeTime(iso, now)).toEqual(expected);
  });
  test('an unreadable time is null', () => {
    expect(relativeTime('ontem', now)).toBeNull();
  });
});

describe('panel items', () => {
  test('quests are unread missions; notifications keep their read flag; a page never repeats a row', () => {
    const quest = questItem({ id: 1, title: 'Q', description: 'D', target: 'addClan', insertTime: '2026-01-01T00:00:00Z' });
    expect(quest).toMatchObject({ key: 'quest-1', kind: 'quest', text: 'D', imageKey: null, unread: true });
    const n = (id: number) => notificationItem({ id, title: 'N', text: 'T', targetKey: null, imageKey: 'x', insertTime: '2026-01-01T00:00:00Z', read: id % 2 === 0 });
    expect(n(2).unread).toBe(false);
    expect(appendItems([quest, n(1), n(2)], [n(2), n(3)]).map((i) => i.key)).toEqual(['quest-1', 'notification-1', 'notification-2', 'notification-3']);
  });
});

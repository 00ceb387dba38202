import { describe, expect, it } from 'vitest';
import { bannerLink, learningTarget } from './links';

describe('banner links', () => {
  it.each<[string | null, unknown]>([
    ['premium', { kind: 'premium' }],
    [' premium ', { kind: 'premium' }],
    ['/courses', { kind: 'internal', to: '/courses' }],
    ['/courses/detail?id=8', { kind: 'internal', to: '/courses/detail?id=8' }],
    ['https://discord.com/invite/x', { kind: 'external', href: 'https://discord.com/invite/x' }],
    ['//evil.example/x', { kind: 'none' }],
    ['/\\evil.example', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['data:text/html,hi', { kind: 'none' }],
    ['/courses\u0000', { kind: 'none' }],
    ['', { kind: 'none' }],
    [null, { kind: 'none' }],
    ['not a url', { kind: 'none' }],
  ])('%j → %j', (target, link) => expect(bannerLink(target)).toEqual(link));

  it('opens only http(s) or same-origin learning targets', () => {
    expect(learningTarget('http://localhost:3000/learn/chapters/1')).toBe('http://localhost:3000/learn/chapters/1');
    expect(learningTarget('/learn/journeys/1')).toBe('/learn/journeys/1');
    expect(learningTarget('javascript:alert(1)')).toBeUndefined();
    expect(learningTarget('premium')).toBeUndefined();
    expect(learningTarget(undefined)).toBeUndefined();
  });
});

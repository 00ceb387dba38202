import { describe, expect, test } from 'vitest';
import { missionRedirectTarget } from './mission-redirect';

describe('missionRedirectTarget (docs/product/rewards.md, Screens)', () => {
  test.each([
    ['/tournaments', '/tournaments'],
    ['/tournaments/detail?id=3', '/tournaments/detail?id=3'],
    ['/home?finished_mission=m1&mission_redirect_to=%2Fhome&utm_source=app', '/home?utm_source=app'],
    ['/courses#capitulo-2', '/courses#capitulo-2'],
  ])('%s → %s', (raw, target) => {
    expect(missionRedirectTarget(raw)).toBe(target);
  });

  test.each([[undefined], [''], ['javascript:alert(1)'], ['https://evil.example'], ['//evil.example'], ['/\\evil.example'], ['/%2F%2Fevil.example'], ['java\nscript:alert(1)'], [42]])('%s stays on the page', (raw) => {
    expect(missionRedirectTarget(raw)).toBeNull();
  });
});

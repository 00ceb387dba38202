import { expect, test } from 'vitest';
import { relativeTo } from './times';

const NOW = Date.parse('2026-03-10T19:00:00Z');

test('deadlines read as relative times in pt-BR (docs/product/play.md, Screens)', () => {
  expect(relativeTo('2026-03-10T19:12:00Z', NOW)).toBe('em 12 minutos');
  expect(relativeTo('2026-03-10T18:57:00Z', NOW)).toBe('há 3 minutos');
  expect(relativeTo('2026-03-10T18:59:59Z', NOW)).toBe('agora');
  expect(relativeTo(null, NOW)).toBeNull();
  expect(relativeTo('not a date', NOW)).toBeNull();
});

import { DateTime } from 'luxon';
import { describe, expect, onTestFinished, test } from 'vitest';
import { BRAZIL_ZONE, formatDay, formatDayAndTime, formatInBrazil, type BrazilFormat } from './brazil-time';
import { instantOf } from './brazil-instant';
import { relativeInWords } from './relative-words';

// The screens write dates with the platform's Intl; luxon, which the organiser's form keeps, is the
// reference they must agree with. A fixed-seed walk over instants from 2000 to 2040 (Brazil had
// summer time until 2019) and over distances from seconds to decades.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}
const random = seeded(20261127);
const FROM = Date.UTC(2000, 0, 1);
const TO = Date.UTC(2040, 0, 1);
const instants = Array.from({ length: 400 }, () => Math.floor(FROM + random() * (TO - FROM)));
const FORMATS: BrazilFormat[] = ['dd/MM/yyyy HH:mm', 'dd/MM/yyyy', "dd/MM/yyyy 'às' HH:mm", 'dd/MM HH:mm'];

describe('formatInBrazil', () => {
  test('writes every instant as luxon does in Brazil, in each layout', () => {
    for (const at of instants) {
      const iso = new Date(at).toISOString();
      for (const format of FORMATS) expect(formatInBrazil(iso, format), `${iso} ${format}`).toBe(DateTime.fromISO(iso, { zone: BRAZIL_ZONE }).toFormat(format));
    }
  });

  test('reads offsets, dates alone and wall clocks as luxon does', () => {
    for (const iso of ['2026-11-27T09:00:00-03:00', '2026-11-27T12:00:00+00:00', '2026-11-27T23:30:00.123+0530', '2026-11-27', '2026-11-27T18:45', '2026-02-28T23:59:59Z', '2018-11-04T00:30:00Z']) {
      expect(formatInBrazil(iso), iso).toBe(DateTime.fromISO(iso, { zone: BRAZIL_ZONE }).toFormat('dd/MM/yyyy HH:mm'));
    }
  });

  test.each([[null], [undefined], [''], ['ontem'], ['2026-02-30T10:00:00Z'], ['2026-13-01'], ['2026-11-27T25:00Z'], ['27/11/2026']])('%s is written as nothing', (iso) => {
    expect(formatInBrazil(iso)).toBe('');
  });

  test('a day is the Brazilian day, so a late UTC instant stays on it', () => {
    expect(formatDay('2026-12-02T02:30:00.000Z')).toBe('01/12/2026');
    expect(formatDay('2026-12-02T12:00:00.000Z')).toBe('02/12/2026');
    expect(formatDay('2026-11-24T01:16:41Z')).toBe('23/11/2026');
    expect(formatDay('não é data')).toBe('');
    expect(formatDay(null)).toBe('');
  });

  test('notices write the day and the time', () => {
    expect(formatDayAndTime('2026-11-27T12:00:00Z')).toBe('27/11/2026 às 09:00');
  });
});

describe('instantOf', () => {
  test('an instant with an offset is that instant; without one it is the wall clock in Brazil', () => {
    expect(instantOf('2026-11-27T12:00:00Z')).toBe(Date.UTC(2026, 10, 27, 12));
    expect(instantOf('2026-11-27T09:00')).toBe(Date.UTC(2026, 10, 27, 12));
    expect(instantOf('2026-11-27')).toBe(DateTime.fromISO('2026-11-27', { zone: BRAZIL_ZONE }).toMillis());
    expect(instantOf('amanhã')).toBeNaN();
  });
});

describe('relativeInWords', () => {
  // Days and months are counted on the calendar of the reader's zone: the same in zones with and
  // without summer time (Node reads TZ again when it changes).
  test.each(['UTC', 'America/Sao_Paulo', 'America/New_York', 'Asia/Kolkata'])('names the largest whole unit as luxon toRelative does, both ways (%s)', (zone) => {
    const previous = process.env.TZ;
    process.env.TZ = zone;
    onTestFinished(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });
    const spans = [1, 45, 59, 61, 3_599, 3_601, 86_399, 86_401, 27 * 86_400, 29 * 86_400, 31 * 86_400, 45 * 86_400, 364 * 86_400, 366 * 86_400, 800 * 86_400];
    for (const base of instants.slice(0, 80)) {
      for (const seconds of [...spans, Math.floor(random() * 3 * 365 * 86_400)]) {
        for (const direction of [1, -1]) {
          const instant = base + direction * seconds * 1000;
          const expected = DateTime.fromMillis(instant).toRelative({ base: DateTime.fromMillis(base), locale: 'pt-BR' });
          expect(relativeInWords(instant, base), `${new Date(instant).toISOString()} from ${new Date(base).toISOString()}`).toBe(expected);
        }
      }
    }
  });

  test('month ends: from 31 January a month is reached on the last day of February', () => {
    const base = new Date(2027, 0, 31, 10).getTime();
    expect(relativeInWords(new Date(2027, 1, 27, 10).getTime(), base)).toBe('em 27 dias');
    expect(relativeInWords(new Date(2027, 1, 28, 10).getTime(), base)).toBe('em 1 mês');
  });
});

import { describe, expect, test } from 'vitest';
import { exportFileName } from './deletion';

describe('the name of the copy of my data (docs/product/data-rights.md, Screens)', () => {
  test('is the play id without accents or symbols, and the day', () => {
    expect(exportFileName('JoãoSilva#1234', '2026-11-26')).toBe('meus-dados-joaosilva-1234-2026-11-26.json');
    expect(exportFileName('Anônimo#77', '2026-01-02')).toBe('meus-dados-anonimo-77-2026-01-02.json');
  });

  test('a play id with nothing usable still names the file', () => {
    expect(exportFileName('###', '2026-11-26')).toBe('meus-dados-conta-2026-11-26.json');
  });
});

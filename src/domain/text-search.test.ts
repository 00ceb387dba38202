import { describe, expect, it } from 'vitest';
import { filterStartsWith, foldText, startsWithFolded } from './text-search';

describe('foldText', () => {
  it.each([
    ['São Paulo', 'sao paulo'],
    ['ÁÉÍÓÚ âêô ãõ ç', 'aeiou aeo ao c'],
    ['  Escola  ', 'escola'],
  ])('%s → %s', (input, output) => {
    expect(foldText(input)).toBe(output);
  });
});

describe('startsWithFolded ignores case and accents but not position', () => {
  it.each([
    ['São Paulo', 'sao', true],
    ['São Paulo', 'SÃO P', true],
    ['Escola Estadual', 'escóla', true],
    ['Colégio Estadual', 'estadual', false],
    ['Maringá', 'maringa', true],
  ])('%s starts with %s → %s', (candidate, query, expected) => {
    expect(startsWithFolded(candidate, query)).toBe(expected);
  });
});

describe('filterStartsWith', () => {
  const cities = ['Santos', 'São Paulo', 'São Carlos', 'Santo André', 'Sorocaba', 'Salvador', 'Santana', 'Campinas'];
  it('keeps at most 5 matches in order', () => {
    expect(filterStartsWith(cities, 's', (c) => c)).toEqual(['Santos', 'São Paulo', 'São Carlos', 'Santo André', 'Sorocaba']);
  });
  it('matches accents either way', () => {
    expect(filterStartsWith(cities, 'sao', (c) => c)).toEqual(['São Paulo', 'São Carlos']);
  });
  it('returns nothing for a blank query or no match', () => {
    expect(filterStartsWith(cities, '  ', (c) => c)).toEqual([]);
    expect(filterStartsWith(cities, 'x', (c) => c)).toEqual([]);
  });
});

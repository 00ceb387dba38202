import { describe, expect, it } from 'vitest';
import { countries, DEFAULT_PHONE_IDD, SHARED_CODE_COUNTRY, countryByAlpha2, countryByCallingCode, flagEmoji, isKnownCallingCode } from './countries';

describe('the country list for phone entries (docs/product/account.md, API)', () => {
  const COUNTRIES = countries();

  it('holds every country with its calling code, not a handful', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
  });

  it.each(COUNTRIES.map((country) => [country.alpha2, country] as const))('%s has a name, ISO codes, calling codes and its flag', (_, country) => {
    expect(country.name.trim()).toBe(country.name);
    expect(country.name.length).toBeGreaterThan(1);
    expect(country.alpha2).toMatch(/^[A-Z]{2}$/);
    expect(country.alpha3).toMatch(/^[A-Z]{3}$/);
    expect(country.callingCodes.length).toBeGreaterThan(0);
    for (const code of country.callingCodes) expect(code).toMatch(/^[1-9]\d{0,3}$/);
    expect([...country.emoji]).toHaveLength(2);
    expect(country.emoji).toBe(flagEmoji(country.alpha2));
  });

  it.each([
    ['alpha2', (country: (typeof COUNTRIES)[number]) => country.alpha2],
    ['alpha3', (country: (typeof COUNTRIES)[number]) => country.alpha3],
    ['name', (country: (typeof COUNTRIES)[number]) => country.name],
  ])('no two countries share an %s', (_, key) => {
    const values = COUNTRIES.map(key);
    expect(new Set(values).size).toBe(values.length);
  });

  it('is built once', () => {
    expect(countries()).toBe(COUNTRIES);
  });

  it.each([
    ['GB', 'Reino Unido'],
    ['DE', 'Alemanha'],
    ['CI', 'Costa do Marfim'],
    ['ZA', 'África do Sul'],
  ])("names %s as the platform's pt-BR region names do: %s", (alpha2, name) => {
    expect(countryByAlpha2(alpha2)?.name).toBe(name);
  });

  it.each([['XX'], ['br '], ['hasOwnProperty'], ['']])('finds no country for the alpha-2 code %j, or the one it means', (code) => {
    expect(countryByAlpha2(code)).toBe(code === 'br ' ? countryByAlpha2('BR') : undefined);
  });

  it('is sorted by the Portuguese name, as the select shows it', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it.each([
    ['BR', 'BRA', '55', 'Brasil', '🇧🇷'],
    ['PT', 'PRT', '351', 'Portugal', '🇵🇹'],
    ['US', 'USA', '1', 'Estados Unidos', '🇺🇸'],
    ['AR', 'ARG', '54', 'Argentina', '🇦🇷'],
    ['JP', 'JPN', '81', 'Japão', '🇯🇵'],
  ])('lists %s as %s, +%s, %s %s', (alpha2, alpha3, code, name, emoji) => {
    expect(countryByAlpha2(alpha2)).toMatchObject({ alpha3, name, emoji, callingCodes: expect.arrayContaining([code]) });
  });
});

describe('finding the country of a stored phoneIdd', () => {
  const COUNTRIES = countries();

  it('defaults to Brazil, +55', () => {
    expect(countryByCallingCode(DEFAULT_PHONE_IDD)?.alpha2).toBe('BR');
  });

  it.each([
    ['55', 'BR'],
    ['+55', 'BR'],
    ['351', 'PT'],
    ['1', 'US'],
    ['7', 'RU'],
    ['44', 'GB'],
    ['1809', 'DO'],
  ])('%s stands for %s', (code, alpha2) => {
    expect(countryByCallingCode(code)?.alpha2).toBe(alpha2);
  });

  it.each([[''], [null], ['0'], ['9999'], ['abc']])('%j stands for no country', (code) => {
    expect(countryByCallingCode(code)).toBeUndefined();
  });

  it('names a country for every calling code that several countries share', () => {
    const sharing = new Map<string, number>();
    for (const country of COUNTRIES) for (const code of country.callingCodes) sharing.set(code, (sharing.get(code) ?? 0) + 1);
    const shared = [...sharing].filter(([, count]) => count > 1).map(([code]) => code);
    expect(shared.sort()).toEqual(Object.keys(SHARED_CODE_COUNTRY).sort());
    for (const code of shared) expect(countryByCallingCode(code)?.callingCodes).toContain(code);
  });

  it.each([
    ['55', true],
    ['351', true],
    ['1', true],
    ['+55', false],
    ['0', false],
    ['12345', false],
    ['', false],
  ])('%j is a known phoneIdd: %s', (code, known) => {
    expect(isKnownCallingCode(code)).toBe(known);
  });
});

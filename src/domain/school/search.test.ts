import { describe, expect, it } from 'vitest';
import { foldText } from '@/domain/text-search';
import { FOLD_FROM, FOLD_TO, likeLiteral, pageOf, readSchoolSearch } from './search';

describe('readSchoolSearch', () => {
  it('reads every filter, folding name and address', () => {
    expect(readSchoolSearch({ name: ' São ', state: 'sp', city: '24001', address: 'Avenida Paulista', cep: '01310-9', type: 'private', page: '2', size: '20' })).toEqual({
      ok: true,
      filters: { namePrefix: 'sao', stateId: 24, cityId: 24001, address: 'avenida paulista', cep: '013109', type: 'PRIVATE', page: 2, size: 20 },
    });
  });

  it('lets an INEP search ignore the other filters', () => {
    expect(readSchoolSearch({ inepCode: '35999001', name: 'x', state: '1' })).toEqual({ ok: true, filters: { inepCode: '35999001', page: 0, size: 10 } });
  });

  it('treats empty filters as absent', () => {
    expect(readSchoolSearch({ name: '', state: ' ', city: '', type: '', inepCode: '' })).toEqual({ ok: true, filters: { page: 0, size: 10 } });
  });

  it.each([
    [{ state: 'XX' }, 'state'],
    [{ state: '1.5' }, 'state'],
    [{ city: '-3' }, 'city'],
    [{ type: 'ANY' }, 'type'],
    [{ cep: '0131O' }, 'cep'],
    [{ cep: '013109300' }, 'cep'],
    [{ inepCode: '3599900' }, 'inepCode'],
    [{ page: 'x' }, 'page'],
    [{ size: '0' }, 'size'],
    [{ size: '51' }, 'size'],
    [{ name: 'a'.repeat(101) }, 'name'],
  ])('refuses %j on %s', (query, field) => {
    const result = readSchoolSearch(query);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.field).toBe(field);
  });
});

describe('the database fold matches foldText', () => {
  it('maps each accented letter as foldText does', () => {
    expect(FOLD_FROM.length).toBe(FOLD_TO.length);
    for (let i = 0; i < FOLD_FROM.length; i += 1) expect(FOLD_TO[i]!.toLowerCase()).toBe(foldText(FOLD_FROM[i]!));
  });
});

describe('likeLiteral', () => {
  it.each([
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\', 'c:\\\\'],
  ])('%s → %s', (text, expected) => expect(likeLiteral(text)).toBe(expected));
});

describe('pageOf', () => {
  it.each([
    [0, 10, 25, { totalPages: 3, last: false }],
    [2, 10, 25, { totalPages: 3, last: true }],
    [0, 10, 0, { totalPages: 0, last: true }],
    [5, 10, 25, { totalPages: 3, last: true }],
  ])('page %s of size %s over %s', (page, size, total, expected) => expect(pageOf([], page, size, total)).toMatchObject({ number: page, size, totalElements: total, ...expected }));
});

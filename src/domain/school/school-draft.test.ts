import { describe, expect, it } from 'vitest';
import { validateSchoolDraft } from './school-draft';

const draft = { name: 'Escola Nova', stateId: 24, cityId: 24001, address: 'Rua A, 1', type: 'PUBLIC', phone: '11912345678', zipCode: '01310930', coordinatorName: 'Helena Prado' };

describe('validateSchoolDraft (docs/product/school.md, Rules)', () => {
  it.each([
    [{}, []],
    [{ type: undefined, inepCode: '' }, []],
    [{ inepCode: '35999001' }, []],
    [{ name: ' ' }, ['validation:name.required']],
    [{ name: 'Es' }, ['validation:name.min']],
    [{ name: '<i>Escola</i>' }, ['validation:name.invalid']],
    [{ stateId: null, cityId: null }, ['validation:stateId.required', 'validation:cityId.required']],
    [{ address: '' }, ['validation:address.required']],
    [{ type: 'MUNICIPAL' }, ['validation:type.invalid']],
    [{ phone: '1191234' }, ['validation:phone.invalid']],
    [{ zipCode: '' }, ['validation:zipCode.required']],
    [{ zipCode: '01310-93' }, ['validation:zipCode.invalid']],
    [{ coordinatorName: null }, ['validation:coordinatorName.required']],
    [{ coordinatorName: 'Ana <script>' }, ['validation:coordinatorName.invalid']],
    [{ inepCode: '123' }, ['validation:inepCode.invalid']],
  ])('%j → %j', (overrides, expected) => expect(validateSchoolDraft({ ...draft, ...overrides }).map((issue) => issue.messageKey)).toEqual(expected));
});

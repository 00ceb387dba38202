import { describe, expect, it } from 'vitest';
import { validateAccreditation } from './accreditation';

const request = {
  firstName: 'Carla',
  lastName: 'Menezes',
  rg: '12.345.678-9',
  cpf: '111.444.777-35',
  whatsapp: '84998765432',
  personalEmail: 'carla@example.com',
  schoolEmail: 'escola@example.com',
  schoolPhone: '8432221100',
  inepCode: '24999005',
  address: 'Av. Prudente de Morais, 900',
  cep: '59020-400',
  acceptTerms: true,
};

describe('validateAccreditation (docs/product/school.md, API)', () => {
  it.each([
    [{}, []],
    [{ rg: '' }, ['validation:rg.required']],
    [{ cpf: '11144477736' }, ['validation:cpf.invalid']],
    [{ whatsapp: '8498765432' }, []],
    [{ whatsapp: '849876543' }, ['validation:whatsapp.invalid']],
    [{ personalEmail: 'carla@' }, ['validation:personalEmail.invalid']],
    [{ schoolEmail: '' }, ['validation:schoolEmail.required']],
    [{ schoolPhone: '32221100' }, ['validation:schoolPhone.invalid']],
    [{ inepCode: '' }, ['validation:inepCode.required']],
    [{ cep: '5902040' }, ['validation:cep.invalid']],
    [{ acceptTerms: false }, ['validation:acceptTerms.required']],
    [{ firstName: 'C', lastName: '' }, ['validation:firstName.min', 'validation:lastName.required']],
  ])('%j → %j', (overrides, expected) => expect(validateAccreditation({ ...request, ...overrides }).map((issue) => issue.messageKey)).toEqual(expected));
});

import type { School } from '@/contract/school';
import type { AccreditationValues } from '@/domain/school/accreditation-values';

/** The director's demo school: not accredited yet (status 0). */
export const openSchool: School = {
  id: 5,
  name: 'Escola Estadual Demonstração Potiguar',
  aliasName: null,
  inepCode: '24999005',
  type: 'PUBLIC',
  address: 'Rua das Dunas, 100 - Centro',
  stateId: 24,
  stateAcronym: 'RN',
  stateName: 'Rio Grande do Norte',
  cityId: 24001,
  cityName: 'Natal',
  cep: '59010000',
  accreditationStatus: 0,
};

export const processingSchool: School = { ...openSchool, id: 4, inepCode: '33999004', accreditationStatus: 2 };
export const accreditedSchool: School = { ...openSchool, id: 1, inepCode: '35999001', accreditationStatus: 3 };

export const director = { firstName: 'Helena', lastName: 'Prado', email: 'diretor@example.com' };

/** A request that passes every rule (docs/product/school.md, Rules). */
export const validExtras: Partial<AccreditationValues> = {
  firstName: 'Helena',
  lastName: 'Prado',
  rg: '12.345.678-9',
  cpf: '52998224725',
  whatsapp: '84987651234',
  personalEmail: 'helena@example.com',
  schoolEmail: 'secretaria@escola.example',
  schoolPhone: '8432104321',
  acceptTerms: true,
};

import { describe, expect, test } from 'vitest';
import { consentIdentityIssues } from './consent-identity';

describe('consentIdentityIssues', () => {
  test.each([
    [{ fullName: '', cpf: '' }, ['fullName.required', 'cpf.required']],
    [{ fullName: 'Ana', cpf: '529.982.247-25' }, ['fullName.min']],
    [{ fullName: 'Patrícia Almeida', cpf: '111.111.111-11' }, ['cpf.invalid']],
    [{ fullName: 'Patrícia Almeida', cpf: '529.982.247-25' }, []],
    [{ fullName: 'x'.repeat(112), cpf: '52998224725' }, ['fullName.max']],
  ])('%j → %j', (identity, expected) => {
    expect(consentIdentityIssues(identity).map((i) => `${i.field}.${i.code}`)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkBirthDate,
  checkConfirmation,
  checkCpf,
  checkEmail,
  checkPassword,
  checkPersonName,
  checkPhone,
  checkRegistrationRole,
  checkUserName,
  normalizeEmail,
  parseBirthDate,
  registrationRole,
  todayInBrazil,
  validateChangePassword,
  validatePasswordReset,
  validatePersonalData,
  validateRegistration,
} from './validation';

const code = (found: { code: string; detail?: string } | null) => (found ? (found.detail ? `${found.code}:${found.detail}` : found.code) : null);

describe('checkUserName', () => {
  it.each([
    ['ana', null],
    ['joao_silva-2024', null],
    ['a'.repeat(20), null],
    ['', 'required'],
    ['   ', 'required'],
    [undefined, 'required'],
    ['ab', 'min:3'],
    ['a'.repeat(21), 'max:20'],
    ['ana maria', 'blank'],
    ['ana\tmaria', 'blank'],
    [' ana', 'blank'],
  ])('%j → %s', (value, expected) => {
    expect(code(checkUserName(value))).toBe(expected);
  });
});

describe('checkEmail', () => {
  it.each([
    ['aluno@example.com', null],
    ['  aluno@example.com  ', null],
    ['nome.sobrenome+tag@escola.sp.gov.br', null],
    ['', 'required'],
    [null, 'required'],
    ['aluno', 'invalid'],
    ['aluno@', 'invalid'],
    ['aluno@example', 'invalid'],
    ['al uno@example.com', 'invalid'],
    ['aluno@@example.com', 'invalid'],
    [`${'a'.repeat(250)}@example.com`, 'max:254'],
  ])('%j → %s', (value, expected) => {
    expect(code(checkEmail(value))).toBe(expected);
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Aluno@Example.COM ')).toBe('aluno@example.com');
  });
});

describe('checkPassword', () => {
  it.each([
    ['Demo1234', null],
    ['Abc123', null],
    ['Çaba12', null],
    ['', 'required'],
    [undefined, 'required'],
    ['Ab1', 'min:6'],
    ['abcdef1', 'upperCase'],
    ['ABCDEF1', 'lowerCase'],
    ['Abcdefg', 'digit'],
    [`Ab1${'x'.repeat(126)}`, 'max:128'],
  ])('%j → %s', (value, expected) => {
    expect(code(checkPassword(value))).toBe(expected);
  });
});

describe('checkConfirmation', () => {
  it.each([
    ['Demo1234', 'Demo1234', null],
    ['', 'Demo1234', 'required'],
    ['Demo12345', 'Demo1234', 'beMatch'],
  ])('%j against %j → %s', (value, original, expected) => {
    expect(code(checkConfirmation(value, original))).toBe(expected);
  });
});

describe('checkPersonName', () => {
  it.each([
    ['Ana', null],
    ['  Jo  ', null],
    ['', 'required'],
    ['A', 'min:2'],
    ['A'.repeat(51), 'max:50'],
  ])('%j → %s', (value, expected) => {
    expect(code(checkPersonName(value, 2, 50))).toBe(expected);
  });
});

describe('parseBirthDate and ageOn', () => {
  it.each([
    ['15/03/2010', '2010-03-15'],
    ['15032010', '2010-03-15'],
    ['2010-03-15', '2010-03-15'],
    ['29/02/2008', '2008-02-29'],
    ['29/02/2009', null],
    ['31/04/2010', null],
    ['00/01/2010', null],
    ['15/13/2010', null],
    ['15/03/1899', null],
    ['1503201', null],
    ['abc', null],
    ['2010-3-15', null],
  ])('%j → %j', (value, expected) => {
    expect(parseBirthDate(value)).toBe(expected);
  });

  it.each([
    ['2010-03-15', '2023-03-14', 12],
    ['2010-03-15', '2023-03-15', 13],
    ['2008-02-29', '2021-02-28', 12],
    ['2008-02-29', '2021-03-01', 13],
  ])('born %s, on %s is %i', (born, today, age) => {
    expect(ageOn(born, today)).toBe(age);
  });

  it('gives today in São Paulo as yyyy-mm-dd', () => {
    expect(todayInBrazil(new Date('2024-01-01T02:00:00Z'))).toBe('2023-12-31');
  });
});

describe('checkBirthDate', () => {
  const today = '2024-06-10';
  it.each([
    ['10/06/2011', null],
    ['2000-01-01', null],
    ['11/06/2011', 'minAge:13'],
    ['', 'required'],
    ['31/02/2000', 'invalid'],
    ['01/01/2030', 'invalid'],
  ])('%j → %s', (value, expected) => {
    expect(code(checkBirthDate(value, today))).toBe(expected);
  });
});

describe('checkPhone', () => {
  it.each([
    ['11987654321', null],
    ['(11) 9 8765-4321', null],
    ['+55 11 98765-4321', null],
    ['1187654321', null],
    ['', 'required'],
    ['123', 'invalid'],
    ['11887654321', 'invalid'],
    ['11 9876 abcd', 'invalid'],
  ])('%j → %s', (value, expected) => {
    expect(code(checkPhone(value))).toBe(expected);
  });
});

describe('checkCpf and roles', () => {
  it.each([
    ['529.982.247-25', null],
    ['52998224725', null],
    ['111.111.111-11', 'invalid'],
    ['', 'required'],
  ])('cpf %j → %s', (value, expected) => {
    expect(code(checkCpf(value))).toBe(expected);
  });

  it.each([
    ['student', null, 'STUDENT'],
    ['educator', null, 'TEACHER'],
    ['director', null, 'COORDINATOR'],
    ['guardian', null, 'SPONSOR'],
    ['TEACHER', null, 'TEACHER'],
    ['SPONSOR', null, 'SPONSOR'],
  ])('role %j is accepted as %s', (value, expected, role) => {
    expect(code(checkRegistrationRole(value))).toBe(expected);
    expect(registrationRole(value)).toBe(role);
  });

  it.each([['ADMIN'], ['admin'], ['hacker'], ['']])('role %j is refused', (value) => {
    expect(checkRegistrationRole(value)).not.toBeNull();
  });
});

describe('validateRegistration', () => {
  const today = '2024-06-10';
  const valid = {
    userName: 'novo_aluno',
    email: 'novo@example.com',
    password: 'Senha123',
    firstName: 'Ana',
    lastName: 'Souza',
    birthDate: '01/02/2008',
    role: 'student',
    acceptUseTerms: true,
  };

  it('accepts a complete form', () => {
    expect(validateRegistration(valid, today)).toEqual([]);
  });

  it('reports every failing field with its messageKey and detail', () => {
    const issues = validateRegistration(
      { ...valid, userName: 'a b', password: 'abc', passwordConfirmation: 'x', birthDate: '01/01/2020', acceptUseTerms: false, phone: '12' },
      today,
    );
    expect(issues).toEqual([
      { field: 'userName', code: 'blank', messageKey: 'validation:userName.blank' },
      { field: 'password', code: 'min', messageKey: 'validation:password.min', detail: '6' },
      { field: 'passwordConfirmation', code: 'beMatch', messageKey: 'validation:passwordConfirmation.beMatch' },
      { field: 'birthDate', code: 'minAge', messageKey: 'validation:birthDate.minAge', detail: '13' },
      { field: 'phone', code: 'invalid', messageKey: 'validation:phone.invalid' },
      { field: 'acceptUseTerms', code: 'required', messageKey: 'validation:acceptUseTerms.required' },
    ]);
  });

  it('accepts a guardian of 18 or more and refuses a younger one (docs/product/guardians.md, Rules)', () => {
    expect(validateRegistration({ ...valid, role: 'guardian', birthDate: '10/06/2006' }, today)).toEqual([]);
    expect(validateRegistration({ ...valid, role: 'SPONSOR', birthDate: '11/06/2006' }, today)).toEqual([
      { field: 'birthDate', code: 'guardianAge', messageKey: 'validation:birthDate.guardianAge', detail: '18' },
    ]);
    // Other roles keep the minimum age only; a birth date already refused is not reported twice.
    expect(validateRegistration({ ...valid, role: 'student', birthDate: '11/06/2006' }, today)).toEqual([]);
    expect(validateRegistration({ ...valid, role: 'guardian', birthDate: '01/01/2020' }, today).map((i) => i.messageKey)).toEqual(['validation:birthDate.minAge']);
  });
});

describe('validatePersonalData', () => {
  const today = '2024-06-10';
  it('keeps a stored birth date locked', () => {
    const base = { firstName: 'Ana', lastName: 'Souza' };
    expect(validatePersonalData({ ...base, birthDate: '2008-02-01' }, today, '2008-02-01')).toEqual([]);
    expect(validatePersonalData({ ...base, birthDate: '01/02/2008' }, today, '2008-02-01')).toEqual([]);
    expect(validatePersonalData(base, today, '2008-02-01')).toEqual([]);
    expect(validatePersonalData({ ...base, birthDate: '2007-02-01' }, today, '2008-02-01')).toEqual([
      { field: 'birthDate', code: 'locked', messageKey: 'validation:birthDate.locked' },
    ]);
  });
  it('requires a birth date when none is stored', () => {
    expect(validatePersonalData({ firstName: 'Ana', lastName: 'Souza' }, today, null).map((i) => i.messageKey)).toEqual(['validation:birthDate.required']);
  });
});

describe('validateChangePassword', () => {
  it.each([
    [{ oldPassword: 'Demo1234', newPassword: 'Nova1234' }, []],
    [{ oldPassword: 'Demo1234', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova1234' }, []],
    [{ oldPassword: '', newPassword: 'Nova1234' }, ['validation:oldPassword.required']],
    [{ oldPassword: 'Demo1234', newPassword: 'Demo1234' }, ['validation:newPassword.sameAsBefore']],
    [{ oldPassword: 'Demo1234', newPassword: 'nova' }, ['validation:newPassword.min']],
    [{ oldPassword: 'Demo1234', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova12345' }, ['validation:newPasswordConfirmation.beMatch']],
    [{ oldPassword: 'Demo1234', newPassword: 'Nova1234', newPasswordConfirmation: '' }, ['validation:newPasswordConfirmation.required']],
  ])('%j → %j', (input, keys) => {
    expect(validateChangePassword(input).map((i) => i.messageKey)).toEqual(keys);
  });
});

describe('validatePasswordReset', () => {
  it.each([
    ['Nova1234', 'Nova1234', []],
    ['nova1234', 'nova1234', ['validation:password.upperCase']],
    ['Nova1234', 'Nova4321', ['validation:passwordConfirmation.beMatch']],
  ])('%j / %j → %j', (password, confirmation, keys) => {
    expect(validatePasswordReset(password, confirmation).map((i) => i.messageKey)).toEqual(keys);
  });
});

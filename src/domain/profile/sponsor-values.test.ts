import { describe, expect, it } from 'vitest';
import { EMPTY_SPONSOR_VALUES, sponsorIssues, type SponsorValues } from './sponsor-values';

const guardian: SponsorValues = {
  userName: 'mae.souza',
  firstName: 'Marta',
  lastName: 'Souza',
  cpf: '52998224725',
  whatsapp: '11987651234',
  email: 'marta@example.com',
  acceptImageStudentTerms: true,
};
const studentEmail = 'aluno@example.com';

describe('what the guardian form asks before it is saved', () => {
  it.each([
    ['a complete guardian', guardian, []],
    ['the student’s own e-mail, in other case', { ...guardian, email: 'Aluno@Example.com' }, [{ field: 'email', messageKey: 'validation:email.sameAsStudent' }]],
    ['the terms not accepted', { ...guardian, acceptImageStudentTerms: false }, [{ field: 'acceptImageStudentTerms', messageKey: 'validation:acceptImageStudentTerms.required' }]],
  ] as const)('%s', (_, values, issues) => {
    expect(sponsorIssues(values, studentEmail)).toEqual(issues);
  });

  it('names every empty field, in the order of the form', () => {
    expect(sponsorIssues(EMPTY_SPONSOR_VALUES, studentEmail).map((issue) => issue.field)).toEqual(['userName', 'firstName', 'lastName', 'cpf', 'whatsapp', 'email', 'acceptImageStudentTerms']);
  });
});

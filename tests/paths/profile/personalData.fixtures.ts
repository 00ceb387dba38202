import type { Profile } from '@/contract/profile';

/** A student whose personal data is complete (birth date stored, so locked). */
export const completeProfile: Profile = {
  id: 7,
  userName: 'aluno',
  email: 'aluno@example.com',
  firstName: 'Ana',
  lastName: 'Souza',
  fullName: 'Ana Souza',
  role: 'STUDENT',
  birthDate: '2009-03-15',
  gender: 'FEMALE',
  phoneIdd: '55',
  phoneDdd: '11',
  phoneNumber: '987654321',
  playId: 'aluno#1234',
  avatar: null,
  city: { id: 24001, name: 'São Paulo', state: { id: 24, name: 'São Paulo' } },
  institution: null,
  schoolLink: null,
  legalRepresentative: null,
  isVip: false,
  isVipOnce: false,
  vipUntil: null,
  firstAccess: true,
  discordId: null,
  epicAccountId: null,
};

/** A student who has given only names so far: no birth date, phone, gender or place. */
export const newProfile: Profile = {
  ...completeProfile,
  birthDate: null,
  gender: null,
  phoneDdd: null,
  phoneNumber: null,
  city: null,
};

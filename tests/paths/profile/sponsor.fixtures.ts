import type { Profile } from '@/contract/profile';
import type { SponsorValues } from '@/domain/profile/sponsor-values';
import { completeProfile } from './personalData.fixtures';

/** A 15-year-old student without a guardian (today 2026-06-01). */
export const minorProfile: Profile = { ...completeProfile, birthDate: '2011-02-10' };

/** A 19-year-old student: no guardian can be registered. */
export const adultProfile: Profile = { ...completeProfile, email: 'adulto@example.com', birthDate: '2007-01-20' };

/** A minor whose guardian is on record. */
export const registeredProfile: Profile = {
  ...minorProfile,
  legalRepresentative: {
    userName: 'mae.souza',
    firstName: 'Marta',
    lastName: 'Souza',
    cpf: '52998224725',
    phoneDdd: '11',
    phoneNumber: '987651234',
    email: 'marta@example.com',
    acceptImageStudentTerms: true,
  },
};

/** A guardian that passes every rule (docs/product/profile.md, Rules). */
export const validGuardian: SponsorValues = {
  userName: 'mae.souza',
  firstName: 'Marta',
  lastName: 'Souza',
  cpf: '52998224725',
  whatsapp: '11987651234',
  email: 'marta@example.com',
  acceptImageStudentTerms: true,
};

import { legalRepresentatives, schoolDrafts, schoolLinks, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { DEMO_PASSWORD, bornYearsAgo } from './demo-accounts';
import { cityId } from './places';
import { AWAITING_ACCREDITATION_SCHOOL } from './school-catalogue';
import type { Seed } from './seed';

const DAY = 24 * 3600 * 1000;


/** The demo students of the school link's waiting states (README, password Demo1234). */
export const SCHOOL_DEMO_ACCOUNTS = {
  awaitingApproval: 'aluna.aprovacao@example.com',
  pendingDraft: 'aluno.rascunho@example.com',
} as const;

export const schoolDemoAccountsSeed: Seed = {
  name: 'school-demo-accounts',
  async run(db) {
    const now = new Date();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const common = { passwordHash, emailVerified: true, role: 'STUDENT' as const, acceptUseTerms: true, firstAccessAt: new Date(now.getTime() - 20 * DAY) };

    // A 16-year-old linked to a school whose accreditation awaits approval; her guardian has authorised it.
    const [awaiting] = await db
      .insert(users)
      .values({
        ...common,
        userName: 'larissa.demo',
        email: SCHOOL_DEMO_ACCOUNTS.awaitingApproval,
        firstName: 'Larissa',
        lastName: 'Moura (demo)',
        birthDate: bornYearsAgo(16, now),
        gender: 'FEMALE',
        phoneDdd: '21',
        phoneNumber: '990001008',
        ...cityId('RJ', 'Niterói'),
        playId: 'LarissaDemo#1008',
        experience: 300,
      })
      .returning({ id: users.id });
    await db.insert(legalRepresentatives).values({
      userId: awaiting!.id,
      userName: 'marcia.moura',
      firstName: 'Márcia',
      lastName: 'Moura (demo)',
      cpf: '11144477735',
      phoneDdd: '21',
      phoneNumber: '990002008',
      email: 'marcia.moura.demo@example.com',
      acceptImageStudentTerms: true,
    });
    await db.insert(schoolLinks).values({
      userId: awaiting!.id,
      institutionId: AWAITING_ACCREDITATION_SCHOOL.id,
      institutionStatusCode: 2,
      linkStepsCompleted: false,
      currentStep: 3,
      educationLevel: 'HIGH_SCHOOL',
      educationalGradeId: 'FIRST',
      guardianAuthorizedAt: new Date(now.getTime() - 5 * DAY),
    });

    // A 14-year-old who asked for his school to be registered and linked to that pending request.
    const [drafting] = await db
      .insert(users)
      .values({
        ...common,
        userName: 'thiago.demo',
        email: SCHOOL_DEMO_ACCOUNTS.pendingDraft,
        firstName: 'Thiago',
        lastName: 'Rezende (demo)',
        birthDate: bornYearsAgo(14, now),
        gender: 'MALE',
        phoneDdd: '92',
        phoneNumber: '990001009',
        ...cityId('AM', 'Manaus'),
        playId: 'ThiagoDemo#1009',
        experience: 60,
      })
      .returning({ id: users.id });
    const [draft] = await db
      .insert(schoolDrafts)
      .values({
        userId: drafting!.id,
        name: 'Escola Comunitária Demonstração Rio Negro',
        ...cityId('AM', 'Manaus'),
        address: 'Rua Rio Negro, 77 - Compensa',
        type: 'PUBLIC',
        phoneDdd: '92',
        phoneNumber: '991112222',
        zipCode: '69036000',
        coordinatorName: 'Rosa Tavares',
        createdAt: new Date(now.getTime() - 2 * DAY),
      })
      .returning({ id: schoolDrafts.id });
    await db.insert(schoolLinks).values({
      userId: drafting!.id,
      schoolDraftId: draft!.id,
      institutionStatusCode: 2,
      linkStepsCompleted: false,
      currentStep: 2,
      educationLevel: 'PRIMARY_SCHOOL',
      educationalGradeId: 'FIRST',
    });
  },
};

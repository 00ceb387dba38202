import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@/contract/profile';
import { quests, rewardActivities, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { fieldsOf, keysOf } from './support/events';
import { api, startTestServer } from './support/harness';
import { newAccount } from './support/users';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


const guardian = (overrides: Record<string, unknown> = {}) => ({
  userName: 'mae.teste',
  firstName: 'Lúcia',
  lastName: 'Andrade',
  cpf: '529.982.247-25',
  whatsapp: '(11) 98888-1234',
  email: 'lucia.andrade@example.com',
  acceptImageStudentTerms: true,
  ...overrides,
});

async function rewardsOf(userId: number, sourceId: string) {
  return server.database.db
    .select()
    .from(rewardActivities)
    .where(and(eq(rewardActivities.userId, userId), eq(rewardActivities.sourceId, sourceId)));
}

describe('POST /records/api/account/legal-representative', () => {
  it('registers a minor’s guardian, which the profile then shows, and locks it', async () => {
    const student = await newAccount(server, { age: 15 });
    const before = await api(server, '/records/api/user/profile', { token: student.access_token });
    expect((before.json as Profile).legalRepresentative).toBeNull();

    const response = await api(server, '/records/api/account/legal-representative', { token: student.access_token, json: guardian({ email: ' Lucia.Andrade@Example.com ' }) });
    expect(response.status).toBe(201);
    const expected = {
      userName: 'mae.teste',
      firstName: 'Lúcia',
      lastName: 'Andrade',
      cpf: '52998224725',
      phoneDdd: '11',
      phoneNumber: '988881234',
      email: 'lucia.andrade@example.com',
      acceptImageStudentTerms: true,
    };
    expect((response.json as Profile).legalRepresentative).toEqual(expected);
    const profile = await api(server, '/records/api/user/profile', { token: student.access_token });
    expect((profile.json as Profile).legalRepresentative).toEqual(expected);

    const again = await api(server, '/records/api/account/legal-representative', { token: student.access_token, json: guardian({ firstName: 'Outra' }) });
    expect(again.status).toBe(409);
    expect(keysOf(again.json)).toEqual(['requestError:legalRepresentative.alreadyExists']);
    expect(((await api(server, '/records/api/user/profile', { token: student.access_token })).json as Profile).legalRepresentative?.firstName).toBe('Lúcia');
  });

  it('accepts the WhatsApp number as phoneDdd and phoneNumber', async () => {
    const student = await newAccount(server, { age: 14 });
    const response = await api(server, '/records/api/account/legal-representative', {
      token: student.access_token,
      json: guardian({ whatsapp: undefined, phoneDdd: '21', phoneNumber: '97777-1234' }),
    });
    expect(response.status).toBe(201);
    expect((response.json as Profile).legalRepresentative).toMatchObject({ phoneDdd: '21', phoneNumber: '977771234' });
  });

  it('refuses an adult student (of legal age; docs/product/profile.md, Errors)', async () => {
    const adult = await newAccount(server, { age: 18 });
    const response = await api(server, '/records/api/account/legal-representative', { token: adult.access_token, json: guardian() });
    expect(response.status).toBe(403);
    expect(keysOf(response.json)).toEqual(['requestError:legalRepresentative.legalAge']);
  });

  it.each([
    [{ userName: 'ab' }, 'userName', 'validation:userName.min'],
    [{ userName: 'a'.repeat(21) }, 'userName', 'validation:userName.max'],
    [{ firstName: 'L' }, 'firstName', 'validation:firstName.min'],
    [{ firstName: 'L'.repeat(51) }, 'firstName', 'validation:firstName.max'],
    [{ lastName: 'A' }, 'lastName', 'validation:lastName.min'],
    [{ lastName: 'A'.repeat(61) }, 'lastName', 'validation:lastName.max'],
    [{ cpf: '529.982.247-26' }, 'cpf', 'validation:cpf.invalid'],
    [{ cpf: '<script>' }, 'cpf', 'validation:cpf.invalid'],
    [{ whatsapp: '11 98888-12' }, 'whatsapp', 'validation:whatsapp.invalid'],
    [{ whatsapp: undefined }, 'whatsapp', 'validation:whatsapp.required'],
    [{ email: 'lucia@' }, 'email', 'validation:email.invalid'],
    [{ acceptImageStudentTerms: false }, 'acceptImageStudentTerms', 'validation:acceptImageStudentTerms.required'],
    [{ acceptImageStudentTerms: 'sim' }, 'acceptImageStudentTerms', 'validation:acceptImageStudentTerms.invalid'],
    [{ firstName: 7 }, 'firstName', 'validation:firstName.min'],
    [{ cpf: ['1'] }, 'cpf', 'validation:cpf.invalid'],
    [{ email: 'x'.repeat(400) }, 'email', 'validation:email.max'],
  ])('refuses %j on %s', async (overrides, field, messageKey) => {
    const student = await newAccount(server, { age: 15 });
    const response = await api(server, '/records/api/account/legal-representative', { token: student.access_token, json: guardian(overrides) });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json)[field]).toBe(messageKey);
  });

  it('refuses the student’s own e-mail as the guardian’s', async () => {
    const student = await newAccount(server, { age: 15 });
    const response = await api(server, '/records/api/account/legal-representative', { token: student.access_token, json: guardian({ email: student.email.toUpperCase() }) });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json).email).toBe('validation:email.sameAsStudent');
  });

  it('keeps exactly one guardian when many requests race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const student = await newAccount(server, { age: 16 });
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => api(server, '/records/api/account/legal-representative', { token: student.access_token, json: guardian({ firstName: `Nome${i}` }) })),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    }
  });
});

describe('POST /records/api/account/phone', () => {
  it('stores a Brazilian mobile and answers the profile', async () => {
    const student = await newAccount(server);
    const response = await api(server, '/records/api/account/phone', { token: student.access_token, json: { phone: '+55 (31) 98765-4321' } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ phoneIdd: '55', phoneDdd: '31', phoneNumber: '987654321' });
  });

  it('stores a number of another country with its calling code', async () => {
    const student = await newAccount(server);
    const response = await api(server, '/records/api/account/phone', { token: student.access_token, json: { phoneIdd: '+351', phone: '912 345 678' } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ phoneIdd: '351', phoneDdd: null, phoneNumber: '912345678' });
  });

  it.each([
    [{ phone: '3198765' }, 'phone', 'validation:phone.invalid'],
    [{}, 'phone', 'validation:phone.required'],
    [{ phone: 'abc98765432' }, 'phone', 'validation:phone.invalid'],
    [{ phoneIdd: '12345', phone: '912345678' }, 'phoneIdd', 'validation:phoneIdd.invalid'],
    [{ phone: '9'.repeat(40) }, 'phone', 'validation:phone.max'],
  ])('refuses %j', async (json, field, messageKey) => {
    const student = await newAccount(server);
    const response = await api(server, '/records/api/account/phone', { token: student.access_token, json });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json)[field]).toBe(messageKey);
  });
});

describe('complete-profile mission', () => {
  it('grants 50 EXP once, when the personal data become complete', async () => {
    const student = await newAccount(server, { age: 15, gender: null, phoneDdd: null, phoneNumber: null, stateId: null, cityId: null, experience: 10 });
    await server.database.db.insert(quests).values({ userId: student.userId, key: 'completeProfile', type: 'MISSION', title: 'Complete seu perfil', description: '50 EXP', target: 'profile' });
    const partial = await api(server, '/records/api/account/edit', { method: 'PUT', token: student.access_token, json: { firstName: 'Bia', lastName: 'Rocha', gender: 'FEMALE', stateId: 24, cityId: 24001 } });
    expect(partial.status).toBe(200);
    expect(await rewardsOf(student.userId, 'completeProfile')).toHaveLength(0);

    const phone = await api(server, '/records/api/account/phone', { token: student.access_token, json: { phone: '11987654321' } });
    expect(phone.status).toBe(200);
    const [reward] = await rewardsOf(student.userId, 'completeProfile');
    expect(reward).toMatchObject({ source: 'QUEST', experience: 50, oldExperience: 10, currentExperience: 60 });
    const [quest] = await server.database.db.select({ status: quests.status }).from(quests).where(eq(quests.userId, student.userId));
    expect(quest!.status).toBe('COMPLETED');

    const again = await api(server, '/records/api/account/edit', { method: 'PUT', token: student.access_token, json: { firstName: 'Bianca', lastName: 'Rocha', gender: 'FEMALE', stateId: 24, cityId: 24001 } });
    expect(again.status).toBe(200);
    expect(await rewardsOf(student.userId, 'completeProfile')).toHaveLength(1);
    const [user] = await server.database.db.select({ experience: users.experience }).from(users).where(eq(users.id, student.userId));
    expect(user!.experience).toBe(60);
  });
});

describe('without a token', () => {
  it.each([
    ['POST', '/records/api/account/legal-representative'],
    ['POST', '/records/api/account/phone'],
  ])('answers %s %s with 401', async (method, path) => {
    const response = await api(server, path, { method, json: {} });
    expect(response.status).toBe(401);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchoolLinkStatusResponse } from '@/contract/school';
import type { School, SchoolDraft, SchoolPage } from '@/contract/school';
import { foldText } from '@/domain/text-search';
import { institutions, legalRepresentatives, rewardActivities, schoolLinks, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { generateCatalogue } from '../../server/seed/school-catalogue';
import { hasPendingSchoolDraft } from '../../server/services/school';
import { decodeJwt, refresh, signIn, type Tokens } from './support/browser';
import { fieldsOf, keysOf } from './support/events';
import { api, startTestServer } from './support/harness';
import { newAccount } from './support/users';

let server: RunningServer;
let student: Tokens;
beforeAll(async () => {
  server = await startTestServer();
  student = await signIn(server.url, 'aluno@example.com');
});
afterAll(async () => {
  await server?.close();
});

const search = (query: string, token = student.access_token) => api(server, `/educational/api/schools?${query}`, { token });

/** An approved school of the catalogue in the given city. */
async function approvedSchool(cityId = 24001) {
  const [school] = await server.database.db
    .select()
    .from(institutions)
    .where(and(eq(institutions.cityId, cityId), eq(institutions.accreditationStatus, 3)))
    .limit(1);
  return school!;
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Escola Nova Esperança',
  stateId: 24,
  cityId: 24001,
  address: 'Rua das Laranjeiras, 15 - Centro 01310-930',
  type: 'PUBLIC',
  phone: '(11) 91234-5678',
  zipCode: '01310-930',
  coordinatorName: 'Helena Prado',
  ...overrides,
});

describe('the demo catalogue', () => {
  it('holds over 5,000 schools in all 27 states, public and private, with 8-digit INEP codes and CEPs', async () => {
    const rows = await server.database.db.select({ stateId: institutions.stateId, cityId: institutions.cityId, inep: institutions.inepCode, cep: institutions.cep, type: institutions.type }).from(institutions);
    expect(rows.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(rows.map((r) => r.stateId)).size).toBe(27);
    expect(new Set(rows.map((r) => r.cityId)).size).toBeGreaterThan(150);
    expect(rows.every((r) => /^\d{8}$/.test(r.inep ?? '') && /^\d{8}$/.test(r.cep))).toBe(true);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['PUBLIC', 'PRIVATE']));
  });

  it('is generated the same way every time', () => {
    const first = generateCatalogue();
    expect(generateCatalogue()).toEqual(first);
    expect(new Set(first.map((school) => school.inepCode)).size).toBe(first.length);
  });
});

describe('GET /educational/api/schools', () => {
  it('finds by name prefix ignoring case and accents, paged in the page shape (docs/product/shell.md, API)', async () => {
    const first = await search('name=COLÉGIO%20estad&size=7');
    expect(first.status).toBe(200);
    const page = first.json as SchoolPage;
    expect(page).toMatchObject({ number: 0, size: 7, last: false });
    expect(page.content).toHaveLength(7);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 7));
    for (const school of page.content) expect(foldText(school.name).startsWith('colegio estad')).toBe(true);
    const unaccented = (await search('name=colegio%20ESTAD&size=7')).json as SchoolPage;
    expect(unaccented.totalElements).toBe(page.totalElements);

    const lastPage = (await search(`name=colegio%20estad&size=7&page=${page.totalPages - 1}`)).json as SchoolPage;
    expect(lastPage.last).toBe(true);
    expect(lastPage.content.length).toBe(page.totalElements - 7 * (page.totalPages - 1));
    const beyond = (await search(`name=colegio%20estad&size=7&page=${page.totalPages + 3}`)).json as SchoolPage;
    expect(beyond).toMatchObject({ content: [], last: true });
  });

  it('filters by state (id or acronym), city, type, CEP prefix and address', async () => {
    const bySp = (await search('state=24&size=50')).json as SchoolPage;
    expect(bySp.content.every((s) => s.stateId === 24 && s.stateAcronym === 'SP')).toBe(true);
    expect(((await search('state=sp')).json as SchoolPage).totalElements).toBe(bySp.totalElements);

    const byCity = (await search('state=24&city=24002&type=PRIVATE&size=50')).json as SchoolPage;
    expect(byCity.totalElements).toBeGreaterThan(0);
    expect(byCity.content.every((s) => s.cityId === 24002 && s.cityName === 'Campinas' && s.type === 'PRIVATE')).toBe(true);

    const one = byCity.content[0]!;
    const byCep = (await search(`cep=${one.cep.slice(0, 5)}-${one.cep.slice(5)}`)).json as SchoolPage;
    expect(byCep.content.map((s) => s.id)).toContain(one.id);
    const street = one.address.split(',')[0]!;
    const byAddress = (await search(`city=24002&address=${encodeURIComponent(street.toUpperCase())}&size=50`)).json as SchoolPage;
    expect(byAddress.content.map((s) => s.id)).toContain(one.id);
    expect(byAddress.content.every((s) => foldText(s.address).includes(foldText(street)))).toBe(true);
  });

  it('searches by INEP alone, ignoring every other filter', async () => {
    const response = await search('inepCode=35999001&state=1&name=zzz');
    expect(response.status).toBe(200);
    expect((response.json as SchoolPage).content.map((s) => s.inepCode)).toEqual(['35999001']);
    expect(((await search('inepCode=11111111')).json as SchoolPage)).toMatchObject({ content: [], totalElements: 0, totalPages: 0, last: true });
  });

  it('treats empty filters as absent and LIKE characters literally', async () => {
    const all = (await search('name=&state=&city=&type=')).json as SchoolPage;
    expect(all.totalElements).toBeGreaterThanOrEqual(5000);
    expect(all.size).toBe(10);
    expect(((await search('name=%25')).json as SchoolPage).totalElements).toBe(0);
    expect(((await search('name=_scola')).json as SchoolPage).totalElements).toBe(0);
  });

  it.each([
    ['state=XX', 'validation:state.invalid'],
    ['state=-1', 'validation:state.invalid'],
    ['city=abc', 'validation:city.invalid'],
    ['type=PUBLICA', 'validation:type.invalid'],
    ['cep=01310-93a', 'validation:cep.invalid'],
    ['inepCode=1234', 'validation:inepCode.invalid'],
    ['page=-1', 'validation:page.invalid'],
    ['size=0', 'validation:size.invalid'],
    ['size=51', 'validation:size.invalid'],
    [`name=${'a'.repeat(101)}`, 'validation:name.max'],
  ])('refuses %s', async (query, messageKey) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual([messageKey]);
  });

  it('needs a token', async () => {
    expect((await api(server, '/educational/api/schools?name=esc')).status).toBe(401);
  });
});

describe('GET /educational/api/public/schools/inep-code/{code}', () => {
  it('finds a school without a token', async () => {
    const response = await api(server, '/educational/api/public/schools/inep-code/35999001');
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: 1, inepCode: '35999001', type: 'PUBLIC', cityName: 'Campinas', stateAcronym: 'SP', accreditationStatus: 3 });
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    const unknown = await api(server, '/educational/api/public/schools/inep-code/11111111');
    expect(unknown.status).toBe(404);
    expect(keysOf(unknown.json)).toEqual(['requestError:school.inepNotFound']);
    for (const bad of ['1234567', '123456789', 'abcdefgh', '%3Cscript%3E', '3599%200001']) {
      const response = await api(server, `/educational/api/public/schools/inep-code/${bad}`);
      expect(response.status).toBe(400);
      expect(keysOf(response.json)).toEqual(['validation:inepCode.invalid']);
    }
  });
});

describe('POST /educational/api/school-link', () => {
  it('links a school irreversibly, grants add clan once, and the refreshed token says COMPLETE for an adult', async () => {
    const adult = await newAccount(server, { age: 19, experience: 0 });
    const school = await approvedSchool(27001);
    const response = await api(server, '/educational/api/school-link', {
      token: adult.access_token,
      json: { schoolId: school.id, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 27001 },
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ idInstitution: school.id, linkStepsCompleted: true, currentStep: 3, educationLevel: 'HIGH_SCHOOL', institutionStatus: { statusCode: 3, messageKey: 'status:institutionStatus.approved' } });
    expect((await api(server, '/educational/api/links/status', { token: adult.access_token })).json).toEqual(response.json);

    const rewards = await server.database.db.select().from(rewardActivities).where(eq(rewardActivities.userId, adult.userId));
    expect(rewards).toMatchObject([{ source: 'QUEST', sourceId: 'addClan', experience: 50 }]);
    expect(decodeJwt(adult.access_token).schoolLinkStatus).toBe('NONE');
    const renewed = (await (await refresh(server.url, adult.refresh_token)).json()) as Tokens;
    expect(decodeJwt(renewed.access_token)).toMatchObject({ schoolLinkStatus: 'COMPLETE', idInstitution: school.id });
    const profile = await api(server, '/records/api/user/profile', { token: renewed.access_token });
    expect(profile.json).toMatchObject({ schoolLink: { schoolId: school.id, educationLevel: 'HIGH_SCHOOL' }, institution: { name: school.name } });

    const again = await api(server, '/educational/api/school-link', {
      token: renewed.access_token,
      json: { schoolId: 2, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 27001 },
    });
    expect(again.status).toBe(409);
    expect(keysOf(again.json)).toEqual(['requestError:schoolLink.userAlreadyLinked']);
    const [user] = await server.database.db.select({ experience: users.experience }).from(users).where(eq(users.id, adult.userId));
    expect(user!.experience).toBe(50);
  });

  it('leaves a minor INCOMPLETE until the guardian authorises, then COMPLETE', async () => {
    const minor = await newAccount(server, { age: 15 });
    const school = await approvedSchool(24001);
    const linked = await api(server, '/educational/api/school-link', {
      token: minor.access_token,
      json: { schoolId: school.id, educationLevel: 'PRIMARY_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24001 },
    });
    expect(linked.json).toMatchObject({ linkStepsCompleted: false, currentStep: 2 });
    let renewed = (await (await refresh(server.url, minor.refresh_token)).json()) as Tokens;
    expect(decodeJwt(renewed.access_token).schoolLinkStatus).toBe('INCOMPLETE');

    const withoutGuardian = await api(server, '/educational/api/student/responsible-authorization', { token: renewed.access_token, json: { acceptResponsibleTerms: true } });
    expect(withoutGuardian.status).toBe(400);
    expect(keysOf(withoutGuardian.json)).toEqual(['requestError:legalRepresentative.notFound']);
    await server.database.db.insert(legalRepresentatives).values({ userId: minor.userId, userName: 'pai.teste', firstName: 'Paulo', lastName: 'Souza', cpf: '52998224725', phoneDdd: '11', phoneNumber: '988887777', email: 'paulo@example.com', acceptImageStudentTerms: true });
    const noTerms = await api(server, '/educational/api/student/responsible-authorization', { token: renewed.access_token, json: { acceptResponsibleTerms: false } });
    expect(fieldsOf(noTerms.json).acceptResponsibleTerms).toBe('validation:acceptResponsibleTerms.required');
    const authorized = await api(server, '/educational/api/student/responsible-authorization', { token: renewed.access_token, json: { acceptResponsibleTerms: true } });
    expect(authorized.status).toBe(200);
    expect(authorized.json).toMatchObject({ linkStepsCompleted: true, currentStep: 3 });
    renewed = (await (await refresh(server.url, renewed.refresh_token)).json()) as Tokens;
    expect(decodeJwt(renewed.access_token).schoolLinkStatus).toBe('COMPLETE');
  });

  it('links a student NOT_STUDYING or in COLLEGE without a school', async () => {
    for (const level of ['NOT_STUDYING', 'COLLEGE']) {
      const adult = await newAccount(server, { age: 20 });
      const response = await api(server, '/educational/api/school-link', { token: adult.access_token, json: { educationLevel: level, role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24001, schoolId: null } });
      expect(response.status).toBe(201);
      expect(response.json).toMatchObject({ idInstitution: null, linkStepsCompleted: true, educationLevel: level, institutionStatus: { statusCode: 0 } });
    }
  });

  it('links an educator without an education level, and a school awaiting accreditation stays awaiting approval', async () => {
    const teacher = await newAccount(server, { age: 40, role: 'TEACHER' });
    const response = await api(server, '/educational/api/school-link', { token: teacher.access_token, json: { schoolId: 4, educationLevel: null, role: 'TEACHER', educationalGradeId: 'FIRST', cityId: 18005 } });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ idInstitution: 4, linkStepsCompleted: false, institutionStatus: { statusCode: 2, messageKey: 'status:institutionStatus.processing' } });
  });

  it.each([
    [{ educationLevel: null }, 'educationLevel', 'validation:educationLevel.required'],
    [{ educationLevel: 'MASTERS' }, 'educationLevel', 'validation:educationLevel.invalid'],
    [{ schoolId: null }, 'schoolId', 'validation:schoolId.required'],
    [{ schoolId: 0 }, 'schoolId', 'validation:schoolId.invalid'],
    [{ schoolId: '1; drop table users' }, 'schoolId', 'validation:schoolId.invalid'],
    [{ schoolId: 1, schoolDraftId: 1 }, 'schoolId', 'validation:schoolId.ambiguous'],
    [{ educationLevel: 'COLLEGE' }, 'schoolId', 'validation:schoolId.notAllowed'],
    [{ role: 'TEACHER' }, 'role', 'validation:role.mismatch'],
    [{ role: 'KING' }, 'role', 'validation:role.invalid'],
    [{ role: undefined }, 'role', 'validation:role.required'],
    [{ educationalGradeId: 'SECOND' }, 'educationalGradeId', 'validation:educationalGradeId.invalid'],
    [{ cityId: undefined }, 'cityId', 'validation:cityId.required'],
    [{ cityId: 99999 }, 'cityId', 'validation:cityId.notFound'],
    [{ cityId: 24001 }, 'cityId', 'validation:cityId.invalid'],
  ])('refuses %j on %s', async (overrides, field, messageKey) => {
    const minor = await newAccount(server, { age: 15 });
    const json = { schoolId: 1, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24002, ...overrides };
    const response = await api(server, '/educational/api/school-link', { token: minor.access_token, json });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json)[field]).toBe(messageKey);
    expect((await api(server, '/educational/api/links/status', { token: minor.access_token })).json).toMatchObject({ idInstitution: null, institutionStatus: { statusCode: 0 } });
  });

  it('refuses education level for a non-student and a school for a sponsor', async () => {
    const teacher = await newAccount(server, { age: 40, role: 'TEACHER' });
    const level = await api(server, '/educational/api/school-link', { token: teacher.access_token, json: { schoolId: 1, educationLevel: 'HIGH_SCHOOL', role: 'TEACHER', educationalGradeId: 'FIRST', cityId: 24002 } });
    expect(fieldsOf(level.json).educationLevel).toBe('validation:educationLevel.notAllowed');
    const sponsor = await newAccount(server, { age: 40, role: 'SPONSOR' });
    const school = await api(server, '/educational/api/school-link', { token: sponsor.access_token, json: { schoolId: 1, educationLevel: null, role: 'SPONSOR', educationalGradeId: 'FIRST', cityId: 24002 } });
    expect(fieldsOf(school.json).schoolId).toBe('validation:schoolId.notAllowed');
  });

  it('answers 404 for an unknown school and for someone else’s draft', async () => {
    const minor = await newAccount(server, { age: 15 });
    const unknown = await api(server, '/educational/api/school-link', { token: minor.access_token, json: { schoolId: 99_999_999, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24001 } });
    expect(unknown.status).toBe(404);
    expect(keysOf(unknown.json)).toEqual(['requestError:school.notFound']);
    const foreign = await api(server, '/educational/api/school-link', { token: minor.access_token, json: { schoolDraftId: 1, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 4001 } });
    expect(foreign.status).toBe(404);
    expect(keysOf(foreign.json)).toEqual(['requestError:schoolDraft.notFound']);
  });

  it('saves one link and one reward when saves race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const adult = await newAccount(server, { age: 19 });
      const answers = await Promise.all(
        [1, 1, 2, 1, 2, 1].map((schoolId) =>
          api(server, '/educational/api/school-link', {
            token: adult.access_token,
            json: { schoolId, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: schoolId === 1 ? 24002 : 27001 },
          }),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
      const rewards = await server.database.db.select().from(rewardActivities).where(eq(rewardActivities.userId, adult.userId));
      expect(rewards).toHaveLength(1);
      const [user] = await server.database.db.select({ experience: users.experience }).from(users).where(eq(users.id, adult.userId));
      expect(user!.experience).toBe(50);
    }
  });
});

describe('school drafts', () => {
  it('registers a draft, refuses a second pending one, lists it, and links to it awaiting approval', async () => {
    const minor = await newAccount(server, { age: 15 });
    expect((await api(server, '/educational/api/schools/draft', { token: minor.access_token })).json).toEqual([]);
    expect(await hasPendingSchoolDraft(server.database.db, minor.userId)).toBe(false);

    const created = await api(server, '/educational/api/schools/draft', { token: minor.access_token, json: draft({ type: undefined, inepCode: '' }) });
    expect(created.status).toBe(201);
    const saved = created.json as SchoolDraft;
    expect(saved).toMatchObject({ name: 'Escola Nova Esperança', stateName: 'São Paulo', cityName: 'São Paulo', type: 'PUBLIC', phoneDdd: '11', phoneNumber: '912345678', zipCode: '01310930', inepCode: null, status: 'PENDING' });
    expect(await hasPendingSchoolDraft(server.database.db, minor.userId)).toBe(true);

    const second = await api(server, '/educational/api/schools/draft', { token: minor.access_token, json: draft({ name: 'Outra Escola' }) });
    expect(second.status).toBe(409);
    expect(keysOf(second.json)).toEqual(['requestError:schoolDraft.pendingExists']);
    expect((await api(server, '/educational/api/schools/draft', { token: minor.access_token })).json).toEqual([saved]);

    const linked = await api(server, '/educational/api/schools/draft/link', { token: minor.access_token, json: { schoolDraft: saved.id, educationLevel: 'HIGH_SCHOOL', educationalGradeId: 'FIRST', role: 'STUDENT', cityId: 24001 } });
    expect(linked.status).toBe(201);
    expect(linked.json).toMatchObject({ idInstitution: null, schoolDraftId: saved.id, linkStepsCompleted: false, institutionStatus: { statusCode: 2 } });
    const afterLink = await api(server, '/educational/api/schools/draft', { token: minor.access_token, json: draft() });
    expect(afterLink.status).toBe(409);
    expect(keysOf(afterLink.json)).toEqual(['requestError:schoolLink.alreadyExists']);
  });

  it('registers and links a new draft in one step, all or nothing', async () => {
    const minor = await newAccount(server, { age: 14 });
    const refused = await api(server, '/educational/api/schools/draft/link', {
      token: minor.access_token,
      json: { schoolDraft: draft({ zipCode: '123' }), educationLevel: 'HIGH_SCHOOL', educationalGradeId: 'FIRST', role: 'STUDENT', cityId: 24001 },
    });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.json)['schoolDraft.zipCode']).toBe('validation:zipCode.invalid');
    expect(await hasPendingSchoolDraft(server.database.db, minor.userId)).toBe(false);

    const response = await api(server, '/educational/api/schools/draft/link', {
      token: minor.access_token,
      json: { schoolDraft: draft({ type: 'PRIVATE', phone: undefined, phoneDdd: '11', phoneNumber: '91234-5678' }), educationLevel: 'PRIMARY_SCHOOL', educationalGradeId: 'FIRST', role: 'STUDENT', cityId: 24001 },
    });
    expect(response.status).toBe(201);
    const status = response.json as SchoolLinkStatusResponse;
    expect(status.schoolDraftId).toBeGreaterThan(0);
    const [listed] = (await api(server, '/educational/api/schools/draft', { token: minor.access_token })).json as SchoolDraft[];
    expect(listed).toMatchObject({ id: status.schoolDraftId, type: 'PRIVATE', status: 'PENDING' });
    const rewards = await server.database.db.select().from(rewardActivities).where(eq(rewardActivities.userId, minor.userId));
    expect(rewards.map((r) => r.sourceId)).toEqual(['addClan']);
  });

  it('links an own draft through POST /school-link too, and refuses a second link through the draft route', async () => {
    const minor = await newAccount(server, { age: 16 });
    const created = (await api(server, '/educational/api/schools/draft', { token: minor.access_token, json: draft({ cityId: 24003, zipCode: '07010-000' }) })).json as SchoolDraft;
    const wrongCity = await api(server, '/educational/api/school-link', { token: minor.access_token, json: { schoolDraftId: created.id, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24001 } });
    expect(fieldsOf(wrongCity.json).cityId).toBe('validation:cityId.invalid');
    const linked = await api(server, '/educational/api/school-link', { token: minor.access_token, json: { schoolDraftId: created.id, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24003 } });
    expect(linked.status).toBe(201);
    expect(linked.json).toMatchObject({ schoolDraftId: created.id, idInstitution: null, institutionStatus: { statusCode: 2 } });
    const again = await api(server, '/educational/api/schools/draft/link', { token: minor.access_token, json: { schoolDraft: created.id, educationLevel: 'HIGH_SCHOOL', educationalGradeId: 'FIRST', role: 'STUDENT', cityId: 24003 } });
    expect(again.status).toBe(409);
    expect(keysOf(again.json)).toEqual(['requestError:schoolLink.userAlreadyLinked']);
  });

  it.each([
    [{ schoolDraft: undefined }, 'schoolDraft', 'validation:schoolDraft.required'],
    [{ schoolDraft: 'abc' }, 'schoolDraft', 'validation:schoolDraft.invalid'],
    [{ schoolDraft: true }, 'schoolDraft', 'validation:schoolDraft.invalid'],
    [{ educationLevel: 'NOT_STUDYING' }, 'schoolDraft', 'validation:schoolDraft.notAllowed'],
    [{ schoolDraft: { name: 'X' } }, 'schoolDraft.name', 'validation:name.min'],
  ])('refuses the draft link %j on %s', async (overrides, field, messageKey) => {
    const minor = await newAccount(server, { age: 15 });
    const response = await api(server, '/educational/api/schools/draft/link', { token: minor.access_token, json: { schoolDraft: 1, educationLevel: 'HIGH_SCHOOL', educationalGradeId: 'FIRST', role: 'STUDENT', cityId: 24001, ...overrides } });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json)[field]).toBe(messageKey);
  });

  it.each([
    [{ name: '' }, 'name', 'validation:name.required'],
    [{ name: '<b>Escola</b>' }, 'name', 'validation:name.invalid'],
    [{ address: 'x'.repeat(201) }, 'address', 'validation:address.max'],
    [{ type: 'MIXED' }, 'type', 'validation:type.invalid'],
    [{ phone: '1234' }, 'phone', 'validation:phone.invalid'],
    [{ zipCode: '0131093' }, 'zipCode', 'validation:zipCode.invalid'],
    [{ coordinatorName: undefined }, 'coordinatorName', 'validation:coordinatorName.required'],
    [{ inepCode: '1234567' }, 'inepCode', 'validation:inepCode.invalid'],
    [{ stateId: undefined }, 'stateId', 'validation:stateId.required'],
    [{ cityId: 18001 }, 'cityId', 'validation:cityId.invalid'],
    [{ cityId: 12345678 }, 'cityId', 'validation:cityId.notFound'],
    [{ stateId: 'SP' }, 'stateId', 'validation:stateId.invalid'],
  ])('refuses the draft %j on %s', async (overrides, field, messageKey) => {
    const minor = await newAccount(server, { age: 15 });
    const response = await api(server, '/educational/api/schools/draft', { token: minor.access_token, json: draft(overrides) });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json)[field]).toBe(messageKey);
  });

  it('keeps one pending draft when requests race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const minor = await newAccount(server, { age: 15 });
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => api(server, '/educational/api/schools/draft', { token: minor.access_token, json: draft({ name: `Escola ${i} Teste` }) })));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).map((a) => keysOf(a.json)[0])).toEqual(Array(5).fill('requestError:schoolDraft.pendingExists'));
    }
  });
});

describe('POST /educational/api/student/grades/send', () => {
  const grades = (overrides: Record<string, unknown> = {}) => ({
    periodType: 'BIMESTER',
    period: 1,
    gradingSystemID: 1,
    portuguese: '8,5',
    mathematics: '10',
    history: '7',
    geography: '6,75',
    science: '9.5',
    arts: '0',
    physicalEducation: '10,0',
    foreignLanguage: '5,5',
    acceptGradesVerificationTerms: true,
    ...overrides,
  });

  it('records the grades once per period', async () => {
    const adult = await newAccount(server, { age: 18 });
    const linked = await api(server, '/educational/api/school-link', { token: adult.access_token, json: { schoolId: 1, educationLevel: 'HIGH_SCHOOL', role: 'STUDENT', educationalGradeId: 'FIRST', cityId: 24002 } });
    expect(linked.status).toBe(201);
    const sent = await api(server, '/educational/api/student/grades/send', { token: adult.access_token, json: grades() });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ currentStep: 4, linkStepsCompleted: true });
    const again = await api(server, '/educational/api/student/grades/send', { token: adult.access_token, json: grades({ portuguese: '9' }) });
    expect(again.status).toBe(409);
    expect(keysOf(again.json)).toEqual(['requestError:grades.alreadyRegistered']);
    expect((await api(server, '/educational/api/student/grades/send', { token: adult.access_token, json: grades({ period: 2 }) })).status).toBe(201);
  });

  it('needs a linked institution', async () => {
    const minor = await newAccount(server, { age: 15 });
    const response = await api(server, '/educational/api/student/grades/send', { token: minor.access_token, json: grades() });
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual(['requestError:school.institutionNotInformed']);
  });

  it('is for students linked to a school, not to a pending draft', async () => {
    const teacher = await newAccount(server, { age: 40, role: 'TEACHER' });
    const forbidden = await api(server, '/educational/api/student/grades/send', { token: teacher.access_token, json: grades() });
    expect(forbidden.status).toBe(403);
    const minor = await newAccount(server, { age: 15 });
    await api(server, '/educational/api/schools/draft/link', { token: minor.access_token, json: { schoolDraft: draft(), educationLevel: 'HIGH_SCHOOL', educationalGradeId: 'FIRST', role: 'STUDENT', cityId: 24001 } });
    const drafted = await api(server, '/educational/api/student/grades/send', { token: minor.access_token, json: grades() });
    expect(drafted.status).toBe(400);
    expect(keysOf(drafted.json)).toEqual(['requestError:school.institutionNotInformed']);
  });

  it.each([
    [{ portuguese: '10,5' }, 'portuguese', 'validation:portuguese.invalid'],
    [{ mathematics: '-1' }, 'mathematics', 'validation:mathematics.invalid'],
    [{ history: 'dez' }, 'history', 'validation:history.invalid'],
    [{ arts: '' }, 'arts', 'validation:arts.required'],
    [{ science: '7,555' }, 'science', 'validation:science.invalid'],
    [{ foreignLanguage: '9'.repeat(20) }, 'foreignLanguage', 'validation:foreignLanguage.max'],
    [{ periodType: 'MONTH' }, 'periodType', 'validation:periodType.invalid'],
    [{ periodType: 'SEMESTER', period: 3 }, 'period', 'validation:period.invalid'],
    [{ gradingSystemID: 9 }, 'gradingSystemID', 'validation:gradingSystemID.invalid'],
    [{ acceptGradesVerificationTerms: false }, 'acceptGradesVerificationTerms', 'validation:acceptGradesVerificationTerms.required'],
  ])('refuses %j on %s', async (overrides, field, messageKey) => {
    const response = await api(server, '/educational/api/student/grades/send', { token: student.access_token, json: grades(overrides) });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json)[field]).toBe(messageKey);
  });
});

describe('POST /educational/api/student/responsible-authorization', () => {
  it('refuses an adult and a minor without a link', async () => {
    const adult = await newAccount(server, { age: 18 });
    const grown = await api(server, '/educational/api/student/responsible-authorization', { token: adult.access_token, json: { acceptResponsibleTerms: true } });
    expect(grown.status).toBe(403);
    expect(keysOf(grown.json)).toEqual(['requestError:legalRepresentative.legalAge']);
    const minor = await newAccount(server, { age: 15 });
    const unlinked = await api(server, '/educational/api/student/responsible-authorization', { token: minor.access_token, json: { acceptResponsibleTerms: true } });
    expect(unlinked.status).toBe(400);
    expect(keysOf(unlinked.json)).toEqual(['requestError:school.institutionNotInformed']);
  });
});

describe('demo accounts', () => {
  it('cover no link, complete link, awaiting approval and pending draft', async () => {
    const expectations: Array<[string, string, number]> = [
      ['aluno@example.com', 'NONE', 0],
      ['aluna.vip@example.com', 'COMPLETE', 3],
      ['aluna.aprovacao@example.com', 'INCOMPLETE', 2],
      ['aluno.rascunho@example.com', 'INCOMPLETE', 2],
    ];
    for (const [email, claim, statusCode] of expectations) {
      const tokens = await signIn(server.url, email);
      expect(decodeJwt(tokens.access_token).schoolLinkStatus).toBe(claim);
      const status = (await api(server, '/educational/api/links/status', { token: tokens.access_token })).json as SchoolLinkStatusResponse;
      expect(status.institutionStatus.statusCode).toBe(statusCode);
    }
    const [drafting] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno.rascunho@example.com'));
    expect(await hasPendingSchoolDraft(server.database.db, drafting!.id)).toBe(true);
    const [awaiting] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluna.aprovacao@example.com'));
    const [link] = await server.database.db.select().from(schoolLinks).where(eq(schoolLinks.userId, awaiting!.id));
    expect(link!.institutionId).toBe(4);
    expect(((await api(server, '/educational/api/public/schools/inep-code/33999004')).json as School).accreditationStatus).toBe(2);
  });
});

describe('without a token', () => {
  it.each([
    ['POST', '/educational/api/school-link'],
    ['GET', '/educational/api/schools/draft'],
    ['POST', '/educational/api/schools/draft'],
    ['POST', '/educational/api/schools/draft/link'],
    ['POST', '/educational/api/student/grades/send'],
    ['POST', '/educational/api/student/responsible-authorization'],
  ])('answers %s %s with 401', async (method, path) => {
    const response = await api(server, path, method === 'GET' ? {} : { method, json: {} });
    expect(response.status).toBe(401);
  });
});

describe('GET /educational/api/public/cities', () => {
  it('suggests five cities starting with the name, ignoring case and accents', async () => {
    const response = await api(server, '/educational/api/public/cities?name=SAO');
    expect(response.status).toBe(200);
    const names = (response.json as { content: Array<{ name: string }> }).content.map((city) => city.name);
    expect(names).toHaveLength(5);
    for (const name of names) expect(foldText(name).startsWith('sao')).toBe(true);
    const inState = (await api(server, '/educational/api/public/cities?name=s&state=24&limit=10')).json as { content: Array<{ name: string; stateId: number }> };
    expect(inState.content.map((city) => city.name)).toEqual(['Santo André', 'Santos', 'São Bernardo do Campo', 'São José dos Campos', 'São Paulo', 'Sorocaba']);
    expect(((await api(server, '/educational/api/public/cities?name=')).json as { content: unknown[] }).content).toEqual([]);
  });

  it.each(['state=abc', 'limit=-1', 'state=%3Cx%3E'])('refuses %s', async (query) => {
    const response = await api(server, `/educational/api/public/cities?name=s&${query}`);
    expect(response.status).toBe(400);
  });
});

describe('development controls', () => {
  it('approving an accreditation completes the links waiting for it', async () => {
    const [awaiting] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluna.aprovacao@example.com'));
    const tokens = await signIn(server.url, 'aluna.aprovacao@example.com');
    const response = await api(server, '/dev/schools/4/accreditation', { json: { decision: 'APPROVED' } });
    expect(response.status).toBe(200);
    const [link] = await server.database.db.select().from(schoolLinks).where(eq(schoolLinks.userId, awaiting!.id));
    expect(link).toMatchObject({ institutionStatusCode: 3, linkStepsCompleted: true });
    const renewed = (await (await refresh(server.url, tokens.refresh_token)).json()) as Tokens;
    expect(decodeJwt(renewed.access_token).schoolLinkStatus).toBe('COMPLETE');
    expect((await api(server, '/dev/schools/4/accreditation', { json: { decision: 'MAYBE' } })).status).toBe(400);
    expect((await api(server, '/dev/schools/999999/accreditation', { json: { decision: 'APPROVED' } })).status).toBe(404);
  });

  it('approving a draft makes it a school, points its links at it and ends the pending request', async () => {
    const minor = await newAccount(server, { age: 15 });
    const linked = await api(server, '/educational/api/schools/draft/link', { token: minor.access_token, json: { schoolDraft: draft(), educationLevel: 'HIGH_SCHOOL', educationalGradeId: 'FIRST', role: 'STUDENT', cityId: 24001 } });
    const draftId = (linked.json as SchoolLinkStatusResponse).schoolDraftId!;
    const decided = await api(server, `/dev/school-drafts/${draftId}/decision`, { json: { decision: 'APPROVED' } });
    expect(decided.status).toBe(200);
    const { institutionId } = decided.json as { institutionId: number };
    expect(await hasPendingSchoolDraft(server.database.db, minor.userId)).toBe(false);
    const status = (await api(server, '/educational/api/links/status', { token: minor.access_token })).json as SchoolLinkStatusResponse;
    expect(status).toMatchObject({ idInstitution: institutionId, schoolDraftId: draftId, institutionStatus: { statusCode: 3 }, linkStepsCompleted: false, currentStep: 2 });
    expect((await api(server, `/dev/school-drafts/${draftId}/decision`, { json: { decision: 'REFUSED' } })).status).toBe(409);
  });
});

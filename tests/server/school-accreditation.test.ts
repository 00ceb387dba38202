import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccreditationLinkView } from '@/contract/school';
import { institutions, schoolAccreditationRequests, schoolAccreditations } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { schoolEmailOf, schoolsOpenForAccreditation, WITHOUT_EMAIL_EVERY } from '../../server/seed/school-catalogue';
import { purgeExpiredAccreditationRequests } from '../../server/services/school-accreditation';
import { fieldsOf, keysOf } from './support/events';
import { api, startTestServer } from './support/harness';

/**
 * A director's accreditation request counts only once the school confirms it from its official
 * e-mail (docs/product/school.md, Rules; docs/operations.md, Public endpoints). The server sits
 * behind one proxy here (TRUST_PROXY=1), so each test speaks from an address of its own.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: 1 });
});
afterAll(async () => {
  await server?.close();
});

const AUTHORIZE = '/educational/api/public/schools/authorize';
const LINKS = '/educational/api/public/schools/accreditation-requests';

/** A client address no other request of this file used (198.51.0.1 onwards; the database is the file's own). */
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 256)}.${addresses % 256}`;
};

const request = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Carla',
  lastName: 'Menezes',
  rg: '12.345.678-9',
  cpf: '111.444.777-35',
  whatsapp: '(84) 99876-5432',
  personalEmail: 'carla.menezes@example.com',
  schoolEmail: 'secretaria@example.com',
  schoolPhone: '(84) 3222-1100',
  inepCode: '24999005',
  address: 'Avenida Prudente de Morais, 900 - Tirol',
  cep: '59.020-400',
  acceptTerms: true,
  ...overrides,
});

const ask = (body: Record<string, unknown>, address = newAddress()) => api(server, AUTHORIZE, { json: body, headers: { 'x-forwarded-for': address } });
const linkView = async (token: string) => (await api(server, `${LINKS}/${token}`)).json as AccreditationLinkView;
const answer = (token: string, what: 'confirm' | 'decline') => api(server, `${LINKS}/${token}/${what}`, { method: 'POST' });

/** The links of the confirmation e-mails sent to `to`, newest first. */
async function linksSentTo(to: string): Promise<string[]> {
  const mails = (await api(server, `/dev/outbox?to=${encodeURIComponent(to)}`)).json as Array<{ subject: string; links: string[] }>;
  return mails.flatMap((mail) => mail.links).map((link) => link.split('/').pop()!);
}

/** Schools handed to a test already: a request erased after its hours still counted against the school's day. */
const handedOut: number[] = [];

/** Schools of the catalogue no one asked to accredit yet, with an official e-mail, each handed to one test only. */
async function openSchools(count: number) {
  const schools = await schoolsOpenForAccreditation(server.database.db, count, handedOut);
  handedOut.push(...schools.map((school) => school.id));
  return schools.map((school) => ({ id: school.id, inep: school.inepCode!, email: school.email! }));
}

const statusOf = async (id: number) => (await server.database.db.select({ status: institutions.accreditationStatus }).from(institutions).where(eq(institutions.id, id)))[0]!.status;

describe('an accreditation request (POST /educational/api/public/schools/authorize)', () => {
  it('changes nothing until the school confirms it from its official e-mail', async () => {
    const response = await ask(request());
    expect(response.status, response.text).toBe(202);
    const official = schoolEmailOf('24999005');
    expect(response.json).toMatchObject({ school: { inepCode: '24999005', accreditationStatus: 0 }, sentTo: 'se•••@escolas.example', messageKey: 'status:schoolAuthorize.confirmationSent' });
    // The official address is never answered whole, by the request or the school lookup.
    expect(response.text).not.toContain(official);
    expect((await api(server, '/educational/api/public/schools/inep-code/24999005')).text).not.toContain('escolas.example');
    expect(await statusOf(5)).toBe(0);
    expect(await server.database.db.select().from(schoolAccreditations).where(eq(schoolAccreditations.institutionId, 5))).toHaveLength(0);

    // The link went to the school's address on record, not to the one typed in the form.
    const [token] = await linksSentTo(official);
    expect(await linksSentTo('secretaria@example.com')).toEqual([]);
    expect(await linkView(token!)).toMatchObject({ state: 'VALID', school: { inepCode: '24999005' }, director: { firstName: 'Carla', lastName: 'Menezes', personalEmail: 'carla.menezes@example.com' } });

    const confirmed = await answer(token!, 'confirm');
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toEqual({ outcome: 'CONFIRMED', messageKey: 'status:schoolAuthorize.confirmed' });
    expect(await statusOf(5)).toBe(2);
    const [process] = await server.database.db.select().from(schoolAccreditations).where(eq(schoolAccreditations.institutionId, 5));
    expect(process).toMatchObject({ cpf: '11144477735', whatsapp: '84998765432', schoolPhone: '8432221100', cep: '59020400', personalEmail: 'carla.menezes@example.com' });
    // The director hears of it at their personal e-mail.
    const told = (await api(server, `/dev/outbox?to=carla.menezes%40example.com`)).json as Array<{ subject: string }>;
    expect(told[0]!.subject).toContain('confirmou o pedido de credenciamento');

    expect(await linkView(token!)).toEqual({ state: 'CONFIRMED' });
    const again = await answer(token!, 'confirm');
    expect(again.status).toBe(409);
    expect(keysOf(again.json)).toEqual(['requestError:school.accreditationLinkConfirmed']);
    // Now the school has a process: a new request is refused.
    const late = await ask(request({ firstName: 'Outra' }));
    expect(late.status).toBe(409);
    expect(keysOf(late.json)).toEqual(['requestError:school.accreditationInProgress']);
    const accredited = await ask(request({ inepCode: '35999001' }));
    expect(keysOf(accredited.json)).toEqual(['requestError:school.accreditationInProgress']);
  });

  it("never lets a stranger's request block the real director", async () => {
    const [school] = await openSchools(1);
    const stranger = await ask(request({ inepCode: school!.inep, firstName: 'Estranho', personalEmail: 'estranho@example.com' }));
    expect(stranger.status).toBe(202);
    const director = await ask(request({ inepCode: school!.inep }));
    expect(director.status).toBe(202);
    expect(await statusOf(school!.id)).toBe(0);
    const [directorToken, strangerToken] = await linksSentTo(school!.email!);
    expect(await linkView(strangerToken!)).toMatchObject({ state: 'VALID', director: { firstName: 'Estranho' } });
    // The school disowns the stranger's request and confirms the director's.
    expect((await answer(strangerToken!, 'decline')).json).toEqual({ outcome: 'DECLINED', messageKey: 'status:schoolAuthorize.declined' });
    expect(await linkView(strangerToken!)).toEqual({ state: 'DECLINED' });
    expect(keysOf((await answer(strangerToken!, 'confirm')).json)).toEqual(['requestError:school.accreditationLinkDeclined']);
    expect((await answer(directorToken!, 'confirm')).status).toBe(200);
    expect(await statusOf(school!.id)).toBe(2);
  });

  it('starts one process when two requests of a school are confirmed at once, round after round', async () => {
    for (const school of await openSchools(3)) {
      for (let i = 0; i < 3; i += 1) expect((await ask(request({ inepCode: school.inep, firstName: `Diretora${i}` }))).status).toBe(202);
      const tokens = await linksSentTo(school.email!);
      expect(tokens).toHaveLength(3);
      const answers = await Promise.all(tokens.map((token) => answer(token, 'confirm')));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(answers.filter((a) => a.status === 409).flatMap((a) => keysOf(a.json))).toEqual(['requestError:school.accreditationInProgress', 'requestError:school.accreditationInProgress']);
      expect(await server.database.db.select().from(schoolAccreditations).where(eq(schoolAccreditations.institutionId, school.id))).toHaveLength(1);
      // The links not confirmed now say the school has a process.
      const states = await Promise.all(tokens.map(linkView));
      expect(states.map((view) => view.state).sort()).toEqual(['CONFIRMED', 'TAKEN', 'TAKEN']);
    }
  });

  it('sends a school three confirmations a day at most, whoever asks', async () => {
    const [school] = await openSchools(1);
    for (let i = 0; i < 3; i += 1) expect((await ask(request({ inepCode: school!.inep }))).status).toBe(202);
    const fourth = await ask(request({ inepCode: school!.inep }));
    expect(fourth.status).toBe(429);
    expect(keysOf(fourth.json)).toEqual(['requestError:school.accreditationLimit']);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(await linksSentTo(school!.email!)).toHaveLength(3);
  });

  it('takes ten requests a day from one address', async () => {
    const address = newAddress();
    const schools = await openSchools(11);
    for (const school of schools.slice(0, 10)) expect((await ask(request({ inepCode: school.inep }), address)).status).toBe(202);
    const eleventh = await ask(request({ inepCode: schools[10]!.inep }), address);
    expect(eleventh.status).toBe(429);
    expect(keysOf(eleventh.json)).toEqual(['requestError:tooManyRequests']);
    expect(await linksSentTo(schools[10]!.email!)).toEqual([]);
    // Another address is not held back; what a client writes to the left of the proxy's entry is not read.
    expect((await ask(request({ inepCode: schools[10]!.inep }), `${address}, ${newAddress()}`)).status).toBe(202);
  });

  it('sends a school without an official e-mail to the support team', async () => {
    const [school] = await server.database.db
      .select({ inep: institutions.inepCode })
      .from(institutions)
      .where(and(eq(institutions.accreditationStatus, 0), sql`${institutions.id} % ${WITHOUT_EMAIL_EVERY} = 0`))
      .limit(1);
    const response = await ask(request({ inepCode: school!.inep }));
    expect(response.status).toBe(409);
    expect(keysOf(response.json)).toEqual(['requestError:school.noSchoolEmail']);
  });

  it('answers 404 for an unknown INEP code', async () => {
    const response = await ask(request({ inepCode: '11111111' }));
    expect(response.status).toBe(404);
    expect(keysOf(response.json)).toEqual(['requestError:school.inepNotFound']);
  });

  it.each([
    [{ rg: '' }, 'rg', 'validation:rg.required'],
    [{ rg: '<script>' }, 'rg', 'validation:rg.invalid'],
    [{ cpf: '111.444.777-36' }, 'cpf', 'validation:cpf.invalid'],
    [{ whatsapp: '8432221100a' }, 'whatsapp', 'validation:whatsapp.invalid'],
    [{ personalEmail: 'carla' }, 'personalEmail', 'validation:personalEmail.invalid'],
    [{ schoolEmail: undefined }, 'schoolEmail', 'validation:schoolEmail.required'],
    [{ schoolPhone: '3222-1100' }, 'schoolPhone', 'validation:schoolPhone.invalid'],
    [{ inepCode: '2499900' }, 'inepCode', 'validation:inepCode.invalid'],
    [{ cep: '59020-40' }, 'cep', 'validation:cep.invalid'],
    [{ address: '' }, 'address', 'validation:address.required'],
    [{ acceptTerms: false }, 'acceptTerms', 'validation:acceptTerms.required'],
    [{ firstName: '🙂'.repeat(300) }, 'firstName', 'validation:firstName.max'],
  ])('refuses %j on %s', async (overrides, field, messageKey) => {
    const response = await ask(request(overrides));
    expect(response.status).toBe(400);
    expect(fieldsOf(response.json)[field]).toBe(messageKey);
  });

  it('refuses bodies that are not JSON objects', async () => {
    for (const body of ['[1,2]', 'null', '{', '"x"']) {
      const response = await api(server, AUTHORIZE, { method: 'POST', body, headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() } });
      expect(response.status).toBe(400);
      expect(keysOf(response.json)).toEqual(['requestError:malformedBody']);
    }
  });
});

describe("the school's link (…/public/schools/accreditation-requests/{token})", () => {
  it('says an unknown or malformed link is unknown, and takes no answer', async () => {
    for (const token of ['x', 'a'.repeat(43), '%00', 'a'.repeat(500)]) {
      expect(await linkView(token)).toEqual({ state: 'UNKNOWN' });
      const refused = await answer(token, 'confirm');
      expect(refused.status).toBe(404);
      expect(keysOf(refused.json)).toEqual(['requestError:school.accreditationLinkUnknown']);
    }
  });

  it('stops working after 48 hours, and the expired request is erased', async () => {
    const [school] = await openSchools(1);
    expect((await ask(request({ inepCode: school!.inep }))).status).toBe(202);
    const [token] = await linksSentTo(school!.email!);
    await server.database.db.update(schoolAccreditationRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schoolAccreditationRequests.institutionId, school!.id));
    expect(await linkView(token!)).toEqual({ state: 'EXPIRED' });
    const refused = await answer(token!, 'confirm');
    expect(refused.status).toBe(410);
    expect(keysOf(refused.json)).toEqual(['requestError:school.accreditationLinkExpired']);
    expect(await statusOf(school!.id)).toBe(0);
    await purgeExpiredAccreditationRequests(server.database.db);
    expect(await server.database.db.select().from(schoolAccreditationRequests).where(eq(schoolAccreditationRequests.institutionId, school!.id))).toHaveLength(0);
    expect(await linkView(token!)).toEqual({ state: 'UNKNOWN' });
  });
});

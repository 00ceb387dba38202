import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodes, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { Browser, beginSignIn, decodeJwt, pkcePair, refresh, signIn, submitLogin, type Tokens } from './support/browser';
import { keysOf } from './support/events';
import { api, startTestServer } from './support/harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
/** A valid registration form with unique name and e-mail. */
function form(overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`;
  return {
    userName: `novo${suffix}`,
    email: `novo${suffix}@example.com`,
    password: 'Senha123',
    passwordConfirmation: 'Senha123',
    firstName: 'Bianca',
    lastName: 'Rocha',
    birthDate: '10/05/2009',
    role: 'student',
    acceptUseTerms: 'true',
    acceptReceiveNews: 'false',
    stateId: '24',
    cityId: '24002',
    phone: '(19) 99876-5432',
    ...overrides,
  };
}

const register = (fields: Record<string, string>) => api(server, '/records/api/public/account/create', { form: fields });

async function outboxFor(email: string) {
  return (await api(server, `/dev/outbox?to=${encodeURIComponent(email)}`)).json as Array<{ subject: string; links: string[]; text: string }>;
}

describe('POST /records/api/public/account/create', () => {
  it('creates an unverified account from a form body and e-mails a verification link', async () => {
    const fields = form();
    const response = await register(fields);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ userName: fields.userName, email: fields.email, emailVerificationRequired: true, messageKey: 'status:accountRegister.success' });
    const mails = await outboxFor(fields.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirme seu e-mail na Arena Escolar');
    expect(mails[0]!.links[0]).toMatch(/\/realms\/plataforma\/login-actions\/action-token\?key=/);

    const [stored] = await server.database.db.select().from(users).where(eq(users.email, fields.email!));
    expect(stored).toMatchObject({ role: 'STUDENT', birthDate: '2009-05-10', phoneDdd: '19', phoneNumber: '998765432', stateId: 24, cityId: 24002, emailVerified: false });
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.playId).toMatch(new RegExp(`^${fields.userName}#\\d{4}$`));
  });

  it('blocks sign-in until the e-mail is verified, resends the link, then signs in', async () => {
    const fields = form();
    expect((await register(fields)).status).toBe(201);
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    const blocked = await submitLogin(browser, loginPath, fields.email!, fields.password!);
    expect(blocked.response.status).toBe(403);
    const page = await blocked.response.text();
    expect(page).toContain('Confirme seu e-mail para entrar.');
    expect(page).toContain('Reenviar link de confirmação');

    const resent = await browser.postForm(loginPath, { action: 'resend', email: fields.email! });
    expect(resent.status).toBe(200);
    const mails = await outboxFor(fields.email!);
    expect(mails).toHaveLength(2);

    const verified = await fetch(mails[0]!.links[0]!);
    expect(verified.status).toBe(200);
    expect(await verified.text()).toContain('E-mail confirmado!');
    // A link works once.
    expect((await fetch(mails[0]!.links[0]!)).status).toBe(400);

    const tokens = await signIn(server.url, fields.email!, fields.password!);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ userName: fields.userName, role: 'STUDENT', firstAccess: false, schoolLinkStatus: 'NONE' });
  });

  it.each([
    ['educator', 'TEACHER'],
    ['director', 'COORDINATOR'],
  ])('registers role %s as %s', async (role, expected) => {
    const fields = form({ role, birthDate: '1985-02-03' });
    expect((await register(fields)).status).toBe(201);
    const [stored] = await server.database.db.select({ role: users.role }).from(users).where(eq(users.email, fields.email!));
    expect(stored!.role).toBe(expected);
  });

  it('accepts JSON too', async () => {
    const fields = form();
    const response = await api(server, '/records/api/public/account/create', { json: { ...fields, acceptUseTerms: true, stateId: 24, cityId: 24002 } });
    expect(response.status).toBe(201);
  });

  it('honours referrer_id and ignores an unknown one', async () => {
    const referred = form({ referrer_id: '2' });
    expect((await register(referred)).status).toBe(201);
    const stale = form({ referrer_id: '999999' });
    expect((await register(stale)).status).toBe(201);
    const garbled = form({ referrer_id: 'abc' });
    expect((await register(garbled)).status).toBe(201);
    const rows = await server.database.db.select({ email: users.email, referrerId: users.referrerId }).from(users);
    const byEmail = new Map(rows.map((row) => [row.email, row.referrerId]));
    expect(byEmail.get(referred.email!)).toBe(2);
    expect(byEmail.get(stale.email!)).toBeNull();
    expect(byEmail.get(garbled.email!)).toBeNull();
  });

  it('keeps premium for after the guardian consents when a student of 16 or under registers with a code (docs/product/guardians.md, Rules)', async () => {
    const fifteen = `${new Date().getUTCFullYear() - 15}`;
    const response = await register(form({ activationCode: 'DEMO-PREMIUM-0002', birthDate: `01/01/${fifteen}` }));
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual(['validation:activationCode.guardianConsent']);
    const [code] = await server.database.db.select().from(activationCodes).where(eq(activationCodes.code, 'DEMO-PREMIUM-0002'));
    expect(code!.redeemedBy).toBeNull();
  });

  it('redeems an activation code into premium, once', async () => {
    const fields = form({ activationCode: ' demo-premium-0001 ' });
    expect((await register(fields)).status).toBe(201);
    const [stored] = await server.database.db.select().from(users).where(eq(users.email, fields.email!));
    expect(stored!.vipOnce).toBe(true);
    expect(stored!.vipUntil!.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    const [code] = await server.database.db.select().from(activationCodes).where(eq(activationCodes.code, 'DEMO-PREMIUM-0001'));
    expect(code!.redeemedBy).toBe(stored!.id);

    const again = await register(form({ activationCode: 'DEMO-PREMIUM-0001' }));
    expect(again.status).toBe(400);
    expect(keysOf(again.json)).toEqual(['validation:activationCode.notFound']);
  });

  it('refuses an activation code beyond its maximum age', async () => {
    const response = await register(form({ activationCode: 'DEMO-ESCOLA-0001', birthDate: '01/01/1990' }));
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual(['validation:activationCode.userTooOld']);
  });

  it.each([
    [{ userName: 'ab' }, 'validation:userName.min'],
    [{ userName: 'a'.repeat(21) }, 'validation:userName.max'],
    [{ userName: 'com espaco' }, 'validation:userName.blank'],
    [{ userName: '' }, 'validation:userName.required'],
    [{ email: 'nao-e-email' }, 'validation:email.invalid'],
    [{ email: '' }, 'validation:email.required'],
    [{ password: 'Ab1', passwordConfirmation: 'Ab1' }, 'validation:password.min'],
    [{ password: 'senha123', passwordConfirmation: 'senha123' }, 'validation:password.upperCase'],
    [{ password: 'SENHA123', passwordConfirmation: 'SENHA123' }, 'validation:password.lowerCase'],
    [{ password: 'SenhaSem', passwordConfirmation: 'SenhaSem' }, 'validation:password.digit'],
    [{ passwordConfirmation: 'Outra123' }, 'validation:passwordConfirmation.beMatch'],
    [{ firstName: '' }, 'validation:firstName.required'],
    [{ lastName: 'R' }, 'validation:lastName.min'],
    [{ birthDate: '' }, 'validation:birthDate.required'],
    [{ birthDate: '31/02/2005' }, 'validation:birthDate.invalid'],
    [{ birthDate: `01/01/${new Date().getFullYear() - 10}` }, 'validation:birthDate.minAge'],
    [{ phone: '1234' }, 'validation:phone.invalid'],
    [{ role: 'ADMIN' }, 'validation:role.invalid'],
    [{ gender: 'OTHER' }, 'validation:gender.invalid'],
    [{ acceptUseTerms: 'false' }, 'validation:acceptUseTerms.required'],
    [{ acceptUseTerms: 'talvez' }, 'validation:acceptUseTerms.invalid'],
    [{ stateId: '99' }, 'validation:stateId.notFound'],
    [{ cityId: '27001' }, 'validation:cityId.invalid'],
    [{ cityId: '5' }, 'validation:cityId.notFound'],
    [{ cityId: 'abc' }, 'validation:cityId.invalid'],
    [{ activationCode: 'NAO-EXISTE' }, 'validation:activationCode.notFound'],
  ])('refuses %j with %s', async (overrides, messageKey) => {
    const response = await register(form(overrides as Record<string, string>));
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual([messageKey]);
    const [entry] = response.json as Array<{ field: string; code: string }>;
    expect(entry!.field).toBe(messageKey.split(':')[1]!.split('.')[0]);
  });

  it('refuses a taken user name (any case) and a taken e-mail (any case)', async () => {
    const taken = await register(form({ userName: 'PEDRO.DEMO', email: ' ALUNO@example.com ' }));
    expect(taken.status).toBe(400);
    expect(keysOf(taken.json).sort()).toEqual(['validation:email.taken', 'validation:userName.taken']);
  });

  it('reports every failing field at once with details', async () => {
    const response = await register({ acceptUseTerms: 'true', userName: 'x', password: 'abc' });
    expect(response.status).toBe(400);
    const body = response.json as Array<{ field: string; detail?: string }>;
    expect(body.map((e) => e.field)).toEqual(['userName', 'email', 'password', 'firstName', 'lastName', 'birthDate']);
    expect(body.find((e) => e.field === 'userName')!.detail).toBe('3');
  });

  it('answers bad bodies with 400/413/415, never 500', async () => {
    const path = '/records/api/public/account/create';
    const malformed = await api(server, path, { body: '{"userName":', headers: { 'content-type': 'application/json' }, method: 'POST' });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual([{ code: 'malformedBody', messageKey: 'requestError:malformedBody' }]);
    expect((await api(server, path, { json: [1, 2, 3] })).status).toBe(400);
    expect((await api(server, path, { json: null })).status).toBe(400);
    expect((await api(server, path, { body: 'hello', headers: { 'content-type': 'text/plain' }, method: 'POST' })).status).toBe(415);
    expect((await api(server, path, { method: 'POST' })).status).toBe(415);

    const wrongTypes = await api(server, path, { json: { userName: { $ne: 1 }, email: ['a@b.co'], password: 12345678, acceptUseTerms: 'yes', stateId: 1.5 } });
    expect(wrongTypes.status).toBe(400);
    expect(keysOf(wrongTypes.json)).toEqual(expect.arrayContaining(['validation:userName.invalid', 'validation:acceptUseTerms.invalid', 'validation:stateId.invalid']));

    const nul = await api(server, path, { json: { ...form(), acceptUseTerms: true, userName: 'nul\u0000name' } });
    expect(nul.status).toBe(400);
    expect(keysOf(nul.json)).toEqual(['validation:userName.invalid']);
    expect((await api(server, '/dev/outbox?to=%00')).status).toBe(200);

    const huge = await register(form({ firstName: 'A'.repeat(5000) }));
    expect(huge.status).toBe(400);
    expect(keysOf(huge.json)).toEqual(['validation:firstName.max']);

    const tooBig = await api(server, path, { form: form({ firstName: 'A'.repeat(70 * 1024) }) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json).toEqual([{ code: 'payloadTooLarge', messageKey: 'requestError:payloadTooLarge' }]);

    const brokenMultipart = await api(server, path, { body: '--xx\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=yy' }, method: 'POST' });
    expect([400]).toContain(brokenMultipart.status);
  });

  it('accepts a multipart form', async () => {
    const fields = form();
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    const response = await fetch(`${server.url}/records/api/public/account/create`, { method: 'POST', body: data });
    expect(response.status).toBe(201);
  });
});

describe('account commands', () => {
  let tokens: Tokens;
  let email: string;
  beforeAll(async () => {
    const fields = form({ birthDate: '' });
    fields.birthDate = '02/03/2008';
    email = fields.email!;
    expect((await register(fields)).status).toBe(201);
    await server.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    tokens = await signIn(server.url, email, 'Senha123');
  });

  it('edits personal data and answers the updated profile', async () => {
    const response = await api(server, '/records/api/account/edit', {
      method: 'PUT',
      token: tokens.access_token,
      json: { firstName: ' Bia ', lastName: 'Rocha Lima', gender: 'FEMALE', phone: '+55 21 98888-7777', stateId: 18, cityId: 18005, userName: 'ignorado', email: 'outro@example.com' },
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      firstName: 'Bia',
      lastName: 'Rocha Lima',
      gender: 'FEMALE',
      phoneDdd: '21',
      phoneNumber: '988887777',
      city: { id: 18005, name: 'Niterói', state: { id: 18, name: 'Rio de Janeiro' } },
      email,
      birthDate: '2008-03-02',
    });
  });

  it("stores the phone's country calling code (phoneIdd), Brazil's until another is chosen", async () => {
    const edit = (json: Record<string, unknown>) => api(server, '/records/api/account/edit', { method: 'PUT', token: tokens.access_token, json });
    expect((await edit({ firstName: 'Bia', lastName: 'Rocha Lima' })).json).toMatchObject({ phoneIdd: '55' });
    const chosen = await edit({ firstName: 'Bia', lastName: 'Rocha Lima', phoneIdd: '351', phone: '21 98888-7777' });
    expect(chosen.status).toBe(200);
    expect(chosen.json).toMatchObject({ phoneIdd: '351', phoneDdd: '21', phoneNumber: '988887777' });
    expect((await edit({ firstName: 'Bia', lastName: 'Rocha Lima' })).json).toMatchObject({ phoneIdd: '351' });
    expect((await edit({ firstName: 'Bia', lastName: 'Rocha Lima', phoneIdd: '55' })).json).toMatchObject({ phoneIdd: '55' });
  });

  it.each([['0'], ['999'], ['+55'], ['abc']])('refuses the unknown phoneIdd %j on its field', async (phoneIdd) => {
    const response = await api(server, '/records/api/account/edit', { method: 'PUT', token: tokens.access_token, json: { firstName: 'Bia', lastName: 'Rocha', phoneIdd } });
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual(['validation:phoneIdd.invalid']);
  });

  it('a new state sent without a city leaves no city of the old state behind', async () => {
    const edit = (json: Record<string, unknown>) => api(server, '/records/api/account/edit', { method: 'PUT', token: tokens.access_token, json });
    expect((await edit({ firstName: 'Bia', lastName: 'Rocha Lima', stateId: 18, cityId: 18005 })).json).toMatchObject({ city: { id: 18005 } });
    expect((await edit({ firstName: 'Bia', lastName: 'Rocha Lima', stateId: 18 })).json).toMatchObject({ city: { id: 18005 } });
    const moved = await edit({ firstName: 'Bia', lastName: 'Rocha Lima', stateId: 24 });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ city: null });
    const [stored] = await server.database.db.select({ stateId: users.stateId, cityId: users.cityId }).from(users).where(eq(users.email, email));
    expect(stored).toEqual({ stateId: 24, cityId: null });
  });

  it('keeps the birth date locked once set', async () => {
    const response = await api(server, '/records/api/account/edit', { method: 'PUT', token: tokens.access_token, json: { firstName: 'Bia', lastName: 'Rocha', birthDate: '01/01/2000' } });
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual(['validation:birthDate.locked']);
  });

  it.each([
    [{ lastName: 'Rocha' }, 'validation:firstName.required'],
    [{ firstName: 'Bia', lastName: 'Rocha', phone: '999' }, 'validation:phone.invalid'],
    [{ firstName: 'Bia', lastName: 'Rocha', stateId: 1, cityId: 24001 }, 'validation:cityId.invalid'],
    [{ firstName: 'Bia', lastName: 'Rocha', gender: 7 }, 'validation:gender.invalid'],
  ])('refuses the edit %j with %s', async (json, messageKey) => {
    const response = await api(server, '/records/api/account/edit', { method: 'PUT', token: tokens.access_token, json });
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual([messageKey]);
  });

  it('records first access, which the next refreshed token carries', async () => {
    expect(decodeJwt(tokens.access_token).firstAccess).toBe(false);
    const response = await api(server, '/records/api/account/first-access', { method: 'POST', token: tokens.access_token });
    expect(response.status).toBe(200);
    const renewed = (await (await refresh(server.url, tokens.refresh_token)).json()) as Tokens;
    expect(decodeJwt(renewed.access_token).firstAccess).toBe(true);
    tokens = renewed;
  });

  it.each([
    [{ oldPassword: 'Errada123', newPassword: 'Nova1234' }, 'validation:oldPassword.incorrect'],
    [{ oldPassword: 'Senha123', newPassword: 'Senha123' }, 'validation:newPassword.sameAsBefore'],
    [{ oldPassword: 'Senha123', newPassword: 'nova1234' }, 'validation:newPassword.upperCase'],
    [{ oldPassword: 'Senha123', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova4321' }, 'validation:newPasswordConfirmation.beMatch'],
    [{ newPassword: 'Nova1234' }, 'validation:oldPassword.required'],
  ])('refuses the password change %j with %s', async (json, messageKey) => {
    const response = await api(server, '/records/api/account/change-password', { token: tokens.access_token, json });
    expect(response.status).toBe(400);
    expect(keysOf(response.json)).toEqual([messageKey]);
  });

  it('changes the password; the old one stops working', async () => {
    const response = await api(server, '/records/api/account/change-password', { token: tokens.access_token, json: { oldPassword: 'Senha123', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova1234' } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ messageKey: 'status:changePassword.success' });
    await expect(signIn(server.url, email, 'Senha123')).rejects.toThrow(/401/);
    expect((await signIn(server.url, email, 'Nova1234')).access_token).toBeTruthy();
  });

  it.each([
    ['PUT', '/records/api/account/edit'],
    ['POST', '/records/api/account/first-access'],
    ['POST', '/records/api/account/change-password'],
  ])('answers %s %s without a token with 401', async (method, path) => {
    const response = await api(server, path, { method, json: {} });
    expect(response.status).toBe(401);
    expect(response.json).toEqual([{ code: 'invalidToken', messageKey: 'requestError:invalidToken' }]);
  });
});

describe('forgotten password', () => {
  it('e-mails a reset link that sets a new password once', async () => {
    const fields = form();
    expect((await register(fields)).status).toBe(201);
    const browser = new Browser(server.url);
    const page = await browser.get('/realms/plataforma/login-actions/reset-credentials');
    expect(await page.text()).toContain('Esqueceu sua senha?');
    const sent = await browser.postForm('/realms/plataforma/login-actions/reset-credentials', { email: fields.email! });
    expect(await sent.text()).toContain('Se existir uma conta com esse e-mail');
    const unknown = await browser.postForm('/realms/plataforma/login-actions/reset-credentials', { email: 'ninguem-aqui@example.com' });
    expect(await unknown.text()).toContain('Se existir uma conta com esse e-mail');
    expect(await outboxFor('ninguem-aqui@example.com')).toHaveLength(0);

    const [mail] = await outboxFor(fields.email!);
    expect(mail!.subject).toBe('Crie uma nova senha na Arena Escolar');
    const link = new URL(mail!.links[0]!);
    const formPage = await browser.get(link.pathname + link.search);
    expect(await formPage.text()).toContain('Crie uma nova senha');
    const key = link.searchParams.get('key')!;

    const weak = await browser.postForm('/realms/plataforma/login-actions/action-token', { key, password: 'fraca', passwordConfirmation: 'fraca' });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain('A senha precisa ter pelo menos 6 caracteres.');

    const done = await browser.postForm('/realms/plataforma/login-actions/action-token', { key, password: 'Trocada123', passwordConfirmation: 'Trocada123' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Senha alterada!');
    // The reset link also proved the address, so sign-in works right away.
    expect((await signIn(server.url, fields.email!, 'Trocada123')).access_token).toBeTruthy();

    const reused = await browser.postForm('/realms/plataforma/login-actions/action-token', { key, password: 'Outra1234', passwordConfirmation: 'Outra1234' });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain('Link inválido ou expirado');
  });
});

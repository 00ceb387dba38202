import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RegistrationResponse, StatusResponse } from '../../src/contract/account';
import type { FieldError } from '../../src/contract/errors';
import { normalizePhone } from '../../src/domain/masks';
import { onlyDigits } from '../../src/domain/digits';
import { isMinor, validateLegalRepresentative } from '../../src/domain/profile/legal-representative';
import {
  ageOn,
  checkPhone,
  normalizeEmail,
  parseBirthDate,
  registrationRole,
  todayInBrazil,
  validateChangePassword,
  validateRegistration,
  type Gender,
} from '../../src/domain/validation';
import { activationCodes, legalRepresentatives, premiumLicences, users } from '../db/schema';
import { bool, int, mergeIssues, readBody, readFields, text } from '../http/body';
import { ApiError, fail } from '../http/errors';
import { isBannedIdentity } from '../services/moderation';
import type { EndpointGroup } from '../http/types';
import { findAccountByEmail, REGISTRATIONS_PER_ADDRESS, sendVerificationMail, uniquePlayId } from '../services/accounts';
import { enforceLimit } from '../services/rate-limits';
import { countedAddress } from '../http/client-address';
import { isRestricted } from '../../src/domain/guardians/consent';
import { sendGuardianInvitation } from '../services/guardians';
import { hashPassword, verifyPassword } from '../services/passwords';
import { loadProfile } from '../services/profile';
import { checkPlace, personalDataChanges, splitPhone, updatePersonalData } from '../services/personal-data';

const fieldError = (field: string, code: string): FieldError => ({ field, code, messageKey: `validation:${field}.${code}` });

const BRAZIL_IDD = '55';

/** A phone outside Brazil: 6 to 15 digits (E.164) without letters. */
function checkForeignPhone(value: string | undefined) {
  if (value === undefined || value.trim() === '') return { code: 'required' };
  return /[a-z]/i.test(value) || onlyDigits(value).length < 6 || onlyDigits(value).length > 15 ? { code: 'invalid' } : null;
}

const legalRepresentativeExists = () => fail.conflict('legalRepresentativeExists', 'requestError:legalRepresentative.alreadyExists');

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

export const accountRoutes: EndpointGroup = {
  name: 'account',
  register(app, { db, config, authenticate }) {
    // Registration is a public form post (docs/product/account.md, API).
    app.post('/records/api/public/account/create', async (c) => {
      const body = await readBody(c, ['form', 'json']);
      const { values, issues: typeIssues } = readFields(body, {
        userName: text(100),
        email: text(320),
        password: text(256),
        passwordConfirmation: text(256),
        firstName: text(200),
        lastName: text(200),
        birthDate: text(20),
        role: text(20),
        gender: text(20),
        phone: text(30),
        stateId: int(),
        cityId: int(1, 99_999_999),
        acceptUseTerms: bool(),
        acceptReceiveNews: bool(),
        activationCode: text(64),
        referrer_id: text(20),
      });
      const today = todayInBrazil();
      let issues = mergeIssues(typeIssues, validateRegistration({ ...values, acceptUseTerms: values.acceptUseTerms ?? false }, today));
      issues = mergeIssues(issues, await checkPlace(db, values.stateId, values.cityId));

      const email = values.email ? normalizeEmail(values.email) : '';
      const userName = values.userName ?? '';
      if (!issues.some((i) => i.field === 'userName')) {
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.userName})`, userName.toLowerCase()));
        if (taken) issues.push(fieldError('userName', 'taken'));
      }
      if (!issues.some((i) => i.field === 'email')) {
        if (await findAccountByEmail(db, email)) issues.push(fieldError('email', 'taken'));
        // A banned account's e-mail stays out even once the account is gone (docs/product/moderation.md, Sanctions).
        else if (await isBannedIdentity(db, 'EMAIL', email)) issues.push(fieldError('email', 'banned'));
      }

      const code = values.activationCode?.trim().toUpperCase() || undefined;
      let codeMonths = 0;
      if (code && !issues.some((i) => i.field === 'activationCode')) {
        const [found] = await db.select().from(activationCodes).where(eq(activationCodes.code, code));
        const birthDate = values.birthDate ? parseBirthDate(values.birthDate) : null;
        if (!found || found.redeemedBy !== null) issues.push(fieldError('activationCode', 'notFound'));
        else if (found.maxAge !== null && birthDate && ageOn(birthDate, today) > found.maxAge) issues.push(fieldError('activationCode', 'userTooOld'));
        // A new student of 16 or under has no guardian's consent yet, and premium waits for it (docs/product/guardians.md, Rules).
        else if (isRestricted(registrationRole(values.role ?? 'student'), birthDate, today, 0)) issues.push(fieldError('activationCode', 'guardianConsent'));
        else codeMonths = found.months;
      }
      if (issues.length > 0) throw fail.validation(issues);
      // A valid registration counts against its network address's hour.
      const address = countedAddress(c, config);
      if (address) await enforceLimit(db, REGISTRATIONS_PER_ADDRESS, address);

      // A referral link that is stale or garbled must not stop anyone from registering.
      let referrerId: number | null = null;
      if (values.referrer_id && /^\d{1,10}$/.test(values.referrer_id.trim())) {
        const [referrer] = await db.select({ id: users.id }).from(users).where(eq(users.id, Number(values.referrer_id.trim())));
        referrerId = referrer?.id ?? null;
      }

      const passwordHash = await hashPassword(values.password!);
      const playId = await uniquePlayId(db, userName);
      let created: { id: number; email: string; firstName: string };
      try {
        created = await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              userName,
              email,
              passwordHash,
              firstName: values.firstName!.trim(),
              lastName: values.lastName!.trim(),
              role: registrationRole(values.role ?? 'student'),
              birthDate: parseBirthDate(values.birthDate!),
              gender: (values.gender?.trim() || null) as Gender | null,
              ...splitPhone(values.phone),
              stateId: values.stateId ?? null,
              cityId: values.cityId ?? null,
              playId,
              referrerId,
              acceptUseTerms: true,
              acceptReceiveNews: values.acceptReceiveNews ?? false,
              vipUntil: code ? sql`now() + make_interval(months => ${codeMonths})` : null,
              vipOnce: Boolean(code),
            })
            .returning({ id: users.id, email: users.email, firstName: users.firstName });
          if (code) {
            const redeemed = await tx
              .update(activationCodes)
              .set({ redeemedBy: user!.id, redeemedAt: sql`now()` })
              .where(and(eq(activationCodes.code, code), isNull(activationCodes.redeemedBy)))
              .returning({ code: activationCodes.code });
            if (redeemed.length === 0) throw fail.validation([fieldError('activationCode', 'notFound')]);
            await tx.insert(premiumLicences).values({ userId: user!.id, code, endsAt: sql`now() + make_interval(months => ${codeMonths})` });
          }
          await sendVerificationMail(tx, config.publicOrigin, user!);
          return user!;
        });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        // Two registrations raced for the same name or e-mail.
        if (isUniqueViolation(error)) throw fail.validation([fieldError('email', 'taken')]);
        throw error;
      }
      const response: RegistrationResponse = {
        id: created.id,
        userName,
        email: created.email,
        emailVerificationRequired: true,
        messageKey: 'status:accountRegister.success',
      };
      return c.json(response, 201);
    });

    app.put('/records/api/account/edit', async (c) => {
      const { userId } = await authenticate(c);
      const changes = await personalDataChanges(db, userId, await readBody(c, ['json']));
      await db.transaction((tx) => updatePersonalData(tx, userId, changes));
      return c.json(await loadProfile(db, userId));
    });

    app.post('/records/api/account/phone', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const { values, issues } = readFields(body, { phoneIdd: text(8), phone: text(30), phoneDdd: text(4), phoneNumber: text(20) });
      const idd = values.phoneIdd === undefined || values.phoneIdd.trim() === '' ? BRAZIL_IDD : onlyDigits(values.phoneIdd);
      if (!issues.some((i) => i.field === 'phoneIdd') && !/^\d{1,3}$/.test(idd)) issues.push(fieldError('phoneIdd', 'invalid'));
      const phone = values.phone ?? (values.phoneDdd !== undefined || values.phoneNumber !== undefined ? `${values.phoneDdd ?? ''}${values.phoneNumber ?? ''}` : undefined);
      if (!issues.some((i) => i.field === 'phone')) {
        const found = idd === BRAZIL_IDD ? checkPhone(phone) : checkForeignPhone(phone);
        if (found) issues.push(fieldError('phone', found.code));
      }
      if (issues.length > 0) throw fail.validation(issues);
      const changes = idd === BRAZIL_IDD ? { phoneIdd: idd, ...splitPhone(phone) } : { phoneIdd: idd, phoneDdd: null, phoneNumber: onlyDigits(phone!) };
      await db.transaction((tx) => updatePersonalData(tx, userId, changes));
      return c.json(await loadProfile(db, userId));
    });

    app.post('/records/api/account/legal-representative', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const { values, issues: typeIssues } = readFields(body, {
        userName: text(100),
        firstName: text(200),
        lastName: text(200),
        cpf: text(30),
        whatsapp: text(30),
        phoneDdd: text(4),
        phoneNumber: text(20),
        email: text(320),
        acceptImageStudentTerms: bool(),
      });
      const [student] = await db.select({ email: users.email, birthDate: users.birthDate, firstName: users.firstName }).from(users).where(eq(users.id, userId));
      if (!student) throw fail.unauthorized();
      // An adult student answers for themselves (docs/product/profile.md, Errors).
      if (!isMinor(student.birthDate, todayInBrazil())) throw new ApiError(403, [{ code: 'legalAge', messageKey: 'requestError:legalRepresentative.legalAge' }]);
      const [existing] = await db.select({ userId: legalRepresentatives.userId }).from(legalRepresentatives).where(eq(legalRepresentatives.userId, userId));
      if (existing) throw legalRepresentativeExists();
      const whatsapp = values.whatsapp ?? (values.phoneDdd !== undefined || values.phoneNumber !== undefined ? `${values.phoneDdd ?? ''}${values.phoneNumber ?? ''}` : undefined);
      const issues = mergeIssues(typeIssues, validateLegalRepresentative({ ...values, whatsapp }, student.email));
      // A banned guardian's CPF cannot answer for a minor again (docs/product/moderation.md, Sanctions).
      if (!issues.some((i) => i.field === 'cpf') && (await isBannedIdentity(db, 'CPF', values.cpf ?? ''))) issues.push(fieldError('cpf', 'banned'));
      if (issues.length > 0) throw fail.validation(issues);
      const phone = normalizePhone(whatsapp!);
      const inserted = await db.transaction(async (tx) => {
        // The primary key on the student settles two requests racing: the second is refused.
        const [representative] = await tx
          .insert(legalRepresentatives)
          .values({
            userId,
            userName: values.userName!.trim(),
            firstName: values.firstName!.trim(),
            lastName: values.lastName!.trim(),
            cpf: onlyDigits(values.cpf!),
            phoneDdd: phone.slice(0, 2),
            phoneNumber: phone.slice(2),
            email: normalizeEmail(values.email!),
            acceptImageStudentTerms: true,
          })
          .onConflictDoNothing()
          .returning({ firstName: legalRepresentatives.firstName, email: legalRepresentatives.email });
        // The guardian gets the consent link at once; it counts as the first of the day (docs/product/guardians.md, Rules).
        if (representative) await sendGuardianInvitation(tx, config.publicOrigin, { id: userId, firstName: student.firstName }, representative);
        return representative;
      });
      if (!inserted) throw legalRepresentativeExists();
      return c.json(await loadProfile(db, userId), 201);
    });

    app.post('/records/api/account/first-access', async (c) => {
      const { userId } = await authenticate(c);
      await db
        .update(users)
        .set({ firstAccessAt: sql`coalesce(${users.firstAccessAt}, now())` })
        .where(eq(users.id, userId));
      const body: StatusResponse = { messageKey: 'status:default.success' };
      return c.json(body);
    });

    app.post('/records/api/account/change-password', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json', 'form']);
      const { values, issues: typeIssues } = readFields(body, {
        oldPassword: text(256),
        newPassword: text(256),
        newPasswordConfirmation: text(256),
      });
      const issues = mergeIssues(typeIssues, validateChangePassword(values));
      if (issues.length > 0) throw fail.validation(issues);
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw fail.unauthorized();
      if (!(await verifyPassword(user.passwordHash, values.oldPassword!))) throw fail.validation([fieldError('oldPassword', 'incorrect')]);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(values.newPassword!) })
        .where(eq(users.id, userId));
      const response: StatusResponse = { messageKey: 'status:changePassword.success' };
      return c.json(response);
    });
  },
};

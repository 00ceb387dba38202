import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { deliverDueMail, GIVE_UP_AFTER_MS, MAX_ATTEMPTS, smtpSender } from '../../server/services/mail-delivery';
import { sendMail } from '../../server/services/mail';
import { configFromEnv } from '../../server/config';
import { api, startTestServer, suiteServer } from './support/harness';
import { newAccount } from './support/users';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port (the protocol the product speaks to any mail provider), recording what it accepts. */
async function smtpStandIn(refuse: (to: string) => boolean = () => false) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse(address.address)) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const suite = suiteServer();

const db = () => suite().database.db;
const FROM = 'Arena Escolar <nao-responda@arenaescolar.example>';

/** A mail written as the product writes it; answers its row's id. */
async function written(to: string, subject = 'Assunto de teste', createdAt?: Date): Promise<number> {
  await sendMail(db(), { to, subject, text: `Olá!\n\nAbra https://arena.example/x para ${to}.`, links: ['https://arena.example/x'] });
  const [row] = await db().select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);
  if (createdAt) await db().update(mailOutbox).set({ createdAt, nextAttemptAt: createdAt }).where(eq(mailOutbox.id, row!.id));
  return row!.id;
}

const rowsOf = (ids: number[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);

/**
 * Delivery passes at `now` until `done` holds: rows other suites wrote (on a shared PostgreSQL)
 * may be due first, 20 a pass.
 */
async function passUntil(send: Parameters<typeof deliverDueMail>[1], done: () => Promise<boolean>, now?: Date): Promise<void> {
  for (let pass = 0; pass < 30; pass += 1) {
    await deliverDueMail(db(), send, now);
    if (await done()) return;
  }
  throw new Error('still not delivered after 30 passes');
}

describe('the mail server (docs/decisions.md, Mail)', () => {
  it('MAIL_URL and MAIL_FROM configure it; anything but an SMTP address is refused at start', () => {
    expect(configFromEnv({ MAIL_URL: 'smtp://user:secret@mail.example:587' }).mail).toEqual({ url: 'smtp://user:secret@mail.example:587', from: FROM });
    expect(configFromEnv({ MAIL_URL: 'smtps://mail.example', MAIL_FROM: 'Escola <a@b.example>' }).mail).toEqual({ url: 'smtps://mail.example', from: 'Escola <a@b.example>' });
    expect(configFromEnv({}).mail).toBeUndefined();
    expect(() => configFromEnv({ MAIL_URL: 'http://user:secret@mail.example' })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => configFromEnv({ MAIL_URL: 'http://user:secret@mail.example' })).not.toThrow(/secret/);
  });

  it('sends what a flow wrote, over SMTP, once, from the configured sender', async () => {
    const smtp = await smtpStandIn();
    const sender = smtpSender({ url: smtp.url, from: FROM });
    try {
      // A minor names a guardian: the consent mail is written in that transaction.
      const minor = await newAccount(suite(), { age: 15, guardian: false });
      const saved = await api(suite(), '/records/api/account/legal-representative', {
        token: minor.access_token,
        json: { userName: 'mae.teste', firstName: 'Marta', lastName: 'Souza', cpf: '52998224725', whatsapp: '11987651234', email: `marta.${minor.userId}@example.com`, acceptImageStudentTerms: true },
      });
      expect(saved.status).toBe(201);
      await passUntil(sender.send, async () => smtp.received.some((mail) => mail.to.includes(`marta.${minor.userId}@example.com`)));
      const mail = smtp.received.find((m) => m.to.includes(`marta.${minor.userId}@example.com`))!;
      expect(mail.from).toBe('nao-responda@arenaescolar.example');
      expect(mail.raw).toMatch(/^From: Arena Escolar <nao-responda@arenaescolar\.example>/m);
      expect(mail.raw).toContain('/guardian/consent/');
      const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, `marta.${minor.userId}@example.com`));
      expect(row!.sentAt).not.toBeNull();
      expect(row!.attempts).toBe(1);

      // A second pass sends nothing again.
      await deliverDueMail(db(), sender.send);
      expect(smtp.received.filter((m) => m.to.includes(`marta.${minor.userId}@example.com`))).toHaveLength(1);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('a refused message waits longer after each try and is given up after 5; one older than a day is given up unsent', async () => {
    const smtp = await smtpStandIn((to) => to.startsWith('recusa.'));
    const sender = smtpSender({ url: smtp.url, from: FROM });
    try {
      const refused = await written(`recusa.${Date.now()}@example.com`);
      const stale = await written(`antigo.${Date.now()}@example.com`, 'Antigo', new Date(Date.now() - GIVE_UP_AFTER_MS - 60_000));
      let now = Date.now();
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        await passUntil(sender.send, async () => (await rowsOf([refused]))[0]!.attempts === attempt, new Date(now));
        const [row] = await rowsOf([refused]);
        expect(row).toMatchObject({ attempts: attempt, sentAt: null });
        expect(row!.lastError).toMatch(/mailbox unavailable/);
        if (attempt < MAX_ATTEMPTS) {
          expect(row!.failedAt).toBeNull();
          // Not tried again before its time: 1, 2, 4, 8 minutes.
          const wait = row!.nextAttemptAt.getTime() - now;
          expect(wait).toBe(60_000 * 2 ** (attempt - 1));
          await deliverDueMail(db(), sender.send, new Date(now + wait - 1000));
          expect((await rowsOf([refused]))[0]!.attempts).toBe(attempt);
          now += wait;
        } else expect(row!.failedAt).not.toBeNull();
      }
      const [old] = await rowsOf([stale]);
      expect(old).toMatchObject({ sentAt: null, attempts: 0, lastError: 'not delivered within a day' });
      expect(old!.failedAt).not.toBeNull();
      expect(smtp.received.some((m) => m.to.some((to) => to.startsWith('antigo.')))).toBe(false);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('two delivery passes at once (two servers on one database) send each message once', async () => {
    const smtp = await smtpStandIn();
    const senders = [smtpSender({ url: smtp.url, from: FROM }), smtpSender({ url: smtp.url, from: FROM })];
    try {
      for (let round = 0; round < 5; round += 1) {
        const tag = `${Date.now()}.${round}`;
        const ids = await Promise.all([1, 2, 3].map((n) => written(`par${n}.${tag}@example.com`)));
        for (let pass = 0; pass < 30 && (await rowsOf(ids)).some((row) => row.sentAt === null); pass += 1) {
          await Promise.all(senders.map((sender) => deliverDueMail(db(), sender.send)));
        }
        const rows = await rowsOf(ids);
        expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
        for (let n = 1; n <= 3; n += 1) expect(smtp.received.filter((m) => m.to.includes(`par${n}.${tag}@example.com`))).toHaveLength(1);
      }
    } finally {
      senders.forEach((sender) => sender.close());
      await smtp.close();
    }
  });

  it('a server started with a mail server delivers by itself', async () => {
    const smtp = await smtpStandIn();
    const delivering = await startTestServer({ mail: { url: smtp.url, from: FROM } });
    try {
      const to = `sozinho.${Date.now()}@example.com`;
      await sendMail(delivering.database.db, { to, subject: 'Entregue pelo servidor', text: 'Olá.', links: [] });
      await expect.poll(() => smtp.received.some((mail) => mail.to.includes(to)), { timeout: 20_000 }).toBe(true);
    } finally {
      await delivering.close();
      await smtp.close();
    }
  });
});

import { createTransport } from 'nodemailer';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

/**
 * Delivering the outbox (docs/decisions.md, Mail): every e-mail is first a row of mail_outbox,
 * written in the transaction that decided to send it, so a rolled-back decision sends nothing.
 * With a mail server configured, this loop claims the rows due, sends each over SMTP and marks
 * it. Several servers on one database share the work: a row claimed by one is skipped by the others.
 */

/** Where mail goes: an SMTP address (`smtp://user:pass@host:587`, `smtps://…` for TLS) and the sender. */
export interface MailTransportConfig {
  url: string;
  from: string;
}

export interface OutgoingRow {
  id: number;
  to: string;
  subject: string;
  text: string;
}

/** Hands one message to the mail server; throws when it is refused or cannot be reached. */
export type SendOne = (mail: OutgoingRow) => Promise<void>;

/** Rows claimed per pass. */
const BATCH = 20;
/** Tries before a message is given up. */
export const MAX_ATTEMPTS = 5;
/** A message not delivered within this long is given up: its links would be stale anyway. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/**
 * One pass: claims up to 20 rows due (each claim counts as an attempt and pushes the next one
 * back, so a server that dies mid-send leaves the row to be tried again later), sends them and
 * records the outcome. Answers how many were sent and how many given up.
 */
export async function deliverDueMail(db: Database, send: SendOne, now = new Date()): Promise<{ sent: number; failed: number }> {
  const cutoff = new Date(now.getTime() - GIVE_UP_AFTER_MS);
  // Too old to be worth sending.
  await db
    .update(mailOutbox)
    .set({ failedAt: now, lastError: 'not delivered within a day' })
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.createdAt, cutoff)));

  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, now), gt(mailOutbox.createdAt, cutoff)))
      .orderBy(mailOutbox.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        // The wait before the next try doubles: 1, 2, 4, 8 minutes.
        nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => 60 * power(2, ${mailOutbox.attempts}))`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.text, attempts: mailOutbox.attempts });
  });

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await send(row);
      await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const givenUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ lastError: String((error as Error)?.message ?? error).slice(0, 500), ...(givenUp ? { failedAt: new Date() } : {}) })
        .where(eq(mailOutbox.id, row.id));
      if (givenUp) failed += 1;
    }
  }
  return { sent, failed };
}

/** An SMTP sender for the configured server, plain text with the configured sender. */
export function smtpSender(config: MailTransportConfig): { send: SendOne; close(): void } {
  const transport = createTransport(config.url);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/**
 * Runs a pass every `everyMs` (and one at once) until stopped; never keeps the process alive. A pass
 * that fails (the database away) is tried again on the next tick.
 */
export function startMailDelivery(db: Database, config: MailTransportConfig, everyMs = 5_000): { stop(): void } {
  const sender = smtpSender(config);
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await deliverDueMail(db, sender.send);
    } catch {
      // The next tick tries again.
    } finally {
      busy = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      sender.close();
    },
  };
}

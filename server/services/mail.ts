import type { Executor } from '../db/executor';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * Sends an e-mail: writes it to the outbox in the caller's transaction, so it leaves only if what
 * it announces is stored. The delivery loop hands it to the mail server when one is configured
 * (server/services/mail-delivery.ts); without one it stays in the outbox (GET /dev/outbox).
 */
export async function sendMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, text: mail.text, links: mail.links });
}

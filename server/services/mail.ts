import type { Executor } from '../db/executor';
import { mailOutbox } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Sends an e-mail. No mail server exists locally: every message lands in the outbox table. */
export async function sendMail(db: Executor, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, text: mail.text, links: mail.links });
}

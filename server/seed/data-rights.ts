import { deletionRequests, notifications, users } from '../db/schema';
import { DELETION_GRACE_DAYS } from '../../src/domain/data-rights/deletion';
import { t } from '../messages';
import { brazilDateTime } from '../services/moderation';
import { hashPassword } from '../services/passwords';
import { bornYearsAgo, DEMO_PASSWORD } from './demo-accounts';
import type { Seed } from './seed';

/** The demo account whose erasure is scheduled (docs/product/data-rights.md, Demo data). */
export const DELETION_DEMO_ACCOUNT = 'exclusao.agendada@example.com';

const DAY = 86_400_000;

/**
 * Marina, 20, asked two days ago for her account to be erased: "Meus dados" shows the day of the
 * erasure and the way to cancel it. Left alone, the hourly sweep erases her account five days
 * after seeding, as it would anyone's.
 */
export const dataRightsSeed: Seed = {
  name: 'data-rights',
  async run(db) {
    const now = Date.now();
    const [marina] = await db
      .insert(users)
      .values({
        userName: 'marina.exclusao',
        email: DELETION_DEMO_ACCOUNT,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerified: true,
        firstName: 'Marina',
        lastName: 'Alves (demo)',
        role: 'STUDENT',
        birthDate: bornYearsAgo(20),
        playId: 'MarinaAlves#2207',
        acceptUseTerms: true,
        firstAccessAt: new Date(now - 90 * DAY),
      })
      .returning({ id: users.id });
    const requestedAt = new Date(now - 2 * DAY);
    const dueAt = new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * DAY);
    await db.insert(deletionRequests).values({ userId: marina!.id, requestedBy: marina!.id, requestedAt, dueAt });
    await db.insert(notifications).values({
      userId: marina!.id,
      title: t('notification_deletion_requested_title'),
      text: t('notification_deletion_requested_self', { due: brazilDateTime(dueAt) }),
      targetKey: '/profile/my-data',
      insertTime: requestedAt,
    });
  },
};

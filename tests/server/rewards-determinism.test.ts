import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodes, rewardActivities, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { jsonCaller, startTestServer } from './support/harness';
import { newAccount } from './support/users';

/**
 * No reward depends on chance or on payment (docs/product/guardians.md, Safe defaults; docs/product/rewards.md):
 * every piece of code that grants or shows a reward is free of random numbers, and buying Premium
 * grants nothing.
 */

const root = join(import.meta.dirname, '../..');
const CHANCE = /Math\.random|\brandom(Int|Bytes|UUID|Fill)\b|getRandomValues|crypto\.random/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The server modules that grant rewards: the reward services and whoever imports them (demo data aside). */
function grantingModules(): string[] {
  const services = ['server/services/rewards.ts', 'server/services/quest-rewards.ts'];
  const importers = filesUnder('server').filter((file) => {
    if (file.startsWith(join('server', 'seed'))) return false;
    return /from '(\.\.?\/)+(services\/)?(rewards|quest-rewards)'/.test(readFileSync(join(root, file), 'utf8'));
  });
  return [...new Set([...services, ...importers])].sort();
}

describe('rewards never depend on chance', () => {
  it('finds every server module that grants a reward', () => {
    // Guards the scan itself: the known granters must be among what it finds.
    expect(grantingModules()).toEqual(
      expect.arrayContaining([
        'server/routes/avatar.ts',
        'server/routes/school-links.ts',
        'server/services/journeys.ts',
        'server/services/personal-data.ts',
        'server/services/play/organiser.ts',
        'server/services/quest-rewards.ts',
        'server/services/referrals.ts',
        'server/services/rewards.ts',
      ]),
    );
  });

  it('no module that grants, computes or shows a reward draws a random number', () => {
    const modules = [...grantingModules(), ...filesUnder('src/domain/rewards'), ...filesUnder('src/machines/rewards'), ...filesUnder('src/ui/rewards')];
    const chancy = modules.filter((file) => CHANCE.test(readFileSync(join(root, file), 'utf8'))).map((file) => relative(root, join(root, file)));
    expect(chancy).toEqual([]);
  });
});

describe('rewards are never bought', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('redeeming Premium grants no EXP, MatchPoints or reward activity', async () => {
    const call = jsonCaller(() => server);
    const student = await newAccount(server, { age: 17 });
    const db = server.database.db;
    const before = await db.select({ experience: users.experience }).from(users).where(eq(users.id, student.userId));
    const code = `PAGO-${randomBytes(4).toString('hex').toUpperCase()}`;
    await db.insert(activationCodes).values({ code, months: 12 });
    expect((await call('PUT', `/records/api/activation-licence/${code}/redeem`, student.access_token)).status).toBe(200);
    expect(await db.select({ experience: users.experience }).from(users).where(eq(users.id, student.userId))).toEqual(before);
    expect(await db.select().from(rewardActivities).where(eq(rewardActivities.userId, student.userId))).toEqual([]);
  });
});

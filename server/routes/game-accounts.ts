import { eq } from 'drizzle-orm';
import type { GameAccounts, LinkGameAccountResponse } from '../../src/contract/game-accounts';
import { users } from '../db/schema';
import { readBody, readFields, text } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { linkEpicAccount } from '../services/game-accounts';

/** The user's game accounts (docs/product/game-accounts.md, API): the Epic account id. */
export const gameAccountRoutes: EndpointGroup = {
  name: 'game-accounts',
  register(app, { db, authenticate }) {
    app.get('/records/api/account/games', async (c) => {
      const { userId } = await authenticate(c);
      const [user] = await db.select({ epicAccountId: users.epicAccountId }).from(users).where(eq(users.id, userId));
      if (!user) throw fail.unauthorized();
      const body: GameAccounts = { epicAccountId: user.epicAccountId };
      return c.json(body);
    });

    app.post('/records/api/account/games', async (c) => {
      const { userId } = await authenticate(c);
      const { values, issues } = readFields(await readBody(c), { epicAccountId: text(64) });
      if (issues.length > 0) throw fail.validation(issues);
      const epicAccountId = await db.transaction((tx) => linkEpicAccount(tx, userId, values.epicAccountId));
      const body: LinkGameAccountResponse = { epicAccountId, messageKey: 'status:gameAccount.linked' };
      return c.json(body);
    });
  },
};

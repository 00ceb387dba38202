import { eq } from 'drizzle-orm';
import type { DiscordProfile, LinkDiscordResponse, UnlinkDiscordResponse } from '../../src/contract/game-accounts';
import { discordConfig } from '../config';
import { discordAccounts } from '../db/schema';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { exchangeDiscordCode, linkDiscordAccount, unlinkDiscordAccount } from '../services/discord';

/** OAuth codes are short opaque strings; anything else is not worth a call to Discord. */
const CODE = /^[A-Za-z0-9._~-]{1,512}$/;

/**
 * The user's Discord account (docs/product/game-accounts.md, States and API):
 *   GET    /records/api/discord/profile            {accountId, accountDetail} (nulls when none)
 *   POST   /records/api/discord/profile?code=…     exchanges the code with Discord and links the account
 *   DELETE /records/api/discord/profile            disconnects it
 */
export const discordRoutes: EndpointGroup = {
  name: 'discord',
  register(app, { db, config, authenticate }) {
    app.get('/records/api/discord/profile', async (c) => {
      const { userId } = await authenticate(c);
      const [row] = await db.select().from(discordAccounts).where(eq(discordAccounts.userId, userId));
      const body: DiscordProfile = { accountId: row?.accountId ?? null, accountDetail: row?.accountDetail ?? null };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });

    app.post('/records/api/discord/profile', async (c) => {
      const { userId } = await authenticate(c);
      const code = c.req.query('code') ?? '';
      if (code === '') throw fail.field('code', 'required');
      if (!CODE.test(code)) throw fail.field('code', 'invalid');
      // The code is spent at Discord before anything is stored: a refusal below leaves nothing behind.
      const identity = await exchangeDiscordCode(discordConfig(config), code);
      const linked = await db.transaction((tx) => linkDiscordAccount(tx, userId, identity));
      const body: LinkDiscordResponse = { ...linked, messageKey: 'status:discord.linked' };
      return c.json(body);
    });

    app.delete('/records/api/discord/profile', async (c) => {
      const { userId } = await authenticate(c);
      const removed = await db.transaction((tx) => unlinkDiscordAccount(tx, userId));
      if (!removed) throw fail.notFound('requestError:discord.notLinked', 'discordNotLinked');
      const body: UnlinkDiscordResponse = { messageKey: 'status:discord.disconnected' };
      return c.json(body);
    });
  },
};

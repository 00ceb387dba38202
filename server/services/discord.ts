import { and, eq } from 'drizzle-orm';
import type { DiscordConfig } from '../config';
import type { Executor } from '../db/executor';
import { discordAccounts, users } from '../db/schema';
import { fail } from '../http/errors';

export const DISCORD_ALREADY_LINKED = 'requestError:discord.alreadyLinked';
export const DISCORD_USER_HAS_ACCOUNT = 'requestError:discord.userAlreadyLinked';
export const DISCORD_INVALID_CODE = 'requestError:discord.invalidCode';
export const DISCORD_UNAVAILABLE = 'requestError:discord.unavailable';

const EXCHANGE_TIMEOUT_MS = 10_000;

export interface DiscordIdentity {
  accountId: string;
  accountDetail: string;
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/**
 * Exchanges an authorization code at Discord's token endpoint, then asks the user endpoint who it
 * belongs to (OAuth2 authorization-code grant, scope identify). A code Discord refuses (forged,
 * replayed, expired, or issued for another redirect) is `requestError:discord.invalidCode`; Discord
 * out of reach or answering nonsense is `requestError:discord.unavailable` (502).
 */
export async function exchangeDiscordCode(discord: DiscordConfig, code: string): Promise<DiscordIdentity> {
  const call = async (url: string, init: RequestInit) => {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS), redirect: 'error' });
    } catch {
      throw fail.badGateway('discordUnavailable', DISCORD_UNAVAILABLE);
    }
  };
  const tokenAnswer = await call(discord.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: discord.redirectUri,
      client_id: discord.clientId,
      client_secret: discord.clientSecret,
    }).toString(),
  });
  const token = (await tokenAnswer.json().catch(() => null)) as { access_token?: unknown; error?: unknown } | null;
  if (tokenAnswer.status === 400 && token?.error === 'invalid_grant') throw fail.badRequest('discordInvalidCode', DISCORD_INVALID_CODE);
  if (!tokenAnswer.ok || typeof token?.access_token !== 'string') throw fail.badGateway('discordUnavailable', DISCORD_UNAVAILABLE);

  const userAnswer = await call(discord.userUrl, { headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' } });
  const user = (await userAnswer.json().catch(() => null)) as { id?: unknown; username?: unknown; global_name?: unknown } | null;
  if (!userAnswer.ok || typeof user?.id !== 'string' || !/^\d{1,25}$/.test(user.id) || typeof user.username !== 'string') {
    throw fail.badGateway('discordUnavailable', DISCORD_UNAVAILABLE);
  }
  const name = typeof user.global_name === 'string' && user.global_name.trim() ? user.global_name : user.username;
  return { accountId: user.id, accountDetail: name.slice(0, 100) };
}

/**
 * Links a Discord account to the user: one per user (another one must be disconnected first) and
 * one user per Discord account (`requestError:discord.alreadyLinked`). Linking the same account
 * again is accepted. users.discord_id follows, so the next token carries discordId.
 */
export async function linkDiscordAccount(db: Executor, userId: number, identity: DiscordIdentity): Promise<DiscordIdentity> {
  const [mine] = await db.select().from(discordAccounts).where(eq(discordAccounts.userId, userId)).for('update');
  if (mine) {
    if (mine.accountId !== identity.accountId) throw fail.conflict('discordUserAlreadyLinked', DISCORD_USER_HAS_ACCOUNT);
    await db.update(discordAccounts).set({ accountDetail: identity.accountDetail }).where(eq(discordAccounts.userId, userId));
    return identity;
  }
  const [taken] = await db.select({ userId: discordAccounts.userId }).from(discordAccounts).where(eq(discordAccounts.accountId, identity.accountId));
  if (taken) throw fail.conflict('discordAlreadyLinked', DISCORD_ALREADY_LINKED);
  try {
    await db.insert(discordAccounts).values({ userId, ...identity });
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.conflict('discordAlreadyLinked', DISCORD_ALREADY_LINKED);
    throw error;
  }
  await db.update(users).set({ discordId: identity.accountId }).where(eq(users.id, userId));
  return identity;
}

/** Removes the user's Discord account; answers whether there was one. */
export async function unlinkDiscordAccount(db: Executor, userId: number): Promise<boolean> {
  const removed = await db.delete(discordAccounts).where(and(eq(discordAccounts.userId, userId))).returning({ userId: discordAccounts.userId });
  await db.update(users).set({ discordId: null }).where(eq(users.id, userId));
  return removed.length > 0;
}

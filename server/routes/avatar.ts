import { eq } from 'drizzle-orm';
import type { FieldError } from '../../src/contract/errors';
import { users } from '../db/schema';
import { mergeIssues, readBody, readFields, text } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { loadProfile } from '../services/profile';
import { completeQuest } from '../services/quest-rewards';

const MAX_URL = 2048;

/**
 * An avatar address the account may keep: absolute http(s), from one of the avatar service's
 * origins (the configured ones, this server's stand-in by default), with no credentials in it.
 */
function checkAvatarUrl(field: 'srcFullUrl' | 'imageUrl', value: string | undefined, origins: readonly string[]): FieldError[] {
  const issue = (code: string): FieldError[] => [{ field, code, messageKey: `validation:${field}.${code}` }];
  if (value === undefined || value.trim() === '') return issue('required');
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return issue('invalid');
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return issue('invalid');
  if (!origins.includes(url.origin)) return issue('invalid');
  return [];
}

export const avatarRoutes: EndpointGroup = {
  name: 'avatar',
  register(app, { db, config, authenticate }) {
    const origins = config.avatarOrigins && config.avatarOrigins.length > 0 ? config.avatarOrigins : [config.publicOrigin];

    // The avatar the student made (the model and its rendered image; docs/product/avatar.md, API). The first one
    // completes the create-avatar mission (35 EXP; docs/product/rewards.md, Limits) in the same transaction, once.
    app.patch('/records/api/account/avatar', async (c) => {
      const { userId } = await authenticate(c);
      const body = await readBody(c, ['json']);
      const { values, issues: typeIssues } = readFields(body, { srcFullUrl: text(MAX_URL), imageUrl: text(MAX_URL) });
      let issues = typeIssues;
      if (!issues.some((i) => i.field === 'srcFullUrl')) issues = mergeIssues(issues, checkAvatarUrl('srcFullUrl', values.srcFullUrl, origins));
      if (!issues.some((i) => i.field === 'imageUrl')) issues = mergeIssues(issues, checkAvatarUrl('imageUrl', values.imageUrl, origins));
      if (issues.length > 0) throw fail.validation(issues);

      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ avatarSrcFullUrl: values.srcFullUrl!.trim(), avatarImageUrl: values.imageUrl!.trim() })
          .where(eq(users.id, userId))
          .returning({ id: users.id });
        if (updated.length === 0) throw fail.unauthorized();
        await completeQuest(tx, userId, 'createAvatar');
      });
      const profile = await loadProfile(db, userId);
      if (!profile) throw fail.unauthorized();
      return c.json(profile);
    });
  },
};

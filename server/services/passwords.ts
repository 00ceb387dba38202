import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against this when no account matches keeps the answer time the same either way.
const absentAccountHash = hash('absent-account-placeholder');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await absentAccountHash), password);
  } catch {
    return false;
  }
}

import type { Executor } from '../db/executor';
import { clearCount, countAttempt, currentCount, type RateLimit } from '../services/rate-limits';

/**
 * Failed sign-ins of one login, counted in the database so every server sees them: they are
 * forgotten after a quiet quarter of an hour, or at the login's next success.
 */
export const SIGN_IN_FAILURES: RateLimit = { name: 'sign-in-failures', max: 3, windowSeconds: 15 * 60, quiet: true };

/**
 * Slows down repeated failed sign-ins for the same login: the first three failures answer at
 * once, then each further one waits twice as long as the previous (capped), until a success or
 * a quiet quarter of an hour.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Executor,
    private readonly baseDelayMs: number,
    private readonly maxDelayMs = 8_000,
  ) {}

  private key(login: string): string {
    return login.trim().toLowerCase().slice(0, 320);
  }

  /** How long to wait before answering this attempt. */
  async delayFor(login: string): Promise<number> {
    const { count } = await currentCount(this.db, SIGN_IN_FAILURES, this.key(login));
    if (count < SIGN_IN_FAILURES.max) return 0;
    return Math.min(this.baseDelayMs * 2 ** (count - SIGN_IN_FAILURES.max), this.maxDelayMs);
  }

  async recordFailure(login: string): Promise<void> {
    await countAttempt(this.db, SIGN_IN_FAILURES, this.key(login));
  }

  async recordSuccess(login: string): Promise<void> {
    await clearCount(this.db, SIGN_IN_FAILURES, this.key(login));
  }
}

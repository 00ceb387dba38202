import type { Executor } from '../db/executor';
import { clearCount, countAttempt, currentCount } from '../services/rate-limits';
import { SIGN_IN_FAILURES } from './limits';

/**
 * Slows down repeated failed sign-ins for the same login: the first three failures answer at
 * once, then each further one waits twice as long as the previous (capped), until a success or
 * a quiet quarter of an hour. The failures are counted in the database, so every server sees them.
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

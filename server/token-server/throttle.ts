/**
 * Slows down repeated failed sign-ins for the same login: the first three failures answer at
 * once, then each further one waits twice as long as the previous (capped), until a success or
 * a quiet quarter of an hour.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; last: number }>();

  constructor(
    private readonly baseDelayMs: number,
    private readonly maxDelayMs = 8_000,
    private readonly forgetAfterMs = 15 * 60_000,
  ) {}

  private key(login: string): string {
    return login.trim().toLowerCase().slice(0, 320);
  }

  /** How long to wait before answering this attempt. */
  delayFor(login: string, now = Date.now()): number {
    const entry = this.failures.get(this.key(login));
    if (!entry || now - entry.last > this.forgetAfterMs) return 0;
    if (entry.count < 3) return 0;
    return Math.min(this.baseDelayMs * 2 ** (entry.count - 3), this.maxDelayMs);
  }

  recordFailure(login: string, now = Date.now()): void {
    const key = this.key(login);
    const entry = this.failures.get(key);
    const count = entry && now - entry.last <= this.forgetAfterMs ? entry.count + 1 : 1;
    this.failures.set(key, { count, last: now });
    if (this.failures.size > 10_000) this.forgetOld(now);
  }

  recordSuccess(login: string): void {
    this.failures.delete(this.key(login));
  }

  private forgetOld(now: number): void {
    for (const [key, entry] of this.failures) if (now - entry.last > this.forgetAfterMs) this.failures.delete(key);
  }
}

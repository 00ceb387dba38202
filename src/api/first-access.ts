import { config } from './config';
import type { HttpClient } from './http';

/** SPEC §7: POST /records/api/account/first-access — the welcome onboarding was seen. */
export function recordFirstAccess(http: HttpClient): Promise<void> {
  return http(`${config.recordsApiBase}/account/first-access`, { method: 'POST' });
}

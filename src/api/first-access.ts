import { config } from './config';
import type { HttpClient } from './http';

/** POST /records/api/account/first-access — the welcome onboarding was seen (docs/product/shell.md, API). */
export function recordFirstAccess(http: HttpClient): Promise<void> {
  return http(`${config.recordsApiBase}/account/first-access`, { method: 'POST' });
}

import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A fresh family from the dev control `POST /dev/guardians/family` (server/README.md, Dev-only
 * controls): a minor of 15, their guardian (password Demo1234) and the consent link's token; with
 * `adultInvite`, the adult whose team invitation waits for the guardian.
 */
export interface DevFamily {
  minor: { id: number; email: string; firstName: string; playId: string };
  guardian: { email: string; fullName: string; cpf: string; account: boolean };
  token: string;
  adult?: { email: string; playId: string; teamId: number; teamName: string; eventId: number };
}

export interface DevFamilyOptions {
  guardianAccount?: boolean;
  consented?: boolean;
  legalRepresentative?: boolean;
  controls?: { dailyLimitMinutes: number | null; purchasesBlocked: boolean; showRealName?: boolean };
  usedTodaySeconds?: number;
  adultInvite?: boolean;
}

export async function devFamily(request: APIRequestContext, options: DevFamilyOptions = {}): Promise<DevFamily> {
  const answer = await request.post('/dev/guardians/family', { data: options });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as DevFamily;
}

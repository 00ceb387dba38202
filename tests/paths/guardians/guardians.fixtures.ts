import type { ConsentLinkView, ConsentResponse, MinorGuardianState, SupervisedMinor, SupervisedMinorSummary, SupervisionState } from '@/contract/guardians';

export const TOKEN = 'a'.repeat(43);

export const validLink: ConsentLinkView = {
  state: 'VALID',
  minor: { firstName: 'Júlia', playId: 'Julia#1234', age: 15 },
  guardianName: 'Patrícia Almeida',
  expiresAt: '2026-12-02T12:00:00.000Z',
};

export const usedLink: ConsentLinkView = { state: 'USED' };

export const consented: ConsentResponse = { outcome: 'CONSENTED', minor: { id: 7, firstName: 'Júlia', playId: 'Julia#1234' }, messageKey: 'status:guardian.consented' };
export const refused: ConsentResponse = { outcome: 'REFUSED', minor: { id: 7, firstName: 'Júlia', playId: 'Julia#1234' }, messageKey: 'status:guardian.refused' };

export const guardianIdentity = { fullName: 'Patrícia  Almeida ', cpf: '529.982.247-25' };

export const pendingState: MinorGuardianState = {
  status: 'PENDING',
  restricted: true,
  invitedEmail: 'pa•••@example.com',
  lastSentAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-27T12:00:00.000Z',
  resendsLeft: 2,
  guardians: [],
};

export const missingState: MinorGuardianState = { ...pendingState, status: 'MISSING', invitedEmail: null, lastSentAt: null, expiresAt: null, resendsLeft: 0 };
export const expiredState: MinorGuardianState = { ...pendingState, status: 'EXPIRED', resendsLeft: 1 };
export const exhaustedState: MinorGuardianState = { ...pendingState, resendsLeft: 0 };
export const consentedState: MinorGuardianState = {
  ...pendingState,
  status: 'CONSENTED',
  restricted: false,
  guardians: [{ firstName: 'Patrícia', since: '2026-11-21T12:00:00.000Z' }],
};
export const adultState: MinorGuardianState = { ...missingState, status: 'NOT_REQUIRED', restricted: false };

export const supervisedJulia: SupervisedMinor = { id: 7, firstName: 'Júlia', lastName: 'Campos', playId: 'Julia#1234', age: 15, since: '2026-11-21T12:00:00.000Z', coGuardian: null };
export const supervisedCaio: SupervisedMinor = { id: 8, firstName: 'Caio', lastName: 'Campos', playId: 'Caio#4321', age: 13, since: '2026-11-22T12:00:00.000Z', coGuardian: 'Roberto' };

export const unsupervised: SupervisionState = {
  supervised: false,
  guardians: [],
  controls: { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false },
  usedTodaySeconds: 0,
  remainingSeconds: null,
  resetsAt: '2026-11-26T03:00:00.000Z',
};
export const noLimit: SupervisionState = { ...unsupervised, supervised: true, guardians: ['Patrícia'], usedTodaySeconds: 1200 };
/** Four seconds left, with the path suites' short heartbeat (2 s), warning (2 s) and grace (2 s). */
export const almostOut: SupervisionState = { ...noLimit, controls: { dailyLimitMinutes: 60, purchasesBlocked: true, showRealName: false }, usedTodaySeconds: 3596, remainingSeconds: 4 };
export const usedUp: SupervisionState = { ...almostOut, usedTodaySeconds: 3600, remainingSeconds: 0 };

export const juliaSummary: SupervisedMinorSummary = {
  ...supervisedJulia,
  controls: { dailyLimitMinutes: 120, purchasesBlocked: true, showRealName: false },
  premium: { active: false, until: null },
  usedTodaySeconds: 2400,
};

import type { MinorGuardianState } from '@/contract/guardians';

/**
 * Whether the minor's notice shows at all (docs/product/guardians.md, Screens): only to minors whose
 * consent is not settled. A module of its own: /home's first load asks it, and consent.ts brings the
 * consent form's checks with it.
 */
export const consentNoticeShown = (state: MinorGuardianState): boolean => state.status !== 'NOT_REQUIRED' && state.status !== 'CONSENTED';

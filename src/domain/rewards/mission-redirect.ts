import { isSafeRedirect } from '@/domain/safe-redirect';

const MISSION_PARAMS = ['finished_mission', 'mission_redirect_to'] as const;

/**
 * mission_redirect_to (docs/product/rewards.md, Screens): where the reward dialog sends the student, or null to stay. Only a
 * same-origin path (the rule of every redirect); the mission parameters are dropped from it so
 * a target pointing back at a reward check cannot bounce forever.
 */
export function missionRedirectTarget(raw: unknown): string | null {
  if (!isSafeRedirect(raw)) return null;
  const url = new URL(raw, 'https://same-origin.invalid');
  for (const name of MISSION_PARAMS) url.searchParams.delete(name);
  const target = `${url.pathname}${url.search}${url.hash}`;
  return isSafeRedirect(target) ? target : null;
}

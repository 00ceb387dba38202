import { isBlank, violation, type Violation } from '@/domain/validation/rules';

/** A team name: required (docs/product/teams.md, Rules), at most 50 characters once trimmed, no control characters. */
export const TEAM_NAME_MAX = 50;

export function checkTeamName(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const name = (value as string).trim();
  if ([...name].length > TEAM_NAME_MAX) return violation('max', TEAM_NAME_MAX);
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name)) return violation('invalid');
  return null;
}

/** Whether a team invite names its guest by e-mail (else by Play ID). */
export const isEmailIdentification = (value: string) => value.includes('@');

/** Members (leader excluded) must equal the size minus one before the leader confirms (docs/product/teams.md, Roles). */
export const canConfirmTeam = (membersIncludingLeader: number, size: number) => membersIncludingLeader - 1 === size - 1;

/**
 * How a player is named to other players: their real name, or their Play ID when the server sent
 * none (a minor whose guardian keeps the name hidden; docs/product/guardians.md, Safe defaults).
 */
export function shownName(person: { firstName: string; lastName: string; playId: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.playId;
}

import type { Team } from '@/contract/teams';
import { checkTeamName } from '@/domain/teams/team-name';
import { checkEpicAccountId } from '@/domain/validation/epic-account-id';
import { isBlank, type FieldMessage } from '@/domain/validation/rules';

/** The create-team form and the rules of a team's roster (docs/product/teams.md). */

export interface CreateTeamValues {
  name: string;
  termsAccepted: boolean;
  /** Shown only to a user without a linked Epic account; optional. */
  epicAccountId: string;
}

/** What the create form knows about the caller and the event. */
export interface CreateTeamNeeds {
  /** No Epic account linked: an Epic id, when typed, must be a valid one. */
  askEpicAccount: boolean;
  /** The event needs Discord and the user has none linked: no team can be created yet. */
  discordMissing: boolean;
}

/** The create-team form (docs/product/teams.md, Rules): a valid name, a valid Epic id when one is typed, Discord for Fortnite, and the terms accepted. */
export function createTeamIssues(values: CreateTeamValues, needs: CreateTeamNeeds = { askEpicAccount: false, discordMissing: false }): FieldMessage[] {
  const issues: FieldMessage[] = [];
  const name = checkTeamName(values.name);
  if (name) issues.push({ field: 'name', messageKey: `validation:name.${name.code}` });
  const epic = needs.askEpicAccount && !isBlank(values.epicAccountId) ? checkEpicAccountId(values.epicAccountId) : null;
  if (epic) issues.push({ field: 'epicAccountId', messageKey: `validation:epicAccountId.${epic.code}` });
  if (needs.discordMissing) issues.push({ field: 'discord', messageKey: 'validation:discord.required' });
  if (!values.termsAccepted) issues.push({ field: 'acceptTerms', messageKey: 'validation:acceptTerms.required' });
  return issues;
}

/** Save stays disabled until the terms are accepted and a name is given (docs/product/teams.md, Rules). */
export const canSaveTeam = (values: CreateTeamValues) => values.termsAccepted && !isBlank(values.name);

/** What the create form asks of this caller: an Epic id when none is linked, Discord when the event needs it. */
export function createTeamNeeds(caller: { hasEpicAccount: boolean; discord: string | null; discordRequired: boolean }): CreateTeamNeeds {
  return { askEpicAccount: !caller.hasEpicAccount, discordMissing: caller.discordRequired && !caller.discord };
}

/** The form fields a change touches, as its errors name them (the terms box reports as acceptTerms). */
export const touchedFields = (change: Partial<CreateTeamValues>) => Object.keys(change).map((key) => (key === 'termsAccepted' ? 'acceptTerms' : key));

/** A place is left for one more invite: members and pending invites stay under the team's size. */
export const hasFreeSlot = (team: Team) => team.teamMembers.length + team.invites.length < team.modeQuantity;

/** A member the leader may remove: on the roster, and not the leader. */
export const isKickable = (team: Team, memberId: number) => team.teamMembers.some((member) => member.id === memberId && member.id !== team.leader.id);

/** An invite still pending on the team. */
export const isPendingInvite = (team: Team, inviteId: number) => team.invites.some((invite) => invite.id === inviteId);

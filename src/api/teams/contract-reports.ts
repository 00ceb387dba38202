/** The detailed typia reports of the team answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { PendingInvitationPage, Team, TeamChangeResponse, TeamPage, TeamStatusResponse } from '@/contract/teams';

export const validateTeamPage = typia.createValidate<TeamPage>();
export const validatePendingInvitationPage = typia.createValidate<PendingInvitationPage>();
export const validateTeam = typia.createValidate<Team>();
export const validateTeamChange = typia.createValidate<TeamChangeResponse>();
export const validateTeamStatus = typia.createValidate<TeamStatusResponse>();

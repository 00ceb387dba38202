import type { CreateTeamRequest } from '@/contract/teams';
import { DEFAULT_ERROR_KEY } from '@/api/errors';
import { fieldErrorsOn, toastKeysFor } from '@/api/field-errors';
import type { CreateTeamValues } from '@/domain/teams/create-team';
import type { FieldMessage } from '@/domain/validation';

/** The team flow's requests built from the forms, and how the server's refusals show on them. */

/** The create form's fields as the server names them in its field errors. */
export const CREATE_TEAM_FIELDS = ['name', 'teamName', 'epicAccountId', 'discord'] as const;
export const INVITE_FIELDS = ['userIdentification'] as const;
const TEAM_NOT_FOUND = 'status:team.notFound';

/** The POST /educational/api/teams body: the Epic id only when the user has none and typed one. */
export function createTeamRequest(context: { eventId: number; values: CreateTeamValues; hasEpicAccount: boolean; discord: string | null }): CreateTeamRequest {
  const request: CreateTeamRequest = { name: context.values.name.trim(), eventId: context.eventId };
  const epic = context.values.epicAccountId.trim();
  if (!context.hasEpicAccount && epic !== '') request.epicAccountId = epic;
  if (context.discord) request.discord = context.discord;
  return request;
}

/** The team is gone, or the caller is neither member nor invitee of it. */
export const isTeamNotFound = (error: unknown) => toastKeysFor(error, []).includes(TEAM_NOT_FOUND);

/** The server's refusal of the create form, on its fields (it calls the name teamName). */
export const createTeamFieldErrors = (error: unknown): FieldMessage[] =>
  fieldErrorsOn(error, CREATE_TEAM_FIELDS).map((fieldError) => (fieldError.field === 'teamName' ? { ...fieldError, field: 'name' } : fieldError));

/** The refusal of an invite, shown under the invite field. */
export function inviteRefusalKey(error: unknown): string {
  return fieldErrorsOn(error, INVITE_FIELDS)[0]?.messageKey ?? toastKeysFor(error, INVITE_FIELDS)[0] ?? DEFAULT_ERROR_KEY;
}

import { assign, fromPromise, setup } from 'xstate';
import type { AcceptInviteRequest, CreateTeamRequest, Team, TeamChangeResponse, TeamStatusResponse } from '@/contract/teams';
import { toastKeysFor } from '@/api/field-errors';
import { CREATE_TEAM_FIELDS, createTeamFieldErrors, createTeamRequest, inviteRefusalKey, isTeamNotFound } from '@/api/teams/team-requests';
import { canSaveTeam, createTeamIssues, createTeamNeeds, hasFreeSlot, isKickable, isPendingInvite, touchedFields, type CreateTeamValues } from '@/domain/teams/create-team';
import { viewerInvite, viewerRole } from '@/domain/teams/membership';
import { canConfirmTeam } from '@/domain/teams/team-name';
import { isBlank, type FieldMessage } from '@/domain/validation/rules';
import { providedBy } from '@/machines/provided-by';

/**
 * The team flow (docs/product/teams.md: States, with Screens, Roles and Errors): the team
 * steps of the tournament modal of a squad event.
 *
 * - No ?teamId: the create-team form (name required; save only once the terms are accepted and a
 *   name is given; an Epic id typed by a user who has none is sent with the team, and the server
 *   links it first). Created: the manage view.
 * - ?teamId: the team is loaded. A user who is neither member nor invitee (the server answers
 *   status:team.notFound) leaves the flow to the detail without teamId.
 * - Manage: the leader invites by Play ID or e-mail, kicks, cancels invites, deletes, and confirms
 *   once the members (leader excluded) are size minus one; the invitee accepts or declines; a
 *   member sees 'waiting team confirm' and may leave. Kick, accept, decline, cancel invite, delete
 *   and leave ask first (docs/product/teams.md, Errors). Confirmed: subscribed and locked.
 * - Decline and leave end the flow after 1 s with a reload; delete ends it after 1 s with teamId
 *   dropped and a reload.
 *
 * ## Contract for a host (the tournament modal invokes it as a child actor)
 *
 * Input ({@link TeamFormationInput}): eventId, teamSize (the event's modeQuantity), viewerId (the
 * session user's id), teamId (?teamId or null), hasEpicAccount, and optionally epicAccountId and
 * discord collected by earlier steps (sent with create and accept).
 *
 * Output ({@link TeamFormationOutput}), when the machine reaches its final state: `reload` (reload
 * the page) and `dropTeamId` (navigate to /tournaments/detail?id=eventId without teamId first).
 *
 * Actors the host provides (machine.provide, see src/routes/-teams/team-formation-actors.ts):
 * loadTeam, createTeam, invite, accept, decline, cancelInvite, kick, leave, deleteTeam, confirm.
 * Actions the host provides: showSuccess({messageKey}), showErrors({messageKeys}) as toasts, and
 * teamCreated({teamId}) to put the new team's id in the URL.
 */

export interface TeamFormationInput {
  eventId: number;
  /** The team size: the event's modeQuantity. */
  teamSize: number;
  /** The signed-in user's id (the leader rule compares it with the leader's id). */
  viewerId: number;
  /** ?teamId of the tournament detail, or null to create a team. */
  teamId: number | null;
  /** The user already has an Epic account linked (the form then asks for none). */
  hasEpicAccount: boolean;
  /** An Epic id entered in an earlier step, sent with create and accept when the user has none. */
  epicAccountId?: string | null;
  /** The Discord user entered in an earlier step, if any. */
  discord?: string | null;
  /** The event needs Discord (Fortnite; docs/product/tournaments.md, Rules): creating a team needs a linked Discord account. */
  discordRequired?: boolean;
}

export interface TeamFormationOutput {
  /** Reload the page (after decline, leave and delete, 1 s later; docs/product/teams.md, States). */
  reload: boolean;
  /** Go to the tournament detail without ?teamId first (after delete, and for an outsider). */
  dropTeamId: boolean;
}

/** A row action waiting for the user's yes in the confirmation dialog. */
export type PendingTeamAction =
  | { kind: 'kick'; memberId: number; name: string }
  | { kind: 'cancelInvite'; inviteId: number; name: string }
  | { kind: 'accept'; inviteId: number }
  | { kind: 'decline'; inviteId: number }
  | { kind: 'delete' }
  | { kind: 'leave' };

export interface TeamFormationContext {
  eventId: number;
  teamSize: number;
  viewerId: number;
  teamId: number | null;
  hasEpicAccount: boolean;
  discord: string | null;
  discordRequired: boolean;
  team: Team | null;
  values: CreateTeamValues;
  /** Errors on the create form's fields (name, terms, epicAccountId). */
  fieldErrors: FieldMessage[];
  /** What is typed in the invite form (a Play ID or an e-mail). */
  inviteValue: string;
  /** The messageKey shown under the invite field: a rule broken or the server's refusal. */
  inviteError: string | null;
  pending: PendingTeamAction | null;
  output: TeamFormationOutput;
}

export type TeamFormationEvent =
  | { type: 'team.change'; change: Partial<CreateTeamValues> }
  | { type: 'team.submit' }
  | { type: 'team.retry' }
  | { type: 'team.refresh' }
  | { type: 'team.openInvite' }
  | { type: 'team.closeInvite' }
  | { type: 'team.inviteChange'; value: string }
  | { type: 'team.sendInvite' }
  | { type: 'team.kick'; memberId: number; name: string }
  | { type: 'team.cancelInvite'; inviteId: number; name: string }
  | { type: 'team.accept' }
  | { type: 'team.decline' }
  | { type: 'team.delete' }
  | { type: 'team.leave' }
  | { type: 'team.confirmTeam' }
  | { type: 'team.dialogConfirm' }
  | { type: 'team.dialogDismiss' };

const teamOf = (event: unknown) => (event as { output: TeamChangeResponse }).output.team;
/** The error of a failed request's event (`xstate.error.actor.*`). */
const errorOf = (event: unknown) => (event as { error: unknown }).error;
const keysOf = (event: unknown) => toastKeysFor(errorOf(event), []);
const successKey = (event: unknown) => (event as { output: { messageKey: string } }).output.messageKey;

export const teamFormationMachine = setup({
  types: {
    input: {} as TeamFormationInput,
    context: {} as TeamFormationContext,
    events: {} as TeamFormationEvent,
    output: {} as TeamFormationOutput,
  },
  actors: {
    loadTeam: fromPromise<Team, number>(providedBy('the route hosting team formation')),
    createTeam: fromPromise<TeamChangeResponse, CreateTeamRequest>(providedBy('the route hosting team formation')),
    invite: fromPromise<TeamChangeResponse, { teamId: number; userIdentification: string }>(providedBy('the route hosting team formation')),
    accept: fromPromise<TeamChangeResponse, { inviteId: number } & AcceptInviteRequest>(providedBy('the route hosting team formation')),
    decline: fromPromise<TeamStatusResponse, number>(providedBy('the route hosting team formation')),
    cancelInvite: fromPromise<TeamChangeResponse, number>(providedBy('the route hosting team formation')),
    kick: fromPromise<TeamChangeResponse, { teamId: number; memberId: number }>(providedBy('the route hosting team formation')),
    leave: fromPromise<TeamStatusResponse, number>(providedBy('the route hosting team formation')),
    deleteTeam: fromPromise<TeamStatusResponse, number>(providedBy('the route hosting team formation')),
    confirm: fromPromise<TeamChangeResponse, number>(providedBy('the route hosting team formation')),
  },
  actions: {
    changeValues: assign({
      values: ({ context, event }) => (event.type === 'team.change' ? { ...context.values, ...event.change } : context.values),
      fieldErrors: ({ context, event }) => (event.type === 'team.change' ? context.fieldErrors.filter((error) => !touchedFields(event.change).includes(error.field)) : context.fieldErrors),
    }),
    showFormErrors: assign({ fieldErrors: ({ context }) => createTeamIssues(context.values, createTeamNeeds(context)) }),
    clearFormErrors: assign({ fieldErrors: [] }),
    showServerFieldErrors: assign({ fieldErrors: ({ event }) => createTeamFieldErrors(errorOf(event)) }),
    rememberTeam: assign({
      team: ({ event }) => ('output' in event ? (event.output as Team) : null),
    }),
    rememberChangedTeam: assign({ team: ({ event }) => teamOf(event), teamId: ({ event }) => teamOf(event).id }),
    rememberCreatedTeam: assign({ team: ({ event }) => teamOf(event), teamId: ({ event }) => teamOf(event).id, fieldErrors: [] }),
    changeInvite: assign({
      inviteValue: ({ context, event }) => (event.type === 'team.inviteChange' ? event.value : context.inviteValue),
      inviteError: null,
    }),
    requireInvitee: assign({ inviteError: 'validation:userIdentification.required' }),
    showInviteRefusal: assign({ inviteError: ({ event }) => inviteRefusalKey(errorOf(event)) }),
    resetInvite: assign({ inviteValue: '', inviteError: null }),
    askKick: assign({ pending: ({ event }) => (event.type === 'team.kick' ? { kind: 'kick' as const, memberId: event.memberId, name: event.name } : null) }),
    askCancelInvite: assign({
      pending: ({ event }) => (event.type === 'team.cancelInvite' ? { kind: 'cancelInvite' as const, inviteId: event.inviteId, name: event.name } : null),
    }),
    askAccept: assign({ pending: ({ context }) => ({ kind: 'accept' as const, inviteId: viewerInvite(context.team!, context.viewerId)!.id }) }),
    askDecline: assign({ pending: ({ context }) => ({ kind: 'decline' as const, inviteId: viewerInvite(context.team!, context.viewerId)!.id }) }),
    askDelete: assign({ pending: { kind: 'delete' } }),
    askLeave: assign({ pending: { kind: 'leave' } }),
    forgetPending: assign({ pending: null }),
    finishReloading: assign({ output: { reload: true, dropTeamId: false } }),
    finishWithoutTeam: assign({ output: { reload: true, dropTeamId: true } }),
    sendToDetail: assign({ output: { reload: false, dropTeamId: true }, team: null, teamId: null }),
    showSuccess: (_, _params: { messageKey: string }) => undefined,
    showErrors: (_, _params: { messageKeys: string[] }) => undefined,
    teamCreated: (_, _params: { teamId: number }) => undefined,
  },
  delays: {
    /** Decline, leave and delete move on after 1 s (docs/product/teams.md, States). */
    closingDelay: 1000,
  },
  guards: {
    hasTeamId: ({ context }) => context.teamId !== null,
    viewerBelongs: ({ context, event }) => 'output' in event && viewerRole(event.output as Team, context.viewerId) !== 'outsider',
    teamNotFound: ({ event }) => 'error' in event && isTeamNotFound(event.error),
    canSubmit: ({ context }) => canSaveTeam(context.values) && createTeamIssues(context.values, createTeamNeeds(context)).length === 0,
    inviteBlank: ({ context }) => isBlank(context.inviteValue),
    hasFreeSlot: ({ context }) => context.team !== null && hasFreeSlot(context.team),
    memberListed: ({ context, event }) => event.type === 'team.kick' && context.team !== null && isKickable(context.team, event.memberId),
    inviteListed: ({ context, event }) => event.type === 'team.cancelInvite' && context.team !== null && isPendingInvite(context.team, event.inviteId),
    teamFull: ({ context }) => context.team !== null && canConfirmTeam(context.team.teamMembers.length, context.team.modeQuantity),
    subscribed: ({ context }) => context.team?.subscribed === true,
    viewerInvited: ({ context }) => context.team !== null && viewerRole(context.team, context.viewerId) === 'invitee',
    viewerLeads: ({ context }) => context.team !== null && viewerRole(context.team, context.viewerId) === 'leader',
    viewerIsMember: ({ context }) => context.team !== null && viewerRole(context.team, context.viewerId) === 'member',
    pendingKick: ({ context }) => context.pending?.kind === 'kick',
    pendingCancelInvite: ({ context }) => context.pending?.kind === 'cancelInvite',
    pendingAccept: ({ context }) => context.pending?.kind === 'accept',
    pendingDecline: ({ context }) => context.pending?.kind === 'decline',
    pendingDelete: ({ context }) => context.pending?.kind === 'delete',
  },
}).createMachine({
  id: 'teamFormation',
  description: 'The team steps of a squad tournament: create a team, then manage it until the leader confirms it.',
  context: ({ input }) => ({
    eventId: input.eventId,
    teamSize: input.teamSize,
    viewerId: input.viewerId,
    teamId: input.teamId,
    hasEpicAccount: input.hasEpicAccount,
    discord: input.discord ?? null,
    discordRequired: input.discordRequired ?? false,
    team: null,
    values: { name: '', termsAccepted: false, epicAccountId: input.hasEpicAccount ? '' : (input.epicAccountId ?? '') },
    fieldErrors: [],
    inviteValue: '',
    inviteError: null,
    pending: null,
    output: { reload: false, dropTeamId: false },
  }),
  output: ({ context }) => context.output,
  initial: 'start',
  states: {
    start: {
      description: 'Decides where the flow opens: the team of ?teamId, or the create-team form.',
      always: [
        { guard: 'hasTeamId', target: 'loadingTeam', description: 'A ?teamId: load that team.' },
        { target: 'create', description: 'No team yet: the create-team form.' },
      ],
    },
    loadingTeam: {
      description: 'Loads the team of ?teamId (GET /educational/api/teams/{id}), which only its members and invitees may see.',
      invoke: {
        id: 'loadTeam',
        src: 'loadTeam',
        input: ({ context }) => context.teamId as number,
        onDone: [
          { guard: 'viewerBelongs', target: 'manage', actions: 'rememberTeam', description: 'The user is a member or an invitee: manage the team.' },
          { target: 'notInTeam', description: 'The team does not list the user: off to the detail without teamId.' },
        ],
        onError: [
          { guard: 'teamNotFound', target: 'notInTeam', description: 'status:team.notFound (neither member nor invitee, or deleted): off to the detail without teamId.' },
          { target: 'loadFailed', description: 'The team could not be loaded (network, server): say so and offer a retry.' },
        ],
      },
    },
    loadFailed: {
      description: 'Loading the team failed for a reason other than not belonging to it; an error state with a retry button.',
      on: { 'team.retry': { target: 'loadingTeam', description: 'Try loading the team again.' } },
    },
    create: {
      description: 'The create-team form: team name, the terms, and the Epic id when the user has none linked.',
      initial: 'editing',
      states: {
        editing: {
          description: 'The form; save stays disabled until the terms are accepted and a name is given.',
          on: {
            'team.change': { actions: 'changeValues', description: 'A field changes; its error goes away.' },
            'team.submit': [
              { guard: 'canSubmit', target: 'creating', actions: 'clearFormErrors', description: 'A valid name and the terms accepted: create the team.' },
              { actions: 'showFormErrors', description: 'A rule fails (name missing, too long, control characters; terms): the message on its field, nothing typed is lost.' },
            ],
          },
        },
        creating: {
          description: 'Creates the team with the user as leader (POST /educational/api/teams; the Epic id, when sent, is linked first).',
          invoke: {
            id: 'createTeam',
            src: 'createTeam',
            input: ({ context }) => createTeamRequest(context),
            onDone: {
              target: '#teamFormation.manage',
              actions: [
                'rememberCreatedTeam',
                { type: 'showSuccess', params: ({ event }) => ({ messageKey: event.output.messageKey }) },
                { type: 'teamCreated', params: ({ event }) => ({ teamId: event.output.team.id }) },
              ],
              description: 'Created (status:team.created): the manage view, where the leader invites.',
            },
            onError: {
              target: 'editing',
              actions: [
                'showServerFieldErrors',
                { type: 'showErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, CREATE_TEAM_FIELDS) }) },
              ],
              description: 'Refused: field errors on their fields, the rest (already has a team in the event, a restriction…) as toasts; nothing typed is lost.',
            },
          },
        },
      },
    },
    manage: {
      description: 'The team formation screen: team name, leader, members counter and member rows with their actions.',
      initial: 'routing',
      states: {
        routing: {
          description: "Picks the view for the user's place in the team as it is now.",
          always: [
            { guard: 'subscribed', target: 'locked', description: 'Confirmed: the subscribed team, locked.' },
            { guard: 'viewerInvited', target: 'invited', description: 'The user has a pending invite: accept or decline.' },
            { guard: 'viewerLeads', target: 'leading', description: 'The user is the leader: invite, kick, cancel, delete, confirm.' },
            { guard: 'viewerIsMember', target: 'waitingConfirm', description: "A member: 'waiting team confirm', and may leave." },
            { target: '#teamFormation.notInTeam', description: 'No longer in the team (kicked meanwhile): off to the detail without teamId.' },
          ],
        },
        leading: {
          description: "The leader's view: send invite on empty slots, trash to kick or cancel an invite, delete, and confirm once full.",
          on: {
            'team.openInvite': {
              guard: 'hasFreeSlot',
              target: 'inviting',
              actions: 'resetInvite',
              description: 'Send invite on an empty slot (members and pending invites leave one free): the invite form.',
            },
            'team.kick': { guard: 'memberListed', target: 'confirming', actions: 'askKick', description: 'Trash on a member (not the leader): ask before kicking.' },
            'team.cancelInvite': { guard: 'inviteListed', target: 'confirming', actions: 'askCancelInvite', description: 'Trash on a pending invite: ask before cancelling it.' },
            'team.delete': { target: 'confirming', actions: 'askDelete', description: 'Delete team: ask first.' },
            'team.confirmTeam': {
              guard: 'teamFull',
              target: 'confirmingTeam',
              description: 'Members (leader excluded) equal size minus one: confirm the team; the button is disabled otherwise.',
            },
            'team.refresh': { target: 'refreshing', description: 'Look again: invitees may have answered meanwhile.' },
          },
        },
        inviting: {
          description: 'The invite form: a Play ID or an e-mail.',
          on: {
            'team.inviteChange': { actions: 'changeInvite', description: 'Typing; the last error goes away.' },
            'team.sendInvite': [
              { guard: 'inviteBlank', actions: 'requireInvitee', description: 'Nothing typed: the required message under the field.' },
              { target: 'sendingInvite', description: 'Send the invite.' },
            ],
            'team.closeInvite': { target: 'leading', actions: 'resetInvite', description: 'The form is closed without inviting.' },
          },
        },
        sendingInvite: {
          description: 'Invites (POST /educational/api/teams/{teamId}/invite).',
          invoke: {
            id: 'invite',
            src: 'invite',
            input: ({ context }) => ({ teamId: context.teamId as number, userIdentification: context.inviteValue.trim() }),
            onDone: {
              target: 'leading',
              actions: ['rememberChangedTeam', 'resetInvite', { type: 'showSuccess', params: ({ event }) => ({ messageKey: event.output.messageKey }) }],
              description: 'Invite sent (status:team.inviteSent): the new invite shows as pending.',
            },
            onError: {
              target: 'inviting',
              actions: 'showInviteRefusal',
              description: 'Refused (unknown Play ID or e-mail, oneself, already in a team, full…): the pt-BR message under the field, the text kept.',
            },
          },
        },
        invited: {
          description: "The invitee's view: accept or decline their own invite.",
          on: {
            'team.accept': { target: 'confirming', actions: 'askAccept', description: 'Accept: ask first.' },
            'team.decline': { target: 'confirming', actions: 'askDecline', description: 'Decline: ask first.' },
            'team.refresh': { target: 'refreshing', description: 'Look again at the team.' },
          },
        },
        waitingConfirm: {
          description: "A member's view: 'waiting team confirm' by the leader; trash on their own row leaves.",
          on: {
            'team.leave': { target: 'confirming', actions: 'askLeave', description: 'Leave: ask first.' },
            'team.refresh': { target: 'refreshing', description: 'Look again: the leader may have confirmed meanwhile.' },
          },
        },
        locked: {
          description: 'Confirmed: the team is subscribed; kick, delete, invite and leave are gone.',
          on: { 'team.refresh': { target: 'refreshing', description: 'Look again at the team.' } },
        },
        confirming: {
          description: 'Confirmation dialog for the pending action (docs/product/teams.md, Errors): kick, cancel invite, accept, decline, delete team or leave.',
          on: {
            'team.dialogConfirm': [
              { guard: 'pendingKick', target: 'kicking', description: 'Yes: kick the member.' },
              { guard: 'pendingCancelInvite', target: 'cancellingInvite', description: 'Yes: cancel the invite.' },
              { guard: 'pendingAccept', target: 'accepting', description: 'Yes: accept the invite.' },
              { guard: 'pendingDecline', target: 'declining', description: 'Yes: decline the invite.' },
              { guard: 'pendingDelete', target: 'deleting', description: 'Yes: delete the team.' },
              { target: 'leaving', description: 'Yes: leave the team.' },
            ],
            'team.dialogDismiss': { target: 'routing', actions: 'forgetPending', description: 'No: back to the team as it was.' },
          },
        },
        kicking: {
          description: 'Kicks the member (DELETE /educational/api/teams/{teamId}/kick/{memberId}).',
          invoke: {
            id: 'kick',
            src: 'kick',
            input: ({ context }) => ({ teamId: context.teamId as number, memberId: context.pending?.kind === 'kick' ? context.pending.memberId : 0 }),
            onDone: {
              target: 'routing',
              actions: ['rememberChangedTeam', 'forgetPending', { type: 'showSuccess', params: ({ event }) => ({ messageKey: event.output.messageKey }) }],
              description: 'Kicked (status:team.memberKicked): the slot is free again.',
            },
            onError: {
              target: 'refreshing',
              actions: ['forgetPending', { type: 'showErrors', params: ({ event }) => ({ messageKeys: keysOf(event) }) }],
              description: 'Refused (locked, not a member any more…): the message, and the team is loaded again.',
            },
          },
        },
        cancellingInvite: {
          description: 'Cancels the invite (DELETE /educational/api/teams/invitations/{id}/cancel).',
          invoke: {
            id: 'cancelInvite',
            src: 'cancelInvite',
            input: ({ context }) => (context.pending?.kind === 'cancelInvite' ? context.pending.inviteId : 0),
            onDone: {
              target: 'routing',
              actions: ['rememberChangedTeam', 'forgetPending', { type: 'showSuccess', params: ({ event }) => ({ messageKey: event.output.messageKey }) }],
              description: 'Cancelled (status:team.inviteCancelled).',
            },
            onError: {
              target: 'refreshing',
              actions: ['forgetPending', { type: 'showErrors', params: ({ event }) => ({ messageKeys: keysOf(event) }) }],
              description: 'Refused (already answered, locked…): the message, and the team is loaded again.',
            },
          },
        },
        accepting: {
          description: 'Accepts the invite (POST /educational/api/teams/invitations/{id}/accept).',
          invoke: {
            id: 'accept',
            src: 'accept',
            input: ({ context }) => {
              const request: { inviteId: number } & AcceptInviteRequest = { inviteId: context.pending?.kind === 'accept' ? context.pending.inviteId : 0 };
              if (!context.hasEpicAccount && context.values.epicAccountId.trim() !== '') request.epicAccountId = context.values.epicAccountId.trim();
              if (context.discord) request.discord = context.discord;
              return request;
            },
            onDone: {
              target: 'routing',
              actions: ['rememberChangedTeam', 'forgetPending', { type: 'showSuccess', params: ({ event }) => ({ messageKey: event.output.messageKey }) }],
              description: "Accepted (status:team.inviteAccepted): a member now, 'waiting team confirm'.",
            },
            onError: {
              target: 'refreshing',
              actions: ['forgetPending', { type: 'showErrors', params: ({ event }) => ({ messageKeys: keysOf(event) }) }],
              description: 'Refused (the last place went to someone else: status:team.full; a restriction…): the message, and the team is loaded again.',
            },
          },
        },
        declining: {
          description: 'Declines the invite (POST /educational/api/teams/invitations/{id}/decline).',
          invoke: {
            id: 'decline',
            src: 'decline',
            input: ({ context }) => (context.pending?.kind === 'decline' ? context.pending.inviteId : 0),
            onDone: {
              target: '#teamFormation.closing',
              actions: ['finishReloading', { type: 'showSuccess', params: ({ event }) => ({ messageKey: successKey(event) }) }],
              description: 'Declined (status:team.inviteDeclined): the page reloads after 1 s.',
            },
            onError: {
              target: 'refreshing',
              actions: ['forgetPending', { type: 'showErrors', params: ({ event }) => ({ messageKeys: keysOf(event) }) }],
              description: 'Refused (the invite is gone): the message, and the team is loaded again.',
            },
          },
        },
        leaving: {
          description: 'Leaves the team (DELETE /educational/api/teams/{teamId}/leave).',
          invoke: {
            id: 'leave',
            src: 'leave',
            input: ({ context }) => context.teamId as number,
            onDone: {
              target: '#teamFormation.closing',
              actions: ['finishReloading', { type: 'showSuccess', params: ({ event }) => ({ messageKey: successKey(event) }) }],
              description: 'Left (status:team.left): the page reloads after 1 s.',
            },
            onError: {
              target: 'refreshing',
              actions: ['forgetPending', { type: 'showErrors', params: ({ event }) => ({ messageKeys: keysOf(event) }) }],
              description: 'Refused (locked meanwhile…): the message, and the team is loaded again.',
            },
          },
        },
        deleting: {
          description: 'Deletes the team (DELETE /educational/api/teams/{id}).',
          invoke: {
            id: 'deleteTeam',
            src: 'deleteTeam',
            input: ({ context }) => context.teamId as number,
            onDone: {
              target: '#teamFormation.closing',
              actions: ['finishWithoutTeam', { type: 'showSuccess', params: ({ event }) => ({ messageKey: successKey(event) }) }],
              description: 'Deleted (status:team.deleted): after 1 s, the detail without teamId, reloaded.',
            },
            onError: {
              target: 'refreshing',
              actions: ['forgetPending', { type: 'showErrors', params: ({ event }) => ({ messageKeys: keysOf(event) }) }],
              description: 'Refused (locked meanwhile…): the message, and the team is loaded again.',
            },
          },
        },
        confirmingTeam: {
          description: 'Confirms the full team (POST /educational/api/teams/{id}/confirm): every member is subscribed.',
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ({ context }) => context.teamId as number,
            onDone: {
              target: 'routing',
              actions: ['rememberChangedTeam', { type: 'showSuccess', params: ({ event }) => ({ messageKey: event.output.messageKey }) }],
              description: 'Confirmed (status:team.confirmed): subscribed and locked.',
            },
            onError: {
              target: 'refreshing',
              actions: { type: 'showErrors', params: ({ event }) => ({ messageKeys: keysOf(event) }) },
              description: 'Refused (incomplete meanwhile, a member no longer eligible…): the message, and the team is loaded again.',
            },
          },
        },
        refreshing: {
          description: 'Loads the team again so the screen shows it as it is now (other players act at the same time).',
          invoke: {
            id: 'reloadTeam',
            src: 'loadTeam',
            input: ({ context }) => context.teamId as number,
            onDone: [
              { guard: 'viewerBelongs', target: 'routing', actions: 'rememberTeam', description: 'Still in the team: show it as it is now.' },
              { target: '#teamFormation.notInTeam', description: 'No longer in the team: off to the detail without teamId.' },
            ],
            onError: [
              { guard: 'teamNotFound', target: '#teamFormation.notInTeam', description: 'The team is gone or no longer lists the user: off to the detail without teamId.' },
              {
                target: 'routing',
                actions: { type: 'showErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) },
                description: 'It could not be loaded: the message, and the team as last seen.',
              },
            ],
          },
        },
      },
    },
    closing: {
      description: 'Declined, left or deleted: the success message shows for 1 s before the page moves on (docs/product/teams.md, States).',
      after: { closingDelay: { target: 'done', description: 'After 1 s: reload (and, after a delete, without teamId).' } },
    },
    notInTeam: {
      description: 'The user is neither member nor invitee of ?teamId: the host sends them to the detail without it.',
      entry: 'sendToDetail',
      type: 'final',
    },
    done: {
      description: 'The flow is over; the output tells the host to reload and whether to drop teamId.',
      type: 'final',
    },
  },
});

/** The team formation flow's type, for the flows that run it as a child (`import type` only). */
export type TeamFormationLogic = typeof teamFormationMachine;

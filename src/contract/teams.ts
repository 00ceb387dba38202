import type { Page } from '@/contract/page';

/** Teams (docs/product/teams.md, API), answered by /educational/api/teams. Types only. */
export type { Page };

export interface TeamLeader {
  id: number;
  /** Empty for a minor whose guardian keeps the real name hidden (docs/product/guardians.md, Safe defaults): show the Play ID. */
  firstName: string;
  lastName: string;
  playId: string;
}

/** A member row; `id` is the member's user id (the {memberId} of the kick call). The leader is listed too. */
export interface TeamMember {
  id: number;
  playId: string;
  /** Empty for a minor whose guardian keeps the real name hidden: show the Play ID. */
  firstName: string;
  lastName: string;
  isLeader: boolean;
  /** The Discord user given when creating or joining; shown to the team's members only. */
  discord: string | null;
}

/** A pending invitation row; `id` is the invitation id (accept, decline, cancel). */
export interface TeamInvite {
  id: number;
  /** What the leader typed: a Play ID or an e-mail. */
  userIdentification: string;
  userId: number;
  playId: string;
  /** An adult's invitation to a student of 16 or under, until a guardian approves it. */
  awaitingGuardian: boolean;
}

/** GET /educational/api/teams/{id} (members and invitees only) and the items of GET /educational/api/teams. */
export interface Team {
  id: number;
  name: string;
  eventId: number;
  eventName: string;
  leader: TeamLeader;
  teamMembers: TeamMember[];
  invites: TeamInvite[];
  /** The team size (the event's modeQuantity). */
  modeQuantity: number;
  /** Set once the leader confirmed the full team; the team is locked from then on. */
  subscribed: boolean;
}

/** GET /educational/api/teams: page (0), pageSize (20), isLeader=true for the teams the caller leads. */
export type TeamPage = Page<Team>;

/** One item of GET /educational/api/teams/pending: an invitation waiting for the caller's answer. */
export interface PendingInvitation {
  id: number;
  team: { id: number; name: string; eventId: number; eventName: string; leader: TeamLeader; modeQuantity: number; membersCount: number };
  /** ISO instant. */
  createdAt: string;
  /** An adult's invitation to a student of 16 or under: it cannot be accepted until a guardian approves it. */
  awaitingGuardian: boolean;
}

export type PendingInvitationPage = Page<PendingInvitation>;

/**
 * POST /educational/api/teams (201 with the Team). `name` (also accepted as `teamName`) is
 * required, at most 50 characters. An `epicAccountId` is linked first when the caller has none.
 */
export interface CreateTeamRequest {
  name: string;
  eventId: number;
  epicAccountId?: string | null;
  discord?: string | null;
}

/** POST /educational/api/teams/{teamId}/invite (201 with the Team). */
export interface InviteRequest {
  /** A Play ID (name#number) or an e-mail. */
  userIdentification: string;
}

/** POST .../teams/invitations/{id}/accept: optional body; the Epic id is linked first when the caller has none. */
export interface AcceptInviteRequest {
  epicAccountId?: string | null;
  discord?: string | null;
}

/** Answer of the calls that change a team (invite, accept, cancel, kick, confirm): the team as it is now. */
export interface TeamChangeResponse {
  messageKey: string;
  team: Team;
}

/** Answer of decline, leave and delete, after which the caller no longer sees the team. */
export interface TeamStatusResponse {
  messageKey: string;
}

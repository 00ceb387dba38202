import type { Page } from '@/contract/page';
import type { Eligibility, EventRestrictions, Prerequisite, Restriction, RestrictionCode, TournamentStatus } from '@/domain/tournaments/eligibility';
import type { SubscriptionStatus } from '@/domain/tournaments/subscription-status';

/**
 * Tournaments (events; docs/product/tournaments.md, API), answered by /educational/api/tournaments and
 * /educational/api/events. Types only: the SPA checks answers against them with typia.
 */
export type { Eligibility, EventRestrictions, Prerequisite, Restriction, RestrictionCode, SubscriptionStatus, TournamentStatus, Page };

export type Game = 'FORTNITE' | 'ROCKET_LEAGUE' | 'LEAGUE_OF_LEGENDS' | 'COUNTER_STRIKE' | 'FREE_FIRE' | 'DEFAULT';

/** SOLO and SOLO_ROYALE show SOLO, the others SQUAD (docs/product/tournaments.md, Limits). */
export type TournamentMode = 'SOLO' | 'SOLO_ROYALE' | 'DUO' | 'TRIO' | 'SQUAD';

/** Same-origin image paths (e.g. /static/tournaments/12-desktop.svg). */
export interface TournamentImages {
  desktop: string;
  mobile: string;
}

/** One card of GET /educational/api/tournaments, seen by the caller. */
export interface TournamentSummary {
  id: number;
  name: string;
  subTitle: string;
  status: TournamentStatus;
  game: Game;
  mode: TournamentMode;
  /** 1 for solo; otherwise the team size. */
  modeQuantity: number;
  /** ISO instant. */
  startDate: string;
  location: string;
  platform: string;
  images: TournamentImages;
  /** The same pictures, under the name the detail banner uses. */
  coverImages: TournamentImages;
  /** ISO instants of the subscription window: open from start, closed from end. */
  subscriptionsStart: string;
  subscriptionsEnd: string;
  /** Subscribers join the event's Discord server (Fortnite). */
  requiresDiscord: boolean;
  /** The caller's team in this event (member, not invitee), if any. */
  teamId: number | null;
  subscribed: boolean;
  subscriptionStatus: SubscriptionStatus;
}

/** GET /educational/api/tournaments: page (0), pageSize (20, at most 100), status (repeated or comma-separated), game, subscribed=true. */
export type TournamentPage = Page<TournamentSummary>;

export interface TournamentListQuery {
  page?: number;
  pageSize?: number;
  status?: TournamentStatus[];
  game?: Game;
  subscribed?: boolean;
}

/** GET /educational/api/tournaments/{id}: the card plus the detail tabs and the caller's eligibility. */
export interface Tournament extends TournamentSummary {
  description: string;
  termsTarget: string | null;
  /** Rules html; render only through the allow-list (docs/product/tournaments.md, Rules). */
  terms: string;
  awardImage: string | null;
  /** Every restriction of the event, with the window dates filled in. */
  restrictions: EventRestrictions;
  eligibility: Eligibility;
  /** Completed subscriptions (the Subscribers tab's total). */
  subscribersCount: number;
}

/** POST (201) and GET /educational/api/tournaments/{id}/subscription. */
export interface SubscriptionResponse {
  eventId: number;
  status: SubscriptionStatus;
  teamId: number | null;
  /** On POST: status:subscribeSoloTournament.success. */
  messageKey?: string;
}

/** DELETE /educational/api/events/{id}/unsubscribe. */
export interface UnsubscribeResponse {
  eventId: number;
  status: 'NOT_SUBSCRIBED';
  messageKey: 'status:event.unsubscribed';
}

/** One row of GET /educational/api/events/{id}/participants (completed=true, page, pageSize). */
export interface Participant {
  userId: number;
  playId: string;
  avatarImageUrl: string | null;
  teamId: number | null;
  teamName: string | null;
  status: Exclude<SubscriptionStatus, 'NOT_SUBSCRIBED'>;
  /** ISO instant. */
  subscribedAt: string;
}

export type ParticipantPage = Page<Participant>;

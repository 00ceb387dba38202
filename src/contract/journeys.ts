import type { Page } from '@/contract/page';
import type { ChapterStatus, CourseStatus, MonetizationType } from '@/domain/journeys/rules';

/**
 * Journeys (courses; docs/product/journeys.md, API), answered by /educational/api/journeys and
 * /educational/api/banners. Types only: the SPA checks answers against them with typia.
 */
export type { ChapterStatus, CourseStatus, MonetizationType, Page };

export type JourneyImageType = 'MOBILE_COVER_IMAGE' | 'DESKTOP_COVER_IMAGE' | 'DESKTOP_IMAGE' | 'MOBILE_IMAGE';

export interface JourneyImage {
  type: JourneyImageType;
  url: string;
}

/** One journey as the caller sees it. */
export interface Journey {
  id: number;
  externalId: string;
  title: string;
  description: string;
  /** Minutes. */
  duration: number;
  monetizationType: MonetizationType;
  plan: 'FREE' | 'PREMIUM';
  /** Where the learning content starts (an absolute address). */
  target: string;
  images: JourneyImage[];
  status: CourseStatus;
  subscribed: boolean;
}

export interface Chapter {
  id: number;
  title: string;
  status: ChapterStatus;
  /** 0 to 100; null before the first finished mission. */
  score: number | null;
  /** Weekly missions finished, 0 to 4 (I to IV). */
  missionsDone: number;
  target: string;
}

export interface Campaign {
  id: number;
  module: number;
  month: string;
  title: string;
  status: ChapterStatus;
  requiresPremium: boolean;
  target: string;
  chapters: Chapter[];
}

/** GET /educational/api/journeys/{id}/modules: campaigns per module. */
export interface JourneyModule {
  module: number;
  campaigns: Campaign[];
}

export interface RewardEntry {
  key: string;
  value: number;
}

/** GET /educational/api/v2/journeys/{id}/user-rewards. */
export interface UserRewards {
  current: RewardEntry[];
  total: number;
  /** The caller's place in the ranking; null before any points. */
  rankNumber: number | null;
}

export interface RankingEntry {
  playId: string;
  rankNumber: number;
  totalMp: number;
  userLevel: number;
  smallAvatarUrl: string | null;
}

/** GET /educational/api/journeys/{id}/leaderboard?page=0&pageSize=… */
export type RankingPage = Page<RankingEntry>;

/** POST /educational/api/journeys/{id}/subscription. */
export interface JourneySubscriptionResponse {
  messageKey: string;
  journey: Journey;
}

export interface Banner {
  id: number;
  title: string;
  text: string;
  imageUrl: string;
  images: { desktop: string; mobile: string };
  /** A same-origin path, an https address, 'premium', or null. */
  target: string | null;
  videos: { landscape: string; portrait: string } | null;
}

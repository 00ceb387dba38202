/**
 * Course rules (docs/product/journeys.md, States and Limits): stars, duration, campaign locking, the subscribe click, the
 * chapter gate and the points of a journey. Pure; the words live in messages/pt.json.
 */
import { durationParts, formatDecimal, starRatingFromScore, type StarRating } from '@/domain/format';

export type MonetizationType = 'FREE' | 'PREMIUM' | 'SCHOOL_LINKED';
/** Course/quest statuses (docs/product/journeys.md, States); a course the caller has not joined is 'open'. */
export type ChapterStatus = 'SUBSCRIBED' | 'NOT_SUBSCRIBED' | 'UNAVAILABLE' | 'COMPLETED' | 'LOCKED';
export type CourseStatus = 'open' | 'SUBSCRIBED';

export const WEEKLY_MISSIONS = 4;
export const MISSION_NUMERALS = ['I', 'II', 'III', 'IV'] as const;
/** The current module is fixed to 1 (docs/product/journeys.md, Screens). */
export const CURRENT_MODULE = 1;
/** The premium subscription window shown on premium courses (docs/product/journeys.md, Screens). */
export const PREMIUM_WINDOW = { start: '2023-01-01T00:00:00-03:00', end: '2023-12-31T23:59:59-03:00' } as const;

/** Stars from a 0–100 score (docs/product/journeys.md, Limits); null (no finished mission yet) gives none. */
export function chapterStars(score: number | null | undefined): StarRating {
  return score === null || score === undefined ? 0 : starRatingFromScore(score);
}

/** A star count with the comma decimal separator: 1.5 → '1,5', 2 → '2'. */
export function formatStars(stars: number): string {
  return Number.isInteger(stars) ? String(stars) : stars.toFixed(1).replace('.', ',');
}

/** 'HH h mm m' from minutes. */
export function formatDuration(minutes: number): string {
  const { hours, minutes: mm } = durationParts(minutes);
  return `${hours} h ${mm} m`;
}

/** Where the premium window stands at `now`: before, open (with seconds left) or after. */
export function premiumWindowState(now: Date): { phase: 'before' | 'open' | 'after'; secondsLeft: number } {
  const start = Date.parse(PREMIUM_WINDOW.start);
  const end = Date.parse(PREMIUM_WINDOW.end);
  const time = now.getTime();
  if (time < start) return { phase: 'before', secondsLeft: Math.floor((start - time) / 1000) };
  if (time > end) return { phase: 'after', secondsLeft: 0 };
  return { phase: 'open', secondsLeft: Math.floor((end - time) / 1000) };
}

/** A premium course is any plan other than free: premium or school-linked content. */
export function isPremiumCourse(course: { monetizationType: MonetizationType }): boolean {
  return course.monetizationType !== 'FREE';
}

interface CampaignLike {
  chapters: ReadonlyArray<{ status: ChapterStatus }>;
}

const finished = (campaign: CampaignLike) => campaign.chapters.every((chapter) => chapter.status === 'COMPLETED');

/**
 * The index of the last campaign whose chapters are all completed, plus one (0 if none),
 * never past the last campaign. An empty campaign counts as not completed (docs/product/journeys.md, States).
 */
export function lastAvailableCampaignIndex(campaigns: readonly CampaignLike[]): number {
  let last = -1;
  campaigns.forEach((campaign, index) => {
    if (campaign.chapters.length > 0 && finished(campaign)) last = index;
  });
  return Math.max(0, Math.min(last + 1, campaigns.length - 1));
}

/** Campaigns with no chapter that is not completed (docs/product/journeys.md, States). */
export function finishedCampaigns(campaigns: readonly CampaignLike[]): number {
  return campaigns.filter((campaign) => campaign.chapters.length > 0 && finished(campaign)).length;
}

/** Campaigns above the last available index are locked. */
export function isCampaignLocked(campaigns: readonly CampaignLike[], index: number): boolean {
  return index > lastAvailableCampaignIndex(campaigns);
}

export type SubscribeAction = 'premium' | 'subscribe' | 'open';

/** Subscribe click (docs/product/journeys.md, States): premium and not VIP → premium dialog; open → subscribe then the target; else the target. */
export function subscribeAction(course: { monetizationType: MonetizationType; status: CourseStatus }, isVip: boolean): SubscribeAction {
  if (isPremiumCourse(course) && !isVip) return 'premium';
  return course.status === 'open' ? 'subscribe' : 'open';
}

/** A subscribed course opens at the last available campaign's target, else the course target (docs/product/journeys.md, States). */
export function courseEntryTarget(course: { target: string }, campaigns: ReadonlyArray<CampaignLike & { target: string }>): string {
  if (campaigns.length === 0) return course.target;
  return campaigns[lastAvailableCampaignIndex(campaigns)]?.target || course.target;
}

export type ChapterGate = 'locked' | 'premium' | 'open';

/** A locked chapter blocks the click; a premium-required one opens the premium dialog for non-VIP (docs/product/journeys.md, States). */
export function chapterGate(input: { chapterStatus: ChapterStatus; campaignLocked: boolean; requiresPremium: boolean; isVip: boolean }): ChapterGate {
  // Before the subscription nothing opens either: the notice asks to join the course first.
  if (input.campaignLocked || input.chapterStatus === 'LOCKED' || input.chapterStatus === 'UNAVAILABLE' || input.chapterStatus === 'NOT_SUBSCRIBED') return 'locked';
  if (input.requiresPremium && !input.isVip) return 'premium';
  return 'open';
}

/** The four weekly missions of a chapter, each done or not (I to IV). */
export function missionMarks(missionsDone: number): Array<{ numeral: (typeof MISSION_NUMERALS)[number]; done: boolean }> {
  const done = Number.isFinite(missionsDone) ? Math.max(0, Math.min(WEEKLY_MISSIONS, Math.floor(missionsDone))) : 0;
  return MISSION_NUMERALS.map((numeral, index) => ({ numeral, done: index < done }));
}

/** A chapter is complete when every weekly mission is done, partial when some are. */
export function chapterCompletion(missionsDone: number): 'complete' | 'partial' | 'none' {
  if (missionsDone >= WEEKLY_MISSIONS) return 'complete';
  return missionsDone > 0 ? 'partial' : 'none';
}

export interface JourneyPoints {
  experience: number;
  matchPoints: number;
  skills: Array<{ key: string; value: number }>;
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};

/** Rewards (docs/product/rewards.md, Limits): the XP key is experience; every other key is summed as MatchPoints, rounded to 2 decimals. */
export function journeyPoints(current: ReadonlyArray<{ key: string; value: number }>): JourneyPoints {
  let experience = 0;
  let matchPoints = 0;
  const skills: Array<{ key: string; value: number }> = [];
  for (const entry of current) {
    const value = Number.isFinite(entry.value) ? entry.value : 0;
    if (entry.key === 'XP' || entry.key === 'experience') experience += value;
    else {
      matchPoints += value;
      skills.push({ key: entry.key, value: round(value, 2) });
    }
  }
  return { experience: round(experience, 2), matchPoints: round(matchPoints, 2), skills };
}

/** Ranking MatchPoints with 4 decimals and a comma: 12.5 → '12,5000'. */
export function formatRankingMp(totalMp: number): string {
  return formatDecimal(totalMp, 4);
}

/** The image of a type, falling back through the other covers. */
export function journeyImage(images: ReadonlyArray<{ type: string; url: string }>, wanted: string): string | undefined {
  const order = [wanted, 'DESKTOP_COVER_IMAGE', 'MOBILE_COVER_IMAGE', 'DESKTOP_IMAGE', 'MOBILE_IMAGE'];
  for (const type of order) {
    const found = images.find((image) => image.type === type && image.url);
    if (found) return found.url;
  }
  return undefined;
}

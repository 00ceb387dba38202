import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Campaign, Chapter, Journey, JourneyImage } from '../../src/contract/journeys';
import { isPremiumCourse, lastAvailableCampaignIndex, WEEKLY_MISSIONS, type ChapterStatus } from '../../src/domain/journeys/rules';
import type { ServerConfig } from '../config';
import type { Executor } from '../db/executor';
import { banners, journeyCampaigns, journeyChapterProgress, journeyChapters, journeyRanking, journeys, journeySubscriptions, users } from '../db/schema';
import { grantReward } from './rewards';
import { fail } from '../http/errors';

export type JourneyRow = typeof journeys.$inferSelect;

/** The home banners in the carousel's order: GET /educational/api/banners and /home's first frame (server/http/home-shell.ts). */
export function bannersInOrder(db: Executor) {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id));
}

export const JOURNEY_NOT_FOUND = 'requestError:journey.notFound';

/** Where learning content lives: the configured site, or this server's stand-in pages. */
export function learningBase(config: ServerConfig): string {
  return config.learningContentUrl ?? `${config.publicOrigin}/learn`;
}

export const journeyTarget = (config: ServerConfig, journeyId: number) => `${learningBase(config)}/journeys/${journeyId}`;
export const chapterTarget = (config: ServerConfig, chapterId: number) => `${learningBase(config)}/chapters/${chapterId}`;

function imagesOf(topic: string): JourneyImage[] {
  const base = `/media/journeys/${topic}`;
  return [
    { type: 'DESKTOP_COVER_IMAGE', url: `${base}/desktop-cover.svg` },
    { type: 'MOBILE_COVER_IMAGE', url: `${base}/mobile-cover.svg` },
    { type: 'DESKTOP_IMAGE', url: `${base}/desktop.svg` },
    { type: 'MOBILE_IMAGE', url: `${base}/mobile.svg` },
  ];
}

export function journeyView(config: ServerConfig, row: JourneyRow, subscribed: boolean): Journey {
  return {
    id: row.id,
    externalId: row.externalId,
    title: row.title,
    description: row.description,
    duration: row.duration,
    monetizationType: row.monetizationType,
    plan: isPremiumCourse(row) ? 'PREMIUM' : 'FREE',
    target: journeyTarget(config, row.id),
    images: imagesOf(row.topic),
    status: subscribed ? 'SUBSCRIBED' : 'open',
    subscribed,
  };
}

/** The journey row, or 404 journey.notFound (also for ids that are not ids). */
export async function loadJourneyRow(db: Executor, journeyId: number): Promise<JourneyRow> {
  const [row] = await db.select().from(journeys).where(eq(journeys.id, journeyId));
  if (!row) throw fail.notFound(JOURNEY_NOT_FOUND, 'journeyNotFound');
  return row;
}

export async function isSubscribed(db: Executor, journeyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: journeySubscriptions.userId })
    .from(journeySubscriptions)
    .where(and(eq(journeySubscriptions.journeyId, journeyId), eq(journeySubscriptions.userId, userId)));
  return Boolean(row);
}

/**
 * The journey's campaigns with each chapter's status for the caller: NOT_SUBSCRIBED before the
 * subscription, UNAVAILABLE before release, COMPLETED after four weekly missions, LOCKED while the
 * chapter before it in the campaign is not completed, SUBSCRIBED otherwise.
 */
export async function loadCampaigns(db: Executor, config: ServerConfig, journeyId: number, userId: number, subscribed: boolean): Promise<Campaign[]> {
  const campaigns = await db.select().from(journeyCampaigns).where(eq(journeyCampaigns.journeyId, journeyId)).orderBy(asc(journeyCampaigns.module), asc(journeyCampaigns.position), asc(journeyCampaigns.id));
  if (campaigns.length === 0) return [];
  const chapters = await db
    .select({
      id: journeyChapters.id,
      campaignId: journeyChapters.campaignId,
      title: journeyChapters.title,
      released: journeyChapters.released,
      missionsDone: journeyChapterProgress.missionsDone,
      score: journeyChapterProgress.score,
    })
    .from(journeyChapters)
    .leftJoin(journeyChapterProgress, and(eq(journeyChapterProgress.chapterId, journeyChapters.id), eq(journeyChapterProgress.userId, userId)))
    .where(
      inArray(
        journeyChapters.campaignId,
        campaigns.map((campaign) => campaign.id),
      ),
    )
    .orderBy(asc(journeyChapters.position), asc(journeyChapters.id));

  return campaigns.map((campaign) => {
    let previousCompleted = true;
    const own: Chapter[] = chapters
      .filter((chapter) => chapter.campaignId === campaign.id)
      .map((chapter) => {
        const missionsDone = Math.min(chapter.missionsDone ?? 0, WEEKLY_MISSIONS);
        let status: ChapterStatus;
        if (!subscribed) status = 'NOT_SUBSCRIBED';
        else if (!chapter.released) status = 'UNAVAILABLE';
        else if (missionsDone >= WEEKLY_MISSIONS) status = 'COMPLETED';
        else if (!previousCompleted) status = 'LOCKED';
        else status = 'SUBSCRIBED';
        previousCompleted = status === 'COMPLETED';
        return { id: chapter.id, title: chapter.title, status, score: chapter.score ?? null, missionsDone, target: chapterTarget(config, chapter.id) };
      });
    const status: ChapterStatus = !subscribed ? 'NOT_SUBSCRIBED' : own.length > 0 && own.every((chapter) => chapter.status === 'COMPLETED') ? 'COMPLETED' : 'SUBSCRIBED';
    const next = own.find((chapter) => chapter.status === 'SUBSCRIBED') ?? own[0];
    return {
      id: campaign.id,
      module: campaign.module,
      month: campaign.month,
      title: campaign.title,
      status,
      requiresPremium: campaign.requiresPremium,
      target: next ? next.target : journeyTarget(config, journeyId),
      chapters: own,
    };
  });
}

export type MissionRefusal = 'notSubscribed' | 'premiumRequired' | 'chapterLocked' | 'chapterFinished';

/** Whether the caller may do the next weekly mission of a chapter (docs/product/journeys.md, States). */
export function missionRefusal(campaigns: Campaign[], chapterId: number, isVip: boolean): MissionRefusal | null {
  const campaignIndex = campaigns.findIndex((campaign) => campaign.chapters.some((chapter) => chapter.id === chapterId));
  const campaign = campaigns[campaignIndex]!;
  const chapter = campaign.chapters.find((each) => each.id === chapterId)!;
  if (chapter.status === 'NOT_SUBSCRIBED') return 'notSubscribed';
  if (campaign.requiresPremium && !isVip) return 'premiumRequired';
  if (campaignIndex > lastAvailableCampaignIndex(campaigns) || chapter.status === 'LOCKED' || chapter.status === 'UNAVAILABLE') return 'chapterLocked';
  if (chapter.status === 'COMPLETED') return 'chapterFinished';
  return null;
}

/** The chapter and its journey, or undefined. */
export async function findChapter(db: Executor, chapterId: number) {
  const [row] = await db
    .select({ chapterId: journeyChapters.id, title: journeyChapters.title, campaignTitle: journeyCampaigns.title, journeyId: journeyCampaigns.journeyId })
    .from(journeyChapters)
    .innerJoin(journeyCampaigns, eq(journeyCampaigns.id, journeyChapters.campaignId))
    .where(eq(journeyChapters.id, chapterId));
  return row;
}

/** The skills each topic's missions train (docs/product/rewards.md, API; (MatchPoints per skill). */
export const TOPIC_SKILLS: Record<string, string[]> = {
  logic: ['ANALYTICAL_THINKING', 'STRATEGIC_INTELLIGENCE'],
  business: ['STRATEGIC_INTELLIGENCE', 'EMOTIONAL_INTELLIGENCE'],
  reading: ['WRITE_AND_READ', 'INTEGRAL_THINKING'],
  fortnite: ['DIGITAL_FLUENCY', 'STRATEGIC_INTELLIGENCE'],
  creators: ['INTEGRAL_THINKING', 'DIGITAL_FLUENCY'],
  arts: ['EMOTIONAL_INTELLIGENCE', 'INTEGRAL_THINKING'],
  engineering: ['ANALYTICAL_THINKING', 'DIGITAL_FLUENCY'],
  science: ['ANALYTICAL_THINKING', 'INTEGRAL_THINKING'],
  technology: ['DIGITAL_FLUENCY', 'ANALYTICAL_THINKING'],
  math: ['ANALYTICAL_THINKING', 'STRATEGIC_INTELLIGENCE'],
  english: ['LISTEN_AND_SPEAK', 'WRITE_AND_READ'],
  html: ['DIGITAL_FLUENCY', 'ANALYTICAL_THINKING'],
  javascript: ['DIGITAL_FLUENCY', 'ANALYTICAL_THINKING'],
  node: ['DIGITAL_FLUENCY', 'STRATEGIC_INTELLIGENCE'],
  react: ['DIGITAL_FLUENCY', 'INTEGRAL_THINKING'],
  demo: ['INTEGRAL_THINKING', 'DIGITAL_FLUENCY'],
};

/** A weekly mission's reward from its score (0–100): EXP and MatchPoints per skill of the topic. */
export function missionReward(topic: string, score: number): { experience: number; matchPoints: Record<string, number> } {
  const skills = TOPIC_SKILLS[topic] ?? TOPIC_SKILLS.demo!;
  const mp = Math.round((score / 100) * 2.5 * 10_000) / 10_000;
  return { experience: 10 + Math.round(score / 5), matchPoints: Object.fromEntries(skills.map((skill) => [skill, mp])) };
}

/**
 * Records one finished weekly mission of a chapter and its reward, in the caller's transaction:
 * the chapter's missions and average score, the reward through grantReward (EXP, MatchPoints per
 * skill, level-up), and the MatchPoints in the journey's ranking. Answers the reward's source id.
 */
export async function finishMission(
  tx: Executor,
  input: { userId: number; journey: JourneyRow; chapterId: number; chapterTitle: string; score: number },
): Promise<{ sourceId: string; mission: number }> {
  const [before] = await tx
    .select()
    .from(journeyChapterProgress)
    .where(and(eq(journeyChapterProgress.chapterId, input.chapterId), eq(journeyChapterProgress.userId, input.userId)))
    .for('update');
  const done = before?.missionsDone ?? 0;
  if (done >= WEEKLY_MISSIONS) throw fail.conflict('chapterFinished', 'requestError:journey.chapterFinished');
  const mission = done + 1;
  const score = Math.round((((before?.score ?? 0) * done + input.score) / mission) * 100) / 100;
  await tx
    .insert(journeyChapterProgress)
    .values({ chapterId: input.chapterId, userId: input.userId, missionsDone: mission, score })
    .onConflictDoUpdate({ target: [journeyChapterProgress.chapterId, journeyChapterProgress.userId], set: { missionsDone: mission, score, updatedAt: new Date() } });

  const sourceId = `chapter-${input.chapterId}-mission-${mission}`;
  const reward = missionReward(input.journey.topic, input.score);
  const activity = await grantReward(tx, input.userId, {
    source: 'JOURNEY',
    sourceId,
    journeyId: input.journey.id,
    title: `${input.chapterTitle} · Missão ${['I', 'II', 'III', 'IV'][mission - 1]}`,
    description: input.journey.title,
    score: input.score,
    experience: reward.experience,
    matchPoints: reward.matchPoints,
  });
  const points = Object.values(reward.matchPoints).reduce((sum, value) => sum + value, 0);
  const [user] = await tx.select({ playId: users.playId, avatar: users.avatarImageUrl }).from(users).where(eq(users.id, input.userId));
  await tx
    .insert(journeyRanking)
    .values({ journeyId: input.journey.id, userId: input.userId, playId: user!.playId, totalMp: points, userLevel: activity?.currentLevel ?? 1, smallAvatarUrl: user!.avatar })
    .onConflictDoUpdate({
      target: [journeyRanking.journeyId, journeyRanking.userId],
      set: { totalMp: sql`${journeyRanking.totalMp} + ${points}`, userLevel: activity?.currentLevel ?? sql`${journeyRanking.userLevel}`, playId: user!.playId },
    });
  return { sourceId, mission };
}

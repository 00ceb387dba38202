import { chapterGateMachine, type ChapterPress } from '@/machines/journeys/chapterGate.machine';
import { describePaths } from '../harness';

const open: ChapterPress = { chapterStatus: 'SUBSCRIBED', campaignLocked: false, requiresPremium: false, isVip: false, target: 'http://x/learn/chapters/1', journeyId: 1 };

/** The given fields first, so each sample's name (its JSON, shortened in test titles) starts differently. */
const sample = (lead: Partial<ChapterPress>): ChapterPress => ({ ...lead, ...Object.fromEntries(Object.entries(open).filter(([key]) => !(key in lead))) }) as ChapterPress;

describePaths(chapterGateMachine, {
  inputs: { first: { campaignIndex: 0 } },
  events: {
    'campaign.select': [
      { type: 'campaign.select', index: 1, locked: false },
      { type: 'campaign.select', index: 3, locked: true },
    ],
    'chapter.press': [
      { type: 'chapter.press', chapter: sample({ chapterStatus: 'SUBSCRIBED' }) },
      { type: 'chapter.press', chapter: sample({ chapterStatus: 'LOCKED' }) },
      { type: 'chapter.press', chapter: sample({ requiresPremium: true }) },
      { type: 'chapter.press', chapter: sample({ isVip: true, requiresPremium: true }) },
    ],
  },
});

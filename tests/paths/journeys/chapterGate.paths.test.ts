import { chapterGateMachine, type ChapterPress } from '@/machines/journeys/chapterGate.machine';
import { describePaths } from '../harness';

const open: ChapterPress = { chapterStatus: 'SUBSCRIBED', campaignLocked: false, requiresPremium: false, isVip: false, target: 'http://x/learn/chapters/1', journeyId: 1 };

describePaths(chapterGateMachine, {
  inputs: { first: { campaignIndex: 0 } },
  events: {
    'campaign.select': [
      { type: 'campaign.select', index: 1, locked: false },
      { type: 'campaign.select', index: 3, locked: true },
    ],
    'chapter.press': [
      { type: 'chapter.press', chapter: open },
      { type: 'chapter.press', chapter: { ...open, chapterStatus: 'LOCKED' } },
      { type: 'chapter.press', chapter: { ...open, requiresPremium: true } },
      { type: 'chapter.press', chapter: { ...open, requiresPremium: true, isVip: true } },
    ],
  },
});

import { assign, setup } from 'xstate';
import { chapterGate, type ChapterStatus } from '@/domain/journeys/rules';

/**
 * Campaign and chapter gate on the course detail (docs/product/journeys.md, States): the month carousel shows one campaign at
 * a time and a locked month cannot be chosen; a locked chapter blocks the click; a chapter of
 * premium content opens the premium dialog for a student who is not VIP; any other opens its target.
 */

export interface ChapterPress {
  chapterStatus: ChapterStatus;
  campaignLocked: boolean;
  requiresPremium: boolean;
  isVip: boolean;
  target: string;
  journeyId: number;
}

export interface ChapterGateContext {
  /** The month whose chapters are shown. */
  campaignIndex: number;
}

export type ChapterGateEvent =
  | { type: 'campaign.select'; index: number; locked: boolean }
  | { type: 'chapter.press'; chapter: ChapterPress }
  | { type: 'notice.dismiss' };

export const chapterGateMachine = setup({
  types: {
    context: {} as ChapterGateContext,
    events: {} as ChapterGateEvent,
    input: {} as { campaignIndex: number },
  },
  actions: {
    selectCampaign: assign({ campaignIndex: ({ event, context }) => (event.type === 'campaign.select' ? event.index : context.campaignIndex) }),
    openPremium: (_, _params: { journeyId: number }) => undefined,
    openTarget: (_, _params: { target: string }) => undefined,
  },
  guards: {
    campaignLocked: ({ event }) => event.type === 'campaign.select' && event.locked,
    chapterLocked: ({ event }) => event.type === 'chapter.press' && chapterGate(event.chapter) === 'locked',
    chapterPremium: ({ event }) => event.type === 'chapter.press' && chapterGate(event.chapter) === 'premium',
  },
}).createMachine({
  id: 'chapterGate',
  description: 'Which month is shown and what a chapter press does: campaign locking and premium chapters.',
  context: ({ input }) => ({ campaignIndex: input.campaignIndex }),
  initial: 'browsing',
  states: {
    browsing: {
      description: 'The chapters of the chosen month; the last available month is chosen at first.',
      on: {
        'campaign.select': [
          { guard: 'campaignLocked', target: 'lockedNotice', description: 'A locked month cannot be opened: say why.' },
          { actions: 'selectCampaign', description: 'An available month: show its chapters.' },
        ],
        'chapter.press': [
          { guard: 'chapterLocked', target: 'lockedNotice', description: 'A locked or unreleased chapter blocks the click: say why.' },
          {
            guard: 'chapterPremium',
            actions: { type: 'openPremium', params: ({ event }) => ({ journeyId: event.chapter.journeyId }) },
            description: 'Premium content and a student who is not VIP: the premium dialog opens.',
          },
          { actions: { type: 'openTarget', params: ({ event }) => ({ target: event.chapter.target }) }, description: 'Any other chapter opens its learning content.' },
        ],
      },
    },
    lockedNotice: {
      description: 'A notice says the month or chapter is locked until the ones before it are completed.',
      on: {
        'notice.dismiss': { target: 'browsing', description: 'The notice closes.' },
        'campaign.select': [
          { guard: 'campaignLocked', description: 'Another locked month: the notice stays.' },
          { target: 'browsing', actions: 'selectCampaign', description: 'An available month: the notice closes and its chapters show.' },
        ],
      },
    },
  },
});

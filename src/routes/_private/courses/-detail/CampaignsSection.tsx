import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import type { Campaign, ChapterStatus, Journey } from '@/contract/journeys';
import { chapterStars, finishedCampaigns, isCampaignLocked, lastAvailableCampaignIndex } from '@/domain/journeys/rules';
import { inspect } from '@/machines/inspector';
import { chapterGateMachine } from '@/machines/journeys/chapterGate.machine';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { Carousel, EmptyState, ProgressBar } from '@/ui/components';
import { BookIcon, CloseIcon, LockIcon } from '@/ui/icons';
import { ChapterCard } from '@/ui/journeys/ChapterCard';
import { MonthCard } from '@/ui/journeys/MonthCard';
import { openLearningContent } from '@/routes/-journeys/use-course-subscription';
import { usePremiumDialog } from '@/routes/-premium/use-premium-dialog';

const sectionTitle = css({ textStyle: 'sectionTitle', mb: '3' });

const CHAPTER_STATUS: Record<ChapterStatus, () => string> = {
  SUBSCRIBED: m.journey_statusAvailable,
  NOT_SUBSCRIBED: m.journey_statusNotSubscribed,
  UNAVAILABLE: m.journey_statusUnavailable,
  COMPLETED: m.journey_statusCompleted,
  LOCKED: m.journey_statusLocked,
};
const MONTH_STATUS: Record<ChapterStatus, () => string> = {
  SUBSCRIBED: m.journey_monthInProgress,
  NOT_SUBSCRIBED: m.journey_statusNotSubscribed,
  UNAVAILABLE: m.journey_statusUnavailable,
  COMPLETED: m.journey_monthCompleted,
  LOCKED: m.journey_statusLocked,
};

/** Campaigns (docs/product/journeys.md, Screens): the month carousel with locking and the chosen month's chapters (the chapter gate flow). */
export function Campaigns({ journey, campaigns, isVip }: { journey: Journey; campaigns: Campaign[]; isVip: boolean }) {
  const openPremium = usePremiumDialog();
  const [notice, setNotice] = useState<'locked' | 'subscribe'>('locked');
  const [state, send] = useMachine(
    chapterGateMachine.provide({
      actions: {
        openPremium: (_, { journeyId }) => openPremium(journeyId),
        openTarget: (_, { target }) => void openLearningContent(target),
      },
    }),
    { input: { campaignIndex: lastAvailableCampaignIndex(campaigns) }, inspect },
  );
  const index = Math.min(state.context.campaignIndex, campaigns.length - 1);
  const campaign = campaigns[index]!;
  const campaignLocked = isCampaignLocked(campaigns, index);
  const done = finishedCampaigns(campaigns);
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} aria-label={m.journey_campaignsTitle()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '420px' })}>
        <ProgressBar label={m.journey_progressLabel()} value={done} max={campaigns.length} valueText={m.journey_progressValue({ done: String(done), total: String(campaigns.length) })} />
      </div>
      <Carousel title={m.journey_campaignsTitle()} startIndex={index}>
        {campaigns.map((each, position) => (
          <MonthCard
            key={each.id}
            month={each.month}
            title={each.title}
            statusLabel={MONTH_STATUS[each.status]()}
            done={each.status === 'COMPLETED'}
            requiresPremium={each.requiresPremium}
            locked={isCampaignLocked(campaigns, position)}
            selected={position === index}
            onSelect={() => {
              setNotice('locked');
              send({ type: 'campaign.select', index: position, locked: isCampaignLocked(campaigns, position) });
            }}
          />
        ))}
      </Carousel>
      {state.matches('lockedNotice') ? (
        <div role="status" data-testid="locked-notice" className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '4', borderRadius: 'xl', bg: 'bg.subtle', borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: 'accent.default' })}>
          <LockIcon size={20} aria-hidden="true" />
          <p className={css({ flex: 1, fontWeight: '600' })}>{notice === 'subscribe' ? m.journey_subscribeFirst() : m.journey_lockedNotice()}</p>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => send({ type: 'notice.dismiss' })} aria-label={m.journey_dismissNotice()}>
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
      <div>
        <h3 className={sectionTitle}>{m.journey_chaptersOf({ month: campaign.month, title: campaign.title })}</h3>
        {campaign.chapters.length === 0 ? (
          <EmptyState title={m.journey_noChapters()} icon={<BookIcon size={32} />} />
        ) : (
          <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '4', listStyle: 'none', p: 0, m: 0 })}>
            {campaign.chapters.map((chapter) => {
              const locked = campaignLocked || chapter.status === 'LOCKED' || chapter.status === 'UNAVAILABLE' || chapter.status === 'NOT_SUBSCRIBED';
              return (
                <li key={chapter.id}>
                  <ChapterCard
                    title={chapter.title}
                    status={chapter.status}
                    statusLabel={campaignLocked && chapter.status !== 'NOT_SUBSCRIBED' ? m.journey_statusLocked() : CHAPTER_STATUS[chapter.status]()}
                    missionsDone={chapter.missionsDone}
                    stars={chapterStars(chapter.score)}
                    locked={locked}
                    premium={campaign.requiresPremium}
                    onPress={() => {
                      setNotice(chapter.status === 'NOT_SUBSCRIBED' ? 'subscribe' : 'locked');
                      send({
                        type: 'chapter.press',
                        chapter: { chapterStatus: chapter.status, campaignLocked, requiresPremium: campaign.requiresPremium, isVip, target: chapter.target, journeyId: journey.id },
                      });
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}


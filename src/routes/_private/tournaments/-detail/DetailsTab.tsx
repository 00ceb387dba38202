import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import type { Tournament } from '@/contract/tournaments';
import { TOURNAMENTS_KEY } from '@/api/tournaments/keys';
import { formatDay } from '@/domain/brazil-time';
import { modeLabel } from '@/domain/format';
import type { EligibilityEvent } from '@/domain/tournaments/eligibility';
import { inspect } from '@/machines/inspector';
import { subscriptionWindowMachine } from '@/machines/tournaments/subscriptionWindow.machine';
import { subscriptionWindowView } from '@/machines/tournaments/subscriptionWindow.view';
import { m } from '@/paraglide/messages.js';
import { Countdown } from '@/ui/components';
import { CalendarIcon, ClockIcon } from '@/ui/icons';
import { GAME_NAMES } from '../../../-tournaments/game-names';

// The details tab and its subscription window (a flow on luxon's dates) load when the tab is
// shown, so the detail page's first load carries neither.

const panel = css({ borderRadius: '2xl', borderWidth: '1px', borderColor: 'border.default', bg: 'bg.surface', p: { base: '4', md: '6' } });
const panelTitle = css({ textStyle: 'sectionTitle', mb: '3' });

/** The part of the event the subscription window reads. */
const windowEventOf = (t: Tournament): EligibilityEvent => ({
  status: t.status,
  restrictions: { subscriptionStartDate: t.restrictions.subscriptionStartDate ?? null, subscriptionEndDate: t.restrictions.subscriptionEndDate ?? null },
  subscriptionsStart: t.subscriptionsStart,
  subscriptionsEnd: t.subscriptionsEnd,
});

function WindowPanel({ tournament }: { tournament: Tournament }) {
  const event = windowEventOf(tournament);
  const [openedAt] = useState(() => Date.now());
  const [state, send] = useMachine(subscriptionWindowMachine, { input: { event, now: openedAt }, inspect });
  const eventKey = JSON.stringify(event);
  // The detail reloads (after a subscription, or the event changed): the window follows it.
  useEffect(() => {
    send({ type: 'window.eventChanged', event: JSON.parse(eventKey) as EligibilityEvent });
  }, [eventKey, send]);
  // Timers sleep in hidden tabs: when the page comes back into view the clock catches up, and the
  // detail reloads in case the event changed meanwhile (closed early, new dates).
  const queryClient = useQueryClient();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      send({ type: 'window.clockChecked', now: Date.now() });
      void queryClient.invalidateQueries({ queryKey: [TOURNAMENTS_KEY, 'detail', tournament.id], exact: true });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [send, queryClient, tournament.id]);
  const view = subscriptionWindowView(state);
  return (
    <section className={cx(panel, css({ order: { base: -1, lg: 0 } }))} aria-labelledby="window-title">
      <h2 id="window-title" className={panelTitle}>
        {m.event_windowTitle()}
      </h2>
      {view.shows === 'open' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })} data-window="open">
          <p className={css({ color: 'fg.muted' })}>{m.event_windowOpen()}</p>
          <Countdown secondsLeft={view.secondsLeft} />
        </div>
      ) : view.shows === 'notYetOpen' ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })} data-window="notYetOpen">
          <CalendarIcon size={18} />
          {m.event_windowNotOpen({ date: formatDay(view.opensAt) })}
        </p>
      ) : (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })} data-window="closed">
          <ClockIcon size={18} />
          {m.event_windowClosed()}
        </p>
      )}
    </section>
  );
}

export function DetailsTab({ tournament }: { tournament: Tournament }) {
  const solo = modeLabel(tournament.mode) === 'SOLO';
  const info: [string, string][] = [
    [m.event_startLabel(), m.event_startValue({ date: formatDay(tournament.startDate) })],
    [m.event_locationLabel(), tournament.location],
    [m.event_platformLabel(), tournament.platform],
    [m.event_gameLabel(), GAME_NAMES[tournament.game]()],
    [m.event_modeLabel(), solo ? m.event_modeSoloValue() : m.event_modeTeamValue({ count: String(tournament.modeQuantity) })],
  ];
  return (
    <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', lg: '1fr 340px' }, alignItems: 'start' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <section className={panel} aria-labelledby="about-title">
          <h2 id="about-title" className={panelTitle}>
            {m.event_aboutTitle()}
          </h2>
          <p className={css({ lineHeight: '1.6', whiteSpace: 'pre-line' })}>{tournament.description}</p>
        </section>
        <section className={panel} aria-labelledby="info-title">
          <h2 id="info-title" className={panelTitle}>
            {m.event_infoTitle()}
          </h2>
          <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)' }, gap: '4' })}>
            {info.map(([label, value]) => (
              <div key={label}>
                <dt className={css({ color: 'fg.muted', fontSize: 'sm', fontWeight: '700' })}>{label}</dt>
                <dd className={css({ fontWeight: '700' })}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <WindowPanel tournament={tournament} />
    </div>
  );
}

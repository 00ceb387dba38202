import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { MyMatch } from '@/contract/play';
import { myMatchesQuery } from '@/api/play/matches';
import { relativeTo } from '@/domain/play/times';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { NextMatchCard } from '@/ui/play/NextMatchCard';
import { useAfterFirstPaint } from '@/ui/use-after-first-paint';
import { roundLabel } from '@/ui/play/play-labels';
import { GAME_NAMES } from '@/routes/-tournaments/game-names';

function Card({ item, showEvent }: { item: MyMatch; showEvent: boolean }) {
  const { matchId } = item;
  const urgent = item.action === 'CHECK_IN' || item.action === 'REPORT' || item.action === 'CONFIRM';
  const look = button({ variant: urgent ? 'accent' : 'secondary', size: 'sm' });
  const action = matchId !== null ? (
    <Link to="/matches/$matchId" params={{ matchId }} className={look}>
      {m.play_next_openMatch()}
    </Link>
  ) : showEvent ? (
    <Link to="/tournaments/detail" search={{ id: item.eventId }} className={look}>
      {m.play_next_openEvent()}
    </Link>
  ) : null;
  return (
    <NextMatchCard
      item={item}
      showEvent={showEvent}
      game={GAME_NAMES[item.game]()}
      round={item.roundName ? roundLabel(item.roundName, item.roundNameParams, 0) : null}
      atIn={relativeTo(item.at)}
      deadlineIn={relativeTo(item.deadline)}
      action={action}
    />
  );
}

/**
 * "Minha próxima partida" (docs/product/play.md, Screens) from GET /matches/mine, polled every 4 s: on
 * /home every event of the caller in check-in or running; on an event's page only that event's card.
 * Nothing when the caller has no such event.
 */
export function NextMatches({ eventId }: { eventId?: number }) {
  const { http } = useRouteContext({ from: '/_private' });
  // Below the page's first view: asked for once the page is on screen.
  const query = useQuery({ ...myMatchesQuery(http), enabled: useAfterFirstPaint() });
  // On the event's page the banner already says what to do before the bracket exists: the card shows once there is a match.
  const items = (query.data?.items ?? []).filter((item) => eventId === undefined || (item.eventId === eventId && item.matchId !== null));
  if (items.length === 0) return null;
  return (
    <section aria-label={m.play_next_title()} className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fill, minmax(320px, 1fr))' } })}>
      {items.map((item) => (
        <Card key={item.eventId} item={item} showEvent={eventId === undefined} />
      ))}
    </section>
  );
}

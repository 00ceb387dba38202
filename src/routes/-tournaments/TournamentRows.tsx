import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Game, TournamentStatus } from '@/contract/tournaments';
import { tournamentListQuery } from '@/api/tournaments/list';
import { m } from '@/paraglide/messages.js';
import { EmptyState, ErrorState } from '@/ui/components';
import { onDemand } from '@/ui/components/OnDemand';
import { TrophyIcon } from '@/ui/icons';
import { TournamentCard } from '@/ui/tournaments/TournamentCard';
import { GAME_NAMES } from './game-names';

export interface TournamentRow {
  title: string;
  empty: string;
  status: TournamentStatus[];
  /** Offered under the empty message (e.g. a way to find events). */
  emptyAction?: ReactNode;
}

const rowTitle = css({ textStyle: 'sectionTitle', color: 'fg.default', mb: '3' });
const skeleton = css({ display: 'flex', gap: '4', overflow: 'hidden', py: '2' });
const skeletonCard = css({
  flexShrink: 0,
  w: 'tournamentCard',
  h: '232px',
  borderRadius: '2xl',
  bg: 'bg.subtle',
});

/** A row's place while its tournaments or the carousel's code arrive: the cards' outlines. */
function RowLoading({ title }: { title: string }) {
  return (
    <section aria-label={title} aria-busy="true">
      <h2 className={rowTitle}>{title}</h2>
      <div className={skeleton}>
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={skeletonCard} />
        ))}
      </div>
      <span className={css({ srOnly: true })}>{m.common_loading()}</span>
    </section>
  );
}

// The carousel (Ark's Carousel and its scroll code) loads when a row has cards to show.
const Carousel = onDemand(() => import('@/ui/components/Carousel').then((module) => module.Carousel), { placeholder: ({ title }) => <RowLoading title={title} /> });

/** One carousel of tournaments: loading placeholders, an error with retry, the empty message or the cards. */
function Row({ row, game, subscribed }: { row: TournamentRow; game?: Game; subscribed?: boolean }) {
  const { http } = useRouteContext({ from: '/_private' });
  const navigate = useNavigate();
  const list = useQuery(tournamentListQuery(http, { status: row.status, game, subscribed: subscribed || undefined, pageSize: 20 }));

  if (list.isError) {
    return (
      <section aria-label={row.title}>
        <h2 className={rowTitle}>{row.title}</h2>
        <ErrorState onRetry={() => void list.refetch()} />
      </section>
    );
  }
  if (!list.data) return <RowLoading title={row.title} />;
  if (list.data.content.length === 0) {
    return (
      <section aria-label={row.title}>
        <h2 className={rowTitle}>{row.title}</h2>
        <EmptyState title={row.empty} icon={<TrophyIcon size={32} />} action={row.emptyAction} />
      </section>
    );
  }
  return (
    <Carousel title={row.title}>
      {list.data.content.map((t) => (
        <TournamentCard
          key={t.id}
          name={t.name}
          gameName={GAME_NAMES[t.game]()}
          imageUrl={t.images.mobile || t.images.desktop}
          startDate={t.startDate}
          mode={t.mode}
          subscriptionStatus={t.subscriptionStatus}
          href={`/tournaments/detail?id=${t.id}`}
          onNavigate={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            void navigate({ to: '/tournaments/detail', search: { id: t.id } });
          }}
        />
      ))}
    </Carousel>
  );
}

/** The three carousels of /tournaments and /my-tournaments (docs/product/tournaments.md, Screens). */
export function TournamentRows({ rows, game, subscribed }: { rows: TournamentRow[]; game?: Game; subscribed?: boolean }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
      {rows.map((row) => (
        <Row key={row.title} row={row} game={game} subscribed={subscribed} />
      ))}
    </div>
  );
}

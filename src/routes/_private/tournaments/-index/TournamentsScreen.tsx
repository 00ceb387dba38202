import { Link, getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { GAMES } from '@/domain/route-search-schemas';
import { m } from '@/paraglide/messages.js';
import { PageHeading } from '@/ui/pages/PageHeading';
import { GAME_NAMES } from '../../../-tournaments/game-names';
import { TournamentRows, type TournamentRow } from '../../../-tournaments/TournamentRows';

const route = getRouteApi('/_private/tournaments/');

const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '8' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '4',
  borderRadius: 'full',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  fontWeight: '700',
  fontSize: 'compact',
  textDecoration: 'none',
  _hover: { borderColor: 'accent.default' },
  '&[aria-current=true]': { bg: 'accent.default', borderColor: 'accent.default', color: 'fg.onAccent', _dark: { color: 'slate.950' } },
});

const rows = (): TournamentRow[] => [
  { title: m.event_openTitle(), empty: m.event_openEmpty(), status: ['OPEN'] },
  { title: m.event_runningTitle(), empty: m.event_runningEmpty(), status: ['CHECK_IN', 'RUNNING'] },
  { title: m.event_concludedTitle(), empty: m.event_concludedEmpty(), status: ['CONCLUDED'] },
];

/** /tournaments (docs/product/tournaments.md, Screens): a game selector and three carousels (open, in progress, concluded). */
export function TournamentsScreen() {
  const { game } = route.useSearch();
  return (
    <>
      <title>{`${m.common_pageTournaments()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageTournaments()}</PageHeading>
      <p className={css({ color: 'fg.muted', mt: '-3', mb: '5' })}>{m.event_listIntro()}</p>
      <nav aria-label={m.event_gameFilterLabel()} className={chips}>
        <Link to="/tournaments" search={{}} className={chip} aria-current={game === undefined ? 'true' : undefined} activeOptions={{ includeSearch: true }}>
          {m.event_gameAll()}
        </Link>
        {GAMES.map((key) => (
          <Link key={key} to="/tournaments" search={{ game: key }} className={chip} aria-current={game === key ? 'true' : undefined}>
            {GAME_NAMES[key]()}
          </Link>
        ))}
      </nav>
      <TournamentRows rows={rows()} game={game} />
    </>
  );
}

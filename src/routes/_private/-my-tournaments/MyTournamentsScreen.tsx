import { Link, useRouter } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { ChevronLeftIcon } from '@/ui/icons';
import { PageHeading } from '@/ui/pages/PageHeading';
import { TournamentRows, type TournamentRow } from '../../-tournaments/TournamentRows';

const rows = (): TournamentRow[] => [
  {
    title: m.event_myComingSoonTitle(),
    empty: m.event_myComingSoonEmpty(),
    status: ['OPEN', 'WAITING_START', 'CHECK_IN'],
    emptyAction: (
      <Link to="/tournaments" className={button({ variant: 'primary' })}>
        {m.event_browseAll()}
      </Link>
    ),
  },
  { title: m.event_myRunningTitle(), empty: m.event_myRunningEmpty(), status: ['RUNNING'] },
  { title: m.event_myCompletedTitle(), empty: m.event_myCompletedEmpty(), status: ['CONCLUDED'] },
];

/** /my-tournaments (docs/product/tournaments.md, Screens): a back button and the three carousels of the caller's subscriptions. */
export function MyTournamentsScreen() {
  const router = useRouter();
  const back = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/tournaments' });
  };
  return (
    <>
      <title>{`${m.common_pageMyTournaments()} · ${m.common_appName()}`}</title>
      <button type="button" className={cx(button({ variant: 'ghost' }), css({ px: '2', mb: '2' }))} onClick={back}>
        <ChevronLeftIcon size={20} />
        {m.common_back()}
      </button>
      <PageHeading>{m.common_pageMyTournaments()}</PageHeading>
      <TournamentRows rows={rows()} subscribed />
    </>
  );
}

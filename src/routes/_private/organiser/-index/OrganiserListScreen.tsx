import { Link, getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { organiserEventsQuery } from '@/api/organiser/list';
import { formatInBrazil } from '@/domain/brazil-time';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { EmptyState } from '@/ui/components';
import { PlusIcon } from '@/ui/icons';
import { FORMAT_LABELS } from '@/ui/organiser/labels';
import { OrganiserEventCard } from '@/ui/organiser/OrganiserEventCard';
import { GAME_NAMES } from '@/routes/-tournaments/game-names';

const privateRoute = getRouteApi('/_private');

const list = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, listStyle: 'none', p: '0', m: '0' });

/** /organiser (docs/product/play.md, Screens): the events the caller organises, newest first, and "Criar evento". */
export function OrganiserListScreen() {
  const { http } = privateRoute.useRouteContext();
  const events = useQuery(organiserEventsQuery(http));
  const items = events.data?.items ?? [];
  const create = (
    <Link to="/organiser/new" className={button({ variant: 'primary' })} data-testid="organiser-create">
      <PlusIcon size={18} />
      {m.organiser_create()}
    </Link>
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', w: '100%', minW: '0' })}>
      <title>{`${m.organiser_pageTitle()} · ${m.common_appName()}`}</title>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end', justifyContent: 'space-between' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '640px' })}>
          <h1 className={css({ textStyle: 'pageTitle' })}>{m.organiser_pageTitle()}</h1>
          <p className={css({ color: 'fg.muted' })}>{m.organiser_intro()}</p>
        </div>
        {items.length > 0 ? create : null}
      </div>
      {items.length === 0 ? (
        <EmptyState title={m.organiser_empty()} description={m.organiser_emptyHint()} action={create} />
      ) : (
        <ul className={list} data-testid="organiser-events">
          {items.map((event) => (
            <li key={event.id}>
              <OrganiserEventCard
                name={event.name}
                game={GAME_NAMES[event.game]()}
                format={FORMAT_LABELS[event.settings.format]()}
                phase={event.phase}
                start={formatInBrazil(event.settings.startDate)}
                participantsCount={event.participantsCount}
                checkedInCount={event.checkedInCount}
                school={event.settings.school !== null}
                renderLink={(children, className) => (
                  <Link to="/organiser/event" search={{ id: event.id }} className={className}>
                    {children}
                  </Link>
                )}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

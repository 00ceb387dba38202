import { useEffect, useRef } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { supportChatUrl } from '@/api/config';
import type { AccreditationLinkProblem } from '@/api/school/accreditation-link-problems';
import type { AccreditationLinkView } from '@/contract/school';
import { formatInBrazil } from '@/domain/brazil-time';
import { ACCREDITATION_LINK_HOURS } from '@/domain/school/accreditation';
import { inspect } from '@/machines/inspector';
import { accreditationLinkView } from '@/machines/school/accreditationLink.view';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { SchoolIcon, SuccessIcon, WarningIcon } from '@/ui/icons';
import { SupportChatLink } from '@/ui/school/SupportChatLink';
import { publicCard } from '@/ui/shell/public-card';
import { PublicFrame } from '@/routes/-shell/PublicFrame';
import { provideAccreditationLink } from './accreditation-link-actors';

const route = getRouteApi('/school/accreditation/$token');
const card = cx(publicCard, css({ display: 'flex', flexDirection: 'column', gap: '5' }));
const stack = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start', outline: 'none' });

/** Why a link cannot be used, as the page says it. */
const PROBLEMS: Record<AccreditationLinkProblem, { title: () => string; text: () => string }> = {
  UNKNOWN: { title: m.accreditationLink_unknownTitle, text: m.accreditationLink_unknownText },
  EXPIRED: { title: m.accreditationLink_expiredTitle, text: () => m.accreditationLink_expiredText({ hours: String(ACCREDITATION_LINK_HOURS) }) },
  CONFIRMED: { title: m.accreditationLink_usedConfirmedTitle, text: m.accreditationLink_usedConfirmedText },
  DECLINED: { title: m.accreditationLink_usedDeclinedTitle, text: m.accreditationLink_usedDeclinedText },
  TAKEN: { title: m.accreditationLink_takenTitle, text: m.accreditationLink_takenText },
};

const home = (
  <Link to="/" className={button({ variant: 'secondary' })}>
    {m.accreditationLink_home()}
  </Link>
);

function AccreditationLinkFlow({ link, token }: { link: AccreditationLinkView; token: string }) {
  const { http } = route.useRouteContext();
  const [snapshot, send] = useMachine(provideAccreditationLink(http), { input: { token, problem: link.state === 'VALID' ? null : link.state }, inspect });
  const view = accreditationLinkView(snapshot);
  // An answer replaces the request: focus moves to what it says, so it is read first.
  const resultRef = useRef<HTMLDivElement>(null);
  const answered = view.place !== 'reviewing';
  useEffect(() => {
    if (answered) resultRef.current?.focus();
  }, [answered]);

  if (view.place === 'unavailable') {
    const problem = PROBLEMS[view.problem ?? 'UNKNOWN'];
    return (
      <div className={stack} ref={resultRef} tabIndex={-1} data-testid="accreditation-link-unavailable">
        <WarningIcon size={32} />
        <h1 className={css({ textStyle: 'pageTitle' })}>{problem.title()}</h1>
        <p>{problem.text()}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          {home}
          {view.problem === 'TAKEN' ? <SupportChatLink href={supportChatUrl(m.whatsapp_schoolAuthorize())} /> : null}
        </div>
      </div>
    );
  }
  if (view.place === 'confirmed' || view.place === 'declined') {
    const confirmed = view.place === 'confirmed';
    return (
      <div role="status" className={stack} ref={resultRef} tabIndex={-1} data-testid={`accreditation-link-${view.place}`}>
        <SuccessIcon size={32} />
        <h1 className={css({ textStyle: 'pageTitle' })}>{confirmed ? m.accreditationLink_confirmedTitle() : m.accreditationLink_declinedTitle()}</h1>
        <p>{confirmed ? m.accreditationLink_confirmedText() : m.accreditationLink_declinedText()}</p>
        {home}
      </div>
    );
  }
  if (link.state !== 'VALID') return null;
  const { school, director } = link;
  return (
    <>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <span className={css({ color: 'accent.emphasis', flexShrink: 0 })}>
          <SchoolIcon size={32} />
        </span>
        <h1 className={css({ textStyle: 'pageTitle' })}>{m.accreditationLink_title()}</h1>
      </div>
      <p>{m.accreditationLink_intro()}</p>
      <dl
        data-testid="accreditation-link-request"
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' }, rowGap: '2', columnGap: '4', '& dt': { fontWeight: '700' }, '& dd': { overflowWrap: 'anywhere' } })}
      >
        <dt>{m.accreditationLink_school()}</dt>
        <dd>
          {school.name}
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
            {school.inepCode ? `${m.accreditationLink_inep({ code: school.inepCode })} · ` : ''}
            {`${school.address} · ${school.cityName}/${school.stateAcronym}`}
          </span>
        </dd>
        <dt>{m.accreditationLink_requestedBy()}</dt>
        <dd>
          {`${director.firstName} ${director.lastName}`}
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>{director.personalEmail}</span>
        </dd>
        <dt>{m.accreditationLink_requestedAt()}</dt>
        <dd>{formatInBrazil(link.requestedAt)}</dd>
        <dt>{m.accreditationLink_expiresAt()}</dt>
        <dd>{formatInBrazil(link.expiresAt)}</dd>
      </dl>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <button type="button" className={button()} disabled={view.sending !== null} onClick={() => send({ type: 'accreditationLink.confirm' })}>
          {view.sending === 'confirm' ? m.accreditationLink_confirming() : m.accreditationLink_confirm()}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} disabled={view.sending !== null} onClick={() => send({ type: 'accreditationLink.decline' })}>
          {view.sending === 'decline' ? m.accreditationLink_declining() : m.accreditationLink_decline()}
        </button>
      </div>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.accreditationLink_declineHint()}</p>
    </>
  );
}

/** The school's confirmation page inside the public frame (docs/product/school.md, Rules). */
export function AccreditationLinkScreen() {
  const { token } = route.useParams();
  // The link is read once, by the route's loader: the page answers it and never reads it again,
  // so it takes the loader's data rather than watching the query.
  const link = route.useLoaderData();
  return (
    <PublicFrame loginAction={null}>
      <title>{`${m.accreditationLink_title()} · ${m.common_appName()}`}</title>
      <div className={css({ w: '100%', maxW: '760px', mx: 'auto', px: { base: '3', sm: '6' }, py: { base: '6', sm: '10' } })}>
        <div className={card}>
          <AccreditationLinkFlow key={token} link={link} token={token} />
        </div>
      </div>
    </PublicFrame>
  );
}

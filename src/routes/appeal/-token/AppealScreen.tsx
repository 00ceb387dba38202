import { useState } from 'react';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import type { AppealLinkView } from '@/contract/moderation';
import { formatInBrazil } from '@/domain/brazil-time';
import { APPEAL_MAX } from '@/domain/moderation/appeal';
import type { DecisionAction } from '@/domain/moderation/reports';
import { inspect } from '@/machines/inspector';
import { appealView } from '@/machines/moderation/appeal.view';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Quote } from '@/ui/components/Quote';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';
import { SuccessIcon, WarningIcon } from '@/ui/icons';
import { CATEGORY_LABELS } from '@/ui/moderation/labels';
import { WrittenAndSend } from '@/ui/moderation/WrittenAndSend';
import { publicCard } from '@/ui/shell/public-card';
import { PublicFrame } from '@/routes/-shell/PublicFrame';
import { provideAppeal } from './appeal-actors';
import { useErrorTexts } from '@/ui/use-message-table';

const route = getRouteApi('/appeal/$token');
const card = cx(publicCard, css({ display: 'flex', flexDirection: 'column', gap: '5' }));

/** A sanction named as the person reads it (the queue's labels are the admin's verbs). */
const SANCTION_NAMES: Record<DecisionAction, () => string> = {
  DISMISS: m.moderation_action_DISMISS,
  WARN: m.moderation_appeal_WARN,
  SUSPEND: m.moderation_appeal_SUSPEND,
  BAN: m.moderation_appeal_BAN,
};

const PROBLEMS = {
  UNKNOWN: { title: m.moderation_appeal_unknownTitle, text: m.moderation_appeal_unknownText },
  USED: { title: m.moderation_appeal_usedTitle, text: m.moderation_appeal_usedText },
  EXPIRED: { title: m.moderation_appeal_expiredTitle, text: m.moderation_appeal_expiredText },
} as const;

function AppealFlow({ link, token }: { link: AppealLinkView; token: string }) {
  const { http } = route.useRouteContext();
  const [snapshot, send] = useMachine(provideAppeal(http), { input: { reportId: link.state === 'VALID' ? link.reportId : 0, token, usable: link.state === 'VALID' }, inspect });
  const view = appealView(snapshot);
  const [text, setText] = useState('');
  const errors = useErrorTexts(view.fieldErrors);
  const formRef = useFocusFirstError(useErrorRound(view.fieldErrors), errors, ['appeal']);

  if (link.state !== 'VALID') {
    const problem = PROBLEMS[link.state];
    return (
      <>
        <WarningIcon size={32} />
        <h1 className={css({ textStyle: 'pageTitle' })}>{problem.title()}</h1>
        <p>{problem.text()}</p>
        <Link to="/" className={button({ variant: 'secondary' })} style={{ alignSelf: 'flex-start' }}>
          {m.moderation_appeal_home()}
        </Link>
      </>
    );
  }
  if (view.place === 'appealed') {
    return (
      <div role="status" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <SuccessIcon size={32} />
        <h1 className={css({ textStyle: 'pageTitle' })}>{m.moderation_appeal_sentTitle()}</h1>
        <p>{m.moderation_appeal_sentText()}</p>
      </div>
    );
  }
  return (
    <>
      <h1 className={css({ textStyle: 'pageTitle' })}>{m.moderation_appeal_title()}</h1>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' }, rowGap: '1', columnGap: '4', '& dt': { fontWeight: '700' } })}>
        <dt>{m.moderation_appeal_decision()}</dt>
        <dd>{SANCTION_NAMES[link.action]()}</dd>
        {link.suspendedUntil ? (
          <>
            <dt>{m.moderation_appeal_until()}</dt>
            <dd>{formatInBrazil(link.suspendedUntil)}</dd>
          </>
        ) : null}
        <dt>{m.moderation_appeal_reason()}</dt>
        <dd>{CATEGORY_LABELS[link.category]()}</dd>
        <dt>{m.moderation_appeal_decidedAt()}</dt>
        <dd>{formatInBrazil(link.decidedAt)}</dd>
      </dl>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <p className={css({ fontWeight: '700' })}>{m.moderation_appeal_ruling()}</p>
        <Quote>{link.ruling}</Quote>
      </div>
      <p>{m.moderation_appeal_once({ date: formatInBrazil(link.appealBy) })}</p>
      <form
        ref={formRef}
        noValidate
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'appeal.submit', text });
        }}
      >
        <WrittenAndSend
          label={m.moderation_appeal_text()}
          name="appeal"
          max={APPEAL_MAX}
          value={text}
          onChange={setText}
          hint={m.moderation_appeal_textHint()}
          error={errors.appeal}
          send={m.moderation_appeal_send()}
          busy={view.busy}
        />
      </form>
    </>
  );
}

/** The appeal page inside the public frame (docs/product/moderation.md, Appeals). */
export function AppealScreen() {
  const { token } = route.useParams();
  // The link is read once, by the route's loader: the page answers it and never reads it again,
  // so it takes the loader's data rather than watching the query.
  const link = route.useLoaderData();
  return (
    <PublicFrame loginAction={null}>
      <title>{`${m.moderation_appeal_title()} · ${m.common_appName()}`}</title>
      <div className={css({ w: '100%', maxW: '760px', mx: 'auto', px: { base: '3', sm: '6' }, py: { base: '6', sm: '10' } })}>
        <div className={card}>
          <AppealFlow key={token} link={link} token={token} />
        </div>
      </div>
    </PublicFrame>
  );
}

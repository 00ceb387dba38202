import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { ConsentLinkProblem } from '@/contract/guardians';
import { formatDay } from '@/domain/brazil-time';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { AlertIcon, ClockIcon, InfoIcon, SuccessIcon } from '@/ui/icons';
import { actions, muted, panel, sectionTitle } from './consent-styles';

/** The minor and the link as the consent page shows them (docs/product/guardians.md, Screens). */
export interface ConsentLinkSummary {
  minor: { firstName: string; playId: string; age: number };
  guardianName: string;
  expiresAt: string;
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', pl: '5', listStyleType: 'disc', color: 'fg.muted' });

/** The heading and the plain-language explanation every valid link shows first. */
export function ConsentExplainer({ link }: { link: ConsentLinkSummary }) {
  const name = link.minor.firstName;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <p className={css({ color: 'accent.secondary', fontWeight: '700', fontSize: 'sm', textTransform: 'uppercase', letterSpacing: '0.04em' })}>{m.guardian_consentEyebrow()}</p>
        <h1 className={css({ textStyle: 'pageTitle', overflowWrap: 'anywhere' })}>{m.guardian_consentHeading({ name })}</h1>
        <p className={muted}>{m.guardian_consentIntro({ name, playId: link.minor.playId, age: String(link.minor.age), guardian: link.guardianName, app: m.common_appName() })}</p>
      </header>
      <section className={section} aria-labelledby="consent-what">
        <h2 id="consent-what" className={sectionTitle}>
          {m.guardian_consentWhatTitle()}
        </h2>
        <p className={muted}>{m.guardian_consentWhatText()}</p>
      </section>
      <section className={section} aria-labelledby="consent-data">
        <h2 id="consent-data" className={sectionTitle}>
          {m.guardian_consentDataTitle()}
        </h2>
        <ul className={list}>
          <li>{m.guardian_consentDataAccount()}</li>
          <li>{m.guardian_consentDataSchool()}</li>
          <li>{m.guardian_consentDataPlay()}</li>
          <li>{m.guardian_consentDataGuardian()}</li>
        </ul>
      </section>
      <section className={section} aria-labelledby="consent-while">
        <h2 id="consent-while" className={sectionTitle}>
          {m.guardian_consentWhileTitle()}
        </h2>
        <p className={muted}>{m.guardian_consentWhileText({ name })}</p>
        <p className={muted}>{m.guardian_consentRightsText()}</p>
      </section>
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: '600', color: 'fg.default' })}>
        <span aria-hidden="true" className={css({ display: 'inline-flex', color: 'accent.default', flexShrink: 0 })}>
          <ClockIcon size={18} />
        </span>
        {m.guardian_consentExpires({ date: formatDay(link.expiresAt) })}
      </p>
    </div>
  );
}

/** Signed out: sign in, or create a guardian account; both come back to the link. */
export function ConsentSignedOut({ onSignIn, onRegister }: { onSignIn: () => void; onRegister: () => void }) {
  return (
    <section className={panel} aria-labelledby="consent-signed-out" data-testid="consent-signed-out">
      <h2 id="consent-signed-out" className={sectionTitle}>
        {m.guardian_consentSignedOutTitle()}
      </h2>
      <p className={muted}>{m.guardian_consentSignedOutText()}</p>
      <div className={actions}>
        <button type="button" className={button({ variant: 'primary' })} onClick={onSignIn}>
          {m.guardian_consentSignIn()}
        </button>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onRegister}>
          {m.guardian_consentRegister()}
        </button>
      </div>
    </section>
  );
}

/** Signed in with an account that is not a guardian's: nothing can be decided from it. */
export function ConsentWrongAccount({ onSignOut }: { onSignOut: () => void }) {
  return (
    <section className={panel} role="alert" aria-labelledby="consent-wrong-account" data-testid="consent-wrong-account">
      <h2 id="consent-wrong-account" className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'lg', fontWeight: '800' })}>
        <span aria-hidden="true" className={css({ display: 'inline-flex', color: 'status.warning' })}>
          <AlertIcon size={22} />
        </span>
        {m.guardian_consentWrongAccountTitle()}
      </h2>
      <p className={muted}>{m.guardian_consentWrongAccountText()}</p>
      <div className={actions}>
        <button type="button" className={button({ variant: 'secondary' })} onClick={onSignOut}>
          {m.guardian_consentSignOut()}
        </button>
      </div>
    </section>
  );
}

const PROBLEM_TEXTS: Record<ConsentLinkProblem, { title: () => string; text: () => string }> = {
  UNKNOWN: { title: m.guardian_linkUnknownTitle, text: m.guardian_linkUnknownText },
  USED: { title: m.guardian_linkUsedTitle, text: m.guardian_linkUsedText },
  EXPIRED: { title: m.guardian_linkExpiredTitle, text: m.guardian_linkExpiredText },
};

/** The end of the page: consented, refused, or a link that cannot be used, with one way forward. */
const ENDING_TONES = {
  success: { icon: <SuccessIcon size={40} />, color: css({ color: 'status.success' }) },
  warning: { icon: <AlertIcon size={40} />, color: css({ color: 'status.warning' }) },
  info: { icon: <InfoIcon size={40} />, color: css({ color: 'accent.default' }) },
};

export function ConsentEnding({ tone, title, text, action }: { tone: 'success' | 'info' | 'warning'; title: string; text: string; action: ReactNode }) {
  const { icon, color } = ENDING_TONES[tone];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '3', py: '6' })} data-testid="consent-ending">
      <span aria-hidden="true" className={cx(css({ display: 'inline-flex' }), color)}>
        {icon}
      </span>
      <h1 className={css({ textStyle: 'pageTitle', overflowWrap: 'anywhere' })}>{title}</h1>
      <p className={css({ color: 'fg.muted', maxW: '480px' })}>{text}</p>
      <div className={css({ mt: '2' })}>{action}</div>
    </div>
  );
}

/** The texts of a link that cannot be used. */
export const problemTexts = (problem: ConsentLinkProblem) => ({ title: PROBLEM_TEXTS[problem].title(), text: PROBLEM_TEXTS[problem].text() });

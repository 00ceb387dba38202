import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { NoticeBanner } from '@/ui/components/NoticeBanner';
import { AlertIcon, ClockIcon, InfoIcon, SuccessIcon } from '@/ui/icons';

export interface GuardianConsentNoticeProps {
  kind: 'consented' | 'missing' | 'waiting' | 'lapsed';
  status: 'EXPIRED' | 'REFUSED' | 'REVOKED' | string;
  restricted: boolean;
  invitedEmail: string | null;
  /** The invitation's last day, as shown (dd/MM/yyyy). */
  expiresOn: string;
  resendsLeft: number;
  canResend: boolean;
  busy: boolean;
  guardianNames: string[];
  onResend: () => void;
  /** The way to the guardian form, for a minor who has not named one yet. */
  formLink: ReactNode;
}

const text = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const actions = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', mt: '1' });
const hint = css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' });

const LAPSED_TITLES: Record<string, () => string> = {
  EXPIRED: m.guardian_noticeExpiredTitle,
  REFUSED: m.guardian_noticeRefusedTitle,
  REVOKED: m.guardian_noticeRevokedTitle,
};

/** The minor's guardian notice (docs/product/guardians.md, Screens): why some things wait, and the invitation sent again. */
export function GuardianConsentNotice(props: GuardianConsentNoticeProps) {
  const { kind, restricted } = props;
  const restriction = <p>{restricted ? m.guardian_noticeRestricted() : m.guardian_noticeNotRestricted()}</p>;
  const resend = (
    <div className={actions}>
      {props.canResend ? (
        <button type="button" className={button({ variant: 'primary', size: 'sm' })} disabled={props.busy} onClick={props.onResend} data-testid="guardian-resend">
          {props.busy ? m.guardian_consentSending() : m.guardian_noticeResend()}
        </button>
      ) : null}
      <span className={hint}>{props.resendsLeft > 0 ? m.guardian_noticeResendsLeft({ count: String(props.resendsLeft) }) : m.guardian_noticeNoResends()}</span>
    </div>
  );

  if (kind === 'consented') {
    return (
      <NoticeBanner tone="success" icon={<SuccessIcon size={22} />} title={m.guardian_noticeConsentedTitle({ names: props.guardianNames.join(' e ') })} testId="guardian-notice">
        <p>{m.guardian_consentRightsText()}</p>
      </NoticeBanner>
    );
  }
  if (kind === 'missing') {
    return (
      <NoticeBanner tone={restricted ? 'warning' : 'info'} icon={<InfoIcon size={22} />} title={m.guardian_noticeMissingTitle()} testId="guardian-notice">
        <div className={text}>
          <p>{m.guardian_noticeMissingText()}</p>
          <div className={actions}>{props.formLink}</div>
        </div>
      </NoticeBanner>
    );
  }
  if (kind === 'waiting') {
    return (
      <NoticeBanner tone="info" icon={<ClockIcon size={22} />} title={m.guardian_noticeWaitingTitle()} testId="guardian-notice">
        <div className={text}>
          <p>{m.guardian_noticeWaitingText({ email: props.invitedEmail ?? '', date: props.expiresOn })}</p>
          {restriction}
          {resend}
        </div>
      </NoticeBanner>
    );
  }
  return (
    <NoticeBanner tone="warning" icon={<AlertIcon size={22} />} title={(LAPSED_TITLES[props.status] ?? m.guardian_noticeExpiredTitle)()} testId="guardian-notice">
      <div className={text}>
        <p>{m.guardian_noticeLapsedText()}</p>
        {restriction}
        {resend}
      </div>
    </NoticeBanner>
  );
}

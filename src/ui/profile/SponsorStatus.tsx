import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CPF_MASK, PHONE_MASK, formatWithMask } from '@/domain/masks';
import { m } from '@/paraglide/messages';
import { NoticeBanner } from '@/ui/components/NoticeBanner';
import { InfoIcon, SuccessIcon } from '@/ui/icons';

export interface SponsorSummaryProps {
  guardian: {
    userName: string;
    firstName: string;
    lastName: string;
    cpf: string;
    phoneDdd: string;
    phoneNumber: string;
    email: string;
    acceptImageStudentTerms: boolean;
  };
}

/** The guardian on record, read-only (docs/product/profile.md, Rules): once registered it cannot change here. */
export function SponsorSummary({ guardian }: SponsorSummaryProps) {
  const rows: Array<[string, string]> = [
    [m.sponsor_lockedName(), `${guardian.firstName} ${guardian.lastName}`],
    [m.sponsor_lockedUserName(), guardian.userName],
    [m.sponsor_lockedCpf(), formatWithMask(guardian.cpf, CPF_MASK)],
    [m.sponsor_lockedWhatsapp(), `+55 ${formatWithMask(`${guardian.phoneDdd}${guardian.phoneNumber}`, PHONE_MASK)}`],
    [m.sponsor_lockedEmail(), guardian.email],
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} data-testid="sponsor-locked">
      <NoticeBanner tone="success" icon={<SuccessIcon size={22} />} title={m.sponsor_lockedTitle()} testId="sponsor-locked-banner">
        {m.sponsor_lockedNote()}
      </NoticeBanner>
      <dl className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4', m: '0' })}>
        {rows.map(([label, value]) => (
          <div
            key={label}
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '1',
              p: '4',
              borderRadius: 'xl',
              bg: 'bg.subtle',
              minW: '0',
            })}
          >
            <dt className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.muted' })}>{label}</dt>
            <dd className={css({ m: '0', fontWeight: '700', color: 'fg.default', overflowWrap: 'anywhere' })}>{value}</dd>
          </div>
        ))}
      </dl>
      {guardian.acceptImageStudentTerms ? (
        <p className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted', fontWeight: '600' })}>
          <span aria-hidden="true" className={css({ display: 'inline-flex', color: 'accent.default' })}>
            <SuccessIcon size={18} />
          </span>
          {m.sponsor_lockedTerms()}
        </p>
      ) : null}
    </div>
  );
}

/** An adult student cannot register a guardian; the scene says why and where to go (docs/product/profile.md, Roles). */
export function SponsorAdultNotice({ action }: { action: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })} data-testid="sponsor-adult">
      <NoticeBanner tone="info" icon={<InfoIcon size={22} />} title={m.sponsor_adultTitle()} testId="sponsor-adult-banner">
        {m.sponsor_adultText()}
      </NoticeBanner>
      {action}
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { cardSurface } from '@/ui/components/card-surface';
import { UserIcon } from '@/ui/icons';

export interface SupervisedMinorCardProps {
  id: number;
  firstName: string;
  lastName: string;
  playId: string;
  age: number;
  /** The consent day, as shown (dd/MM/yyyy). */
  since: string;
  coGuardian: string | null;
  /** Today's use against the limit, as shown ("Hoje: 40 min de 2 h"). */
  today: string;
  purchasesBlocked: boolean;
  /** The day premium ends, as shown; null without premium. */
  premiumUntil: string | null;
  busy: boolean;
  onRevoke: () => void;
}

/** A minor on /guardian (docs/product/guardians.md, Screens): who, since when, and "Retirar autorização". */
export function SupervisedMinorCard({ id, firstName, lastName, playId, age, since, coGuardian, today, purchasesBlocked, premiumUntil, busy, onRevoke }: SupervisedMinorCardProps) {
  const headingId = `minor-${playId.replace(/[^\w-]/g, '')}`;
  return (
    <article aria-labelledby={headingId} aria-busy={busy} className={cx(cardSurface({ lift: false }), css({ p: { base: '4', sm: '5' }, gap: '4' }))} data-testid="supervised-minor">
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', minW: '0' })}>
        <span aria-hidden="true" className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '12', h: '12', flexShrink: 0, borderRadius: 'full', bg: 'accent.subtle', color: 'accent.default' })}>
          <UserIcon size={24} />
        </span>
        <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
          <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '800', overflowWrap: 'anywhere' })}>
            {firstName} {lastName}
          </h2>
          <p className={css({ color: 'fg.muted', fontWeight: '600', overflowWrap: 'anywhere' })}>
            {playId} · {m.guardian_minorAge({ age: String(age) })}
          </p>
        </div>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', color: 'fg.muted' })}>
        <p>{m.guardian_minorSince({ date: since })}</p>
        {coGuardian ? <p>{m.guardian_minorCoGuardian({ name: coGuardian })}</p> : null}
        <p className={css({ color: 'fg.default', fontWeight: '600' })}>{today}</p>
        <p>
          {purchasesBlocked ? m.guardian_minorPurchasesBlocked() : m.guardian_minorPurchasesAllowed()} ·{' '}
          {premiumUntil ? m.guardian_minorPremiumActive({ date: premiumUntil }) : m.guardian_minorPremiumNone()}
        </p>
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'flex-end' })}>
        <Link
          to="/guardian/$minorId"
          params={{ minorId: id }}
          className={button({ variant: 'primary', size: 'sm' })}
          aria-label={m.guardian_minorFollowLabel({ name: firstName })}
        >
          {m.guardian_minorFollow()}
        </Link>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled={busy} onClick={onRevoke}>
          {busy ? m.guardian_revoking() : m.guardian_revoke()}
        </button>
      </div>
    </article>
  );
}

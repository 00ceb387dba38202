import type { ReactNode } from 'react';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { SchoolIcon } from '@/ui/icons';

export interface InstitutionCardProps {
  name: string;
  aliasName?: string | null;
  /** Null for a school still being registered (a draft may have none). */
  inepCode: string | null;
  type: 'PUBLIC' | 'PRIVATE';
  address?: string | null;
  /** A short status beside the name, e.g. a registration request awaiting analysis. */
  badge?: string;
  /** The heading level of the name inside its page (3 by default). */
  headingLevel?: 3 | 4;
  /** A select button or similar, at the end of the card. */
  action?: ReactNode;
}

const styles = sva({
  slots: ['root', 'icon', 'body', 'name', 'line', 'address', 'badge'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      flexWrap: 'wrap',
      gap: '3',
      p: '4',
      borderRadius: 'xl',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      width: '100%',
    },
    icon: { flexShrink: 0, display: 'grid', placeItems: 'center', w: '11', h: '11', borderRadius: 'lg', bg: 'accent.subtle', color: 'accent.default' },
    body: { display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1 1 12rem', minWidth: '0' },
    name: { fontWeight: '800', color: 'fg.default', overflowWrap: 'anywhere' },
    line: { fontSize: 'sm', fontWeight: '600', color: 'accent.emphasis' },
    address: { fontSize: 'sm', color: 'fg.muted' },
    badge: {
      alignSelf: 'flex-start',
      px: '2',
      py: '0.5',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.emphasis',
      fontSize: 'xs',
      fontWeight: '700',
    },
  },
})();

/** A school: name or alias, 'INEP {code} - pública/privada' and address. */
export function InstitutionCard({ name, aliasName, inepCode, type, address, badge, headingLevel = 3, action }: InstitutionCardProps) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  const typeLabel = type === 'PUBLIC' ? m.common_schoolPublic() : m.common_schoolPrivate();
  return (
    <article className={styles.root}>
      <div className={styles.icon}>
        <SchoolIcon />
      </div>
      <div className={styles.body}>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        <Heading className={styles.name}>{aliasName || name}</Heading>
        <span className={styles.line}>{inepCode ? m.common_inepLine({ code: inepCode, type: typeLabel }) : type === 'PUBLIC' ? m.schoolLink_typePublic() : m.schoolLink_typePrivate()}</span>
        {address ? <span className={styles.address}>{address}</span> : null}
      </div>
      {action}
    </article>
  );
}

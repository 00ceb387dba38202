import type { ReactNode } from 'react';
import { sva } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { SchoolIcon } from '@/ui/icons';

export interface InstitutionCardProps {
  name: string;
  aliasName?: string | null;
  inepCode: string;
  type: 'PUBLIC' | 'PRIVATE';
  address?: string | null;
  /** A select button or similar, at the end of the card. */
  action?: ReactNode;
}

const styles = sva({
  slots: ['root', 'icon', 'body', 'name', 'line', 'address'],
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
  },
})();

/** A school: name or alias, 'INEP {code} - pública/privada' and address. */
export function InstitutionCard({ name, aliasName, inepCode, type, address, action }: InstitutionCardProps) {
  return (
    <article className={styles.root}>
      <div className={styles.icon}>
        <SchoolIcon />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{aliasName || name}</h3>
        <span className={styles.line}>
          {m.common_inepLine({ code: inepCode, type: type === 'PUBLIC' ? m.common_schoolPublic() : m.common_schoolPrivate() })}
        </span>
        {address ? <span className={styles.address}>{address}</span> : null}
      </div>
      {action}
    </article>
  );
}

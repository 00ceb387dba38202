import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '4', sm: '6' },
  borderRadius: '2xl',
  bg: 'bg.canvas',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  scrollMarginTop: '4',
  minWidth: 0,
});
const title = css({ textStyle: 'sectionTitle', color: 'fg.default' });
const stateLabel = css({ fontSize: 'xs', fontWeight: '800', letterSpacing: '0.06em', textTransform: 'uppercase', color: 'fg.muted' });
const state = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 });
const fullRow = css({ gridColumn: '1 / -1' });
const grid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } });

export function GallerySection({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  return (
    <section id={id} className={section} aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className={title}>
        {name}
      </h2>
      {children}
    </section>
  );
}

/** One state of a component, with a caption naming it. */
export function GalleryState({ name, children, wide }: { name: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx(state, wide && fullRow)}>
      <span className={stateLabel}>{name}</span>
      {children}
    </div>
  );
}

export function GalleryGrid({ children }: { children: ReactNode }) {
  return <div className={grid}>{children}</div>;
}

import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className={css({ textStyle: 'pageTitle', mb: '5' })}>{children}</h1>;
}

/** A screen whose capability is not built yet: says so plainly instead of pretending. */
export function NotBuiltNotice() {
  return (
    <section
      data-testid="not-built"
      className={css({
        borderRadius: '2xl',
        borderWidth: '2px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
        bg: 'bg.surface',
        p: { base: '5', sm: '8' },
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
      })}
    >
      <h2 className={css({ textStyle: 'sectionTitle' })}>{m.common_notBuiltTitle()}</h2>
      <p className={css({ color: 'fg.muted' })}>{m.common_notBuiltText()}</p>
    </section>
  );
}

export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · ${m.common_appName()}`}</title>
      <PageHeading>{title}</PageHeading>
      <NotBuiltNotice />
    </>
  );
}

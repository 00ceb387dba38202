import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface StatusPageProps {
  code?: string;
  title: string;
  text: string;
  action: ReactNode;
  illustration?: ReactNode;
}

/** A centred message with one way forward; used by the 404 and 500 pages. */
export function StatusPage({ code, title, text, action }: StatusPageProps) {
  return (
    <div
      className={css({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: '4',
        px: '5',
        py: '16',
        minH: '60dvh',
      })}
    >
      {code ? (
        <p
          aria-hidden="true"
          className={css({
            fontFamily: 'heading',
            fontWeight: '900',
            fontSize: { base: '5rem', sm: '7rem' },
            lineHeight: 1,
            bgGradient: 'to-r',
            gradientFrom: 'purple.400',
            gradientTo: 'magenta.400',
            bgClip: 'text',
            color: 'transparent',
          })}
        >
          {code}
        </p>
      ) : null}
      <h1 className={css({ textStyle: 'pageTitle' })}>{title}</h1>
      <p className={css({ color: 'fg.muted', maxW: '420px' })}>{text}</p>
      <div className={css({ mt: '2' })}>{action}</div>
    </div>
  );
}

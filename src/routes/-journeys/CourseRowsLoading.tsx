import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';

export const rowTitle = css({ textStyle: 'sectionTitle', color: 'fg.default', mb: '3' });
const skeleton = css({ display: 'flex', gap: '4', overflow: 'hidden', py: '2' });
const skeletonCard = css({ flexShrink: 0, w: 'courseCard', h: '260px', borderRadius: '2xl', bg: 'bg.subtle' });

/** Placeholders of course rows while they load. */
export function CourseRowsLoading({ titles }: { titles: string[] }) {
  return (
    <>
      {titles.map((title) => (
        <section key={title} aria-label={title} aria-busy="true">
          <h2 className={rowTitle}>{title}</h2>
          <div className={skeleton}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className={skeletonCard} />
            ))}
          </div>
          <span className={css({ srOnly: true })}>{m.common_loading()}</span>
        </section>
      ))}
    </>
  );
}

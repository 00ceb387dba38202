import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { StatusPage } from './StatusPage';

/** Unknown paths show a 404 page whose back button replaces the location with / (docs/product/shell.md, Screens). */
export function NotFoundPage({ onBack }: { onBack: () => void }) {
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })}>
      <StatusPage
        code="404"
        title={m.common_notFoundTitle()}
        text={m.common_notFoundText()}
        action={
          <button type="button" className={button()} onClick={onBack}>
            {m.common_notFoundBack()}
          </button>
        }
      />
    </div>
  );
}

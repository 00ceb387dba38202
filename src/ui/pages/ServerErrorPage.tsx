import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { StatusPage } from './StatusPage';

/** The 500 page, with a reload button (docs/product/shell.md, Screens). */
export function ServerErrorPage({ onReload }: { onReload: () => void }) {
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column', bg: 'bg.canvas' })} role="alert">
      <StatusPage
        code="500"
        title={m.common_serverErrorTitle()}
        text={m.common_serverErrorText()}
        action={
          <button type="button" className={button()} onClick={onReload}>
            {m.common_serverErrorReload()}
          </button>
        }
      />
    </div>
  );
}

import { css, cx } from 'styled-system/css';
import { button } from '@/ui/button';
import { FlagIcon } from '@/ui/icons';

/** A "Denunciar …" button with the flag, for one thing on a page (docs/product/moderation.md, Screens). */
export function ReportButton({ text, onPress }: { text: string; onPress: () => void }) {
  return (
    <button type="button" className={cx(button({ variant: 'ghost', size: 'sm' }), css({ color: 'fg.muted', alignSelf: 'flex-start' }))} onClick={onPress}>
      <FlagIcon size={18} />
      {text}
    </button>
  );
}

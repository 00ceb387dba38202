import { css, cx } from 'styled-system/css';
import { button } from '@/ui/button';

/** The flag button of "Denunciar", the same whether it reports at once or opens the team menu. */
export const reportTrigger = cx(button({ variant: 'ghost', size: 'sm' }), css({ color: 'fg.muted', flexShrink: 0 }));

import { css } from 'styled-system/css';

/** The consent page's shared looks: its section titles, quiet texts, button rows and framed panels. */
export const sectionTitle = css({ fontSize: 'lg', fontWeight: '800', color: 'fg.default' });
export const muted = css({ color: 'fg.muted' });
export const actions = css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3', alignItems: { base: 'stretch', sm: 'center' } });
export const panel = css({ display: 'flex', flexDirection: 'column', gap: '3', p: { base: '4', sm: '5' }, borderRadius: 'xl', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', borderTopWidth: '4px', borderTopColor: 'accent.default' });

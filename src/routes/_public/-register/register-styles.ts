import { css } from 'styled-system/css';

/** The form's links and text buttons (the documents, the activation code, sign in, retry the cities): underlined, a full touch target high. */
export const textButton = css({ color: 'fg.link', fontWeight: '700', textDecoration: 'underline', textUnderlineOffset: '3px', cursor: 'pointer', bg: 'transparent', p: 0, minH: '11', textAlign: 'start' });

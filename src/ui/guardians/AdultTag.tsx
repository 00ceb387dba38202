import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';

const tag = css({ fontSize: 'xs', fontWeight: '800', px: '1.5', py: '0.5', borderRadius: 'sm', bg: 'status.warning', color: 'black', whiteSpace: 'nowrap' });

/** "Adulto": marks an adult among the people a minor plays with (docs/product/guardians.md, Supervision). */
export function AdultTag() {
  return <span className={tag}>{m.guardian_adult()}</span>;
}

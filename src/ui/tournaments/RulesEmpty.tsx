import { css } from 'styled-system/css';

/** What stands for a tournament's rules when there are none to show (or none left once cleaned). */
export function RulesEmpty({ text }: { text: string }) {
  return <p className={css({ color: 'fg.muted' })}>{text}</p>;
}

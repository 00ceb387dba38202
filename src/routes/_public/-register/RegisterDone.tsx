import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { SuccessIcon, WarningIcon } from '@/ui/icons';

/** Step 2 of /register (docs/product/account.md, Screens): the account exists; the e-mail must be verified before signing in. */
export function RegisterDone({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '5', alignItems: 'flex-start' })} data-testid="register-done">
      <span className={css({ color: 'status.success', display: 'inline-flex' })}>
        <SuccessIcon size={48} />
      </span>
      <p className={css({ color: 'accent.secondary', fontWeight: '700', fontSize: 'sm', textTransform: 'uppercase', letterSpacing: '0.04em' })}>
        {m.common_registerStepOf({ step: '2' })}
      </p>
      <h1 ref={heading} tabIndex={-1} className={css({ textStyle: 'pageTitle', outline: 'none' })}>
        {m.common_registerDoneTitle()}
      </h1>
      <p className={css({ fontSize: '1.05rem', overflowWrap: 'anywhere' })}>{m.common_registerDoneText({ email })}</p>
      <div
        role="note"
        className={css({
          display: 'flex',
          gap: '3',
          alignItems: 'flex-start',
          p: '4',
          borderRadius: 'xl',
          borderWidth: '2px',
          borderStyle: 'solid',
          borderColor: 'status.warning',
          bg: 'bg.subtle',
          color: 'fg.default',
        })}
      >
        <span className={css({ color: 'status.warning', flexShrink: 0, display: 'inline-flex' })}>
          <WarningIcon />
        </span>
        <p>{m.common_registerDoneWarning()}</p>
      </div>
      <button type="button" className={button({ variant: 'primary' })} onClick={onSignIn} data-testid="register-login">
        {m.common_registerDoneLogin()}
      </button>
    </section>
  );
}

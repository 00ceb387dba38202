import { useState, type FormEvent } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { useErrorTexts } from '@/ui/use-message-table';
import { inspect } from '@/machines/inspector';
import type { ChangePasswordValues } from '@/domain/account/change-password';
import { changePasswordView } from '@/machines/account/changePassword.view';
import { iconButton } from '@/ui/icon-button';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { PasswordField } from '@/ui/components';
import { bindFields } from '@/ui/components/field-binding';
import { useErrorRound, useFocusFirstError } from '@/ui/components/use-error-focus';
import { CloseIcon } from '@/ui/icons';
import { SuccessIcon } from '@/ui/icons';
import { provideChangePassword } from './change-password-actors';

const route = getRouteApi('/_private/change-password');

/** In the order the form shows them. */
const FIELD_ORDER = ['oldPassword', 'newPassword', 'newPasswordConfirmation'];

/** /change-password (docs/product/account.md, Screens): old, new and confirmation; success signs out after 2 s; closing returns to /home. */
export function ChangePasswordScreen() {
  const { http, session } = route.useRouteContext();
  const navigate = useNavigate();
  const [values, setValues] = useState<ChangePasswordValues>({ oldPassword: '', newPassword: '', newPasswordConfirmation: '' });
  const [state, send] = useMachine(provideChangePassword({ http, signOut: () => session.signOut(), goHome: () => void navigate({ to: '/home' }) }), { inspect });
  const { fieldErrors } = state.context;
  const { submitting, changed } = changePasswordView(state);
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(fieldErrors);
  const field = bindFields(values, errors, (change) => setValues((current) => ({ ...current, ...change })));
  // After a refused submit, focus goes to the first field to fix.
  const formRef = useFocusFirstError(useErrorRound(fieldErrors), errors, FIELD_ORDER);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submitting && !changed) send({ type: 'changePassword.submit', values });
  }

  return (
    <div className={css({ w: '100%', maxW: '560px' })}>
      <title>{`${m.common_pageChangePassword()} · ${m.common_appName()}`}</title>
      <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', mb: '2' })}>
        <h1 className={css({ textStyle: 'pageTitle' })}>{m.common_pageChangePassword()}</h1>
        <button type="button" className={iconButton()} aria-label={m.common_close()} title={m.common_close()} onClick={() => send({ type: 'changePassword.close' })} disabled={changed}>
          <CloseIcon size={20} />
        </button>
      </div>
      <p className={css({ color: 'fg.muted', mb: '5' })}>{m.common_changePasswordText()}</p>
      <div className={css({ bg: 'bg.surface', borderRadius: '2xl', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', p: { base: '5', sm: '8' } })}>
        {changed ? (
          <p role="status" data-testid="change-password-done" className={css({ display: 'flex', gap: '3', alignItems: 'center', fontWeight: '600' })}>
            <span className={css({ color: 'status.success', display: 'inline-flex', flexShrink: 0 })}>
              <SuccessIcon size={32} />
            </span>
            {m.common_changePasswordSigningOut()}
          </p>
        ) : (
          <form ref={formRef} noValidate onSubmit={submit} aria-busy={submitting} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="change-password-form">
            <PasswordField label={m.common_changePasswordOld()} id="change-password-old" required autoComplete="current-password" {...field.text('oldPassword')} />
            <PasswordField label={m.common_changePasswordNew()} id="change-password-new" required autoComplete="new-password" helperText={m.common_passwordHint()} {...field.text('newPassword')} />
            <PasswordField label={m.common_changePasswordConfirmation()} id="change-password-confirmation" required autoComplete="new-password" {...field.text('newPasswordConfirmation')} />
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', mt: '2' })}>
              <button type="submit" className={button({ variant: 'primary' })} disabled={submitting} data-testid="change-password-submit">
                {submitting ? m.common_changePasswordSaving() : m.common_changePasswordSubmit()}
              </button>
              <button type="button" className={button({ variant: 'secondary' })} onClick={() => send({ type: 'changePassword.close' })}>
                {m.common_cancel()}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

import { REALM_PATH } from '../config';
import { t } from '../messages';

/** HTML pages of the token server (sign-in, forgotten password, e-mail verification), in pt-BR. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

const assets = `${REALM_PATH}/resources`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t('common_appName'))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assets}/login.css">
</head>
<body>
<main class="card">
<a class="brand" href="/"><img src="/favicon.svg" alt=""><span>${escapeHtml(t('common_appName'))}</span></a>
${body}
</main>
<script src="${assets}/login.js" defer></script>
</body>
</html>`;
}

export interface FieldMessage {
  field: string;
  text: string;
}

function alertBox(kind: 'error' | 'info', text: string, id?: string): string {
  return `<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}"${id ? ` id="${id}"` : ''}>${escapeHtml(text)}</div>`;
}

function passwordField(id: string, name: string, label: string, autocomplete: string, error?: string, hint?: string): string {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}
<div class="password">
<input id="${id}" name="${name}" type="password" autocomplete="${autocomplete}" required${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''}>
<button type="button" class="secondary" hidden data-toggle-password="${id}" aria-pressed="false" data-show-label="${escapeHtml(t('common_loginShowPassword'))}" data-hide-label="${escapeHtml(t('common_loginHidePassword'))}">${escapeHtml(t('common_loginShowPassword'))}</button>
</div>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

function emailField(value: string, error?: boolean): string {
  return `<div class="field">
<label for="email">${escapeHtml(t('common_loginEmail'))}</label>
<input id="email" name="email" type="text" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(value)}"${error ? ' aria-invalid="true" aria-describedby="form-error"' : ''}>
</div>`;
}

export interface LoginPageInput {
  action: string;
  email: string;
  forgotHref: string;
  registerHref: string;
  error?: string;
  info?: string;
  /** Set when the account exists but its e-mail is not confirmed yet. */
  unverifiedEmail?: string;
}

export function loginPage(input: LoginPageInput): string {
  const resend = input.unverifiedEmail
    ? `${alertBox('info', t('common_loginUnverified', { email: input.unverifiedEmail }), 'form-error')}
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="action" value="resend">
<input type="hidden" name="email" value="${escapeHtml(input.unverifiedEmail)}">
<button type="submit" class="secondary">${escapeHtml(t('common_loginResend'))}</button>
</form><p></p>`
    : '';
  return layout(
    t('common_loginTitle'),
    `<h1>${escapeHtml(t('common_loginTitle'))}</h1>
<p>${escapeHtml(t('common_loginSubtitle'))}</p>
${input.error ? alertBox('error', input.error, 'form-error') : ''}
${input.info ? alertBox('info', input.info) : ''}
${resend}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="action" value="login">
${emailField(input.email, Boolean(input.error))}
${passwordField('password', 'password', t('common_loginPassword'), 'current-password')}
<button type="submit">${escapeHtml(t('common_loginSubmit'))}</button>
</form>
<div class="links">
<a href="${escapeHtml(input.forgotHref)}">${escapeHtml(t('common_loginForgot'))}</a>
<span>${escapeHtml(t('common_loginNoAccount'))} <a href="${escapeHtml(input.registerHref)}">${escapeHtml(t('common_loginRegister'))}</a></span>
</div>`,
  );
}

export function forgotPasswordPage(input: { action: string; backHref: string; email?: string; sent?: boolean; error?: string }): string {
  const form = input.sent
    ? alertBox('info', t('common_forgotSent'))
    : `${input.error ? alertBox('error', input.error, 'form-error') : ''}<form method="post" action="${escapeHtml(input.action)}" novalidate>
${emailField(input.email ?? '', Boolean(input.error))}
<button type="submit">${escapeHtml(t('common_forgotSubmit'))}</button>
</form>`;
  return layout(
    t('common_forgotTitle'),
    `<h1>${escapeHtml(t('common_forgotTitle'))}</h1>
<p>${escapeHtml(t('common_forgotText'))}</p>
${form}
<div class="links"><a href="${escapeHtml(input.backHref)}">${escapeHtml(t('common_forgotBackToLogin'))}</a></div>`,
  );
}

export function newPasswordPage(input: { action: string; key: string; errors: FieldMessage[] }): string {
  const errorOf = (field: string) => input.errors.find((e) => e.field === field)?.text;
  return layout(
    t('common_resetTitle'),
    `<h1>${escapeHtml(t('common_resetTitle'))}</h1>
${input.errors.length ? alertBox('error', t('common_errorSummary')) : ''}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="key" value="${escapeHtml(input.key)}">
${passwordField('password', 'password', t('common_resetPassword'), 'new-password', errorOf('password'), t('common_resetHint'))}
${passwordField('password-confirmation', 'passwordConfirmation', t('common_resetConfirmation'), 'new-password', errorOf('passwordConfirmation'))}
<button type="submit">${escapeHtml(t('common_resetSubmit'))}</button>
</form>`,
  );
}

export function messagePage(input: { title: string; text: string; linkHref: string; linkText: string }): string {
  return layout(
    input.title,
    `<h1>${escapeHtml(input.title)}</h1>
<p>${escapeHtml(input.text)}</p>
<a class="button" href="${escapeHtml(input.linkHref)}">${escapeHtml(input.linkText)}</a>`,
  );
}

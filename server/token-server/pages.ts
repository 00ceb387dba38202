import { REALM_PATH } from '../config';
import { documentText, markup, type Markup } from '../http/html';
import { t } from '../messages';

/** HTML pages of the token server (sign-in, forgotten password, e-mail verification), in pt-BR. */

const assets = `${REALM_PATH}/resources`;

function layout(title: string, body: Markup): string {
  return documentText(markup`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${t('common_appName')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assets}/login.css">
</head>
<body>
<main class="card">
<a class="brand" href="/"><img src="/favicon.svg" alt=""><span>${t('common_appName')}</span></a>
${body}
</main>
<script src="${assets}/login.js" defer></script>
</body>
</html>`);
}

export interface FieldMessage {
  field: string;
  text: string;
}

function alertBox(kind: 'error' | 'info', text: string, id?: string): Markup {
  return markup`<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}"${id ? markup` id="${id}"` : ''}>${text}</div>`;
}

function passwordField(id: string, name: string, label: string, autocomplete: string, error?: string, hint?: string): Markup {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return markup`<div class="field">
<label for="${id}">${label}</label>
${hint ? markup`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
<div class="password">
<input id="${id}" name="${name}" type="password" autocomplete="${autocomplete}" required${describedBy ? markup` aria-describedby="${describedBy}"` : ''}${error ? markup` aria-invalid="true"` : ''}>
<button type="button" class="secondary" hidden data-toggle-password="${id}" aria-pressed="false" data-show-label="${t('common_loginShowPassword')}" data-hide-label="${t('common_loginHidePassword')}">${t('common_loginShowPassword')}</button>
</div>
${error ? markup`<p class="field-error" id="${id}-error">${error}</p>` : ''}
</div>`;
}

function emailField(value: string, error?: boolean): Markup {
  return markup`<div class="field">
<label for="email">${t('common_loginEmail')}</label>
<input id="email" name="email" type="text" inputmode="email" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${value}"${error ? markup` aria-invalid="true" aria-describedby="form-error"` : ''}>
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
    ? markup`${alertBox('info', t('common_loginUnverified', { email: input.unverifiedEmail }), 'form-error')}
<form method="post" action="${input.action}">
<input type="hidden" name="action" value="resend">
<input type="hidden" name="email" value="${input.unverifiedEmail}">
<button type="submit" class="secondary">${t('common_loginResend')}</button>
</form><p></p>`
    : '';
  return layout(
    t('common_loginTitle'),
    markup`<h1>${t('common_loginTitle')}</h1>
<p>${t('common_loginSubtitle')}</p>
${input.error ? alertBox('error', input.error, 'form-error') : ''}
${input.info ? alertBox('info', input.info) : ''}
${resend}
<form method="post" action="${input.action}" novalidate>
<input type="hidden" name="action" value="login">
${emailField(input.email, Boolean(input.error))}
${passwordField('password', 'password', t('common_loginPassword'), 'current-password')}
<button type="submit">${t('common_loginSubmit')}</button>
</form>
<div class="links">
<a href="${input.forgotHref}">${t('common_loginForgot')}</a>
<span>${t('common_loginNoAccount')} <a href="${input.registerHref}">${t('common_loginRegister')}</a></span>
</div>`,
  );
}

export function forgotPasswordPage(input: { action: string; backHref: string; email?: string; sent?: boolean; error?: string }): string {
  const form = input.sent
    ? alertBox('info', t('common_forgotSent'))
    : markup`${input.error ? alertBox('error', input.error, 'form-error') : ''}<form method="post" action="${input.action}" novalidate>
${emailField(input.email ?? '', Boolean(input.error))}
<button type="submit">${t('common_forgotSubmit')}</button>
</form>`;
  return layout(
    t('common_forgotTitle'),
    markup`<h1>${t('common_forgotTitle')}</h1>
<p>${t('common_forgotText')}</p>
${form}
<div class="links"><a href="${input.backHref}">${t('common_forgotBackToLogin')}</a></div>`,
  );
}

export function newPasswordPage(input: { action: string; key: string; errors: FieldMessage[] }): string {
  const errorOf = (field: string) => input.errors.find((e) => e.field === field)?.text;
  return layout(
    t('common_resetTitle'),
    markup`<h1>${t('common_resetTitle')}</h1>
${input.errors.length ? alertBox('error', t('common_errorSummary')) : ''}
<form method="post" action="${input.action}" novalidate>
<input type="hidden" name="key" value="${input.key}">
${passwordField('password', 'password', t('common_resetPassword'), 'new-password', errorOf('password'), t('common_resetHint'))}
${passwordField('password-confirmation', 'passwordConfirmation', t('common_resetConfirmation'), 'new-password', errorOf('passwordConfirmation'))}
<button type="submit">${t('common_resetSubmit')}</button>
</form>`,
  );
}

export function messagePage(input: { title: string; text: string; linkHref: string; linkText: string }): string {
  return layout(
    input.title,
    markup`<h1>${input.title}</h1>
<p>${input.text}</p>
<a class="button" href="${input.linkHref}">${input.linkText}</a>`,
  );
}

/**
 * Deployment configuration. Every value can be set at build time with a PUBLIC_ environment
 * variable (rsbuild inlines them); the defaults serve the reference backend on the same origin.
 */
import { safeRedirectTarget } from '@/domain/safe-redirect';

const vars = import.meta.env.PUBLIC_VARS;
const env = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value : fallback);

export const config = {
  recordsApiBase: env(vars.PUBLIC_RECORDS_API, '/records/api'),
  educationalApiBase: env(vars.PUBLIC_EDUCATIONAL_API, '/educational/api'),
  authority: env(vars.PUBLIC_AUTH_AUTHORITY, '/realms/plataforma'),
  clientId: env(vars.PUBLIC_AUTH_CLIENT_ID, 'spa'),
  /** `qa` prefixes cookie names and tags campaign links (utm_term). */
  environment: env(vars.PUBLIC_ENVIRONMENT, 'prd') === 'qa' ? ('qa' as const) : ('prd' as const),
  privacyUrl: env(vars.PUBLIC_PRIVACY_URL, '/legal/privacidade.html'),
  termsUrl: env(vars.PUBLIC_TERMS_URL, '/legal/termos.html'),
  cookiePolicyUrl: env(vars.PUBLIC_COOKIE_POLICY_URL, '/legal/privacidade.html#cookies'),
  supportEmail: env(vars.PUBLIC_SUPPORT_EMAIL, 'suporte@arenaescolar.example'),
  supportChatNumber: env(vars.PUBLIC_SUPPORT_CHAT_NUMBER, '5511900000000'),
  /** The invite to the events' Discord server (docs/product/tournaments.md, States). */
  discordInviteUrl: env(vars.PUBLIC_DISCORD_INVITE_URL, 'https://discord.com/invite/arenaescolar'),
  /** Discord's OAuth2 authorization page (docs/product/game-accounts.md, States); by default the local stand-in. */
  discordAuthorizeUrl: env(vars.PUBLIC_DISCORD_AUTHORIZE_URL, '/dev/stand-ins/discord/oauth2/authorize'),
  /** This app's client id at Discord. */
  discordClientId: env(vars.PUBLIC_DISCORD_CLIENT_ID, 'arena-escolar-dev'),
  /** WhatsApp's click-to-chat address: the support chat and the invite share start from it. */
  whatsappUrl: env(vars.PUBLIC_WHATSAPP_URL, 'https://wa.me/'),
  social: {
    facebook: env(vars.PUBLIC_FACEBOOK_URL, 'https://www.facebook.com/'),
    instagram: env(vars.PUBLIC_INSTAGRAM_URL, 'https://www.instagram.com/'),
    twitter: env(vars.PUBLIC_TWITTER_URL, 'https://twitter.com/'),
  },
  /** Where failures are reported (a URL that accepts JSON posts); empty turns reporting off. */
  errorReportingUrl: env(vars.PUBLIC_ERROR_REPORTING_URL, ''),
  /** Where page views are sent (a URL that accepts JSON posts); empty turns analytics off. */
  analyticsUrl: env(vars.PUBLIC_ANALYTICS_URL, ''),
  /** Base of the learning-content site a sign-in with `toLms` leads to; empty means this site. */
  learningContentBase: env(vars.PUBLIC_LMS_URL, ''),
  /**
   * The 3D avatar service: its editor page (embedded in an iframe; the real one is
   * https://{subdomain}.readyplayer.me/pt-BR/avatar) and its render API (the real one is
   * https://render.readyplayer.me/render). The defaults are the reference backend's stand-in.
   */
  avatarEditorUrl: env(vars.PUBLIC_AVATAR_EDITOR_URL, '/stand-ins/avatar/pt-BR/avatar'),
  avatarRenderUrl: env(vars.PUBLIC_AVATAR_RENDER_URL, '/stand-ins/avatar/render'),
  schoolAuthorizeEnabled: env(vars.PUBLIC_SCHOOL_AUTHORIZE, 'true') === 'true',
  version: import.meta.env.APP_VERSION,
};

/** The learning-content address for a `toLms` target (only same-origin paths when no base is set). */
export function learningContentUrl(target: string): string {
  const path = target.startsWith('/') ? target : `/${target}`;
  if (!config.learningContentBase) return safeRedirectTarget(path);
  return `${config.learningContentBase.replace(/\/$/, '')}${path.split('/').map(encodeURIComponent).join('/')}`;
}

/** The support chat link with a pre-filled message (docs/product/shell.md, Screens). */
export function supportChatUrl(message: string): string {
  return `${config.whatsappUrl.replace(/\/?$/, '/')}${config.supportChatNumber}?text=${encodeURIComponent(message)}`;
}

/** A WhatsApp share of a message, the person to send it to chosen in WhatsApp (docs/product/friends.md, Screens). */
export function whatsappShareUrl(message: string): string {
  return `${config.whatsappUrl.replace(/\/?$/, '/')}?text=${encodeURIComponent(message)}`;
}

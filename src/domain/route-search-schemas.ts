/**
 * Search-param schemas of every route (docs/product/shell.md, Screens); each falls back to safe defaults on bad input.
 * Each returns every key it owns, undefined when the URL's value is unusable: the router lays a
 * route's result over the params it was given (the raw URL's, at the root), so a key left out
 * would let the raw, possibly hostile, value through to the screen.
 */
import { safeRedirectTarget } from './safe-redirect';
import { readFlag, readId, readOneOf, readPage, readText } from './search-param-readers';

/** A same-origin path to return to, or undefined. */
const readSafeRedirect = (value: unknown): string | undefined => {
  const target = readText(value, 2048);
  return target && safeRedirectTarget(target, '') ? target : undefined;
};

export const GAMES = ['FORTNITE', 'ROCKET_LEAGUE', 'LEAGUE_OF_LEGENDS', 'COUNTER_STRIKE', 'FREE_FIRE'] as const;
export type FilterableGame = (typeof GAMES)[number];

export interface RegisterSearch {
  referrer_id?: string;
  showActivationCode?: boolean;
  activationCode?: string;
  /** The role chosen beforehand: a guardian arriving from a consent link (docs/product/guardians.md, Screens). */
  role?: 'guardian';
  /** Where signing in after registering leads: only ever a same-origin path. */
  redirect?: string;
}
export const readRegisterSearch = (s: Record<string, unknown>): RegisterSearch =>
  ({
    referrer_id: readId(s.referrer_id) === undefined ? undefined : String(readId(s.referrer_id)),
    showActivationCode: readFlag(s.showActivationCode) || undefined,
    activationCode: readText(s.activationCode, 64),
    role: readOneOf(s.role, ['guardian'] as const),
    redirect: readSafeRedirect(s.redirect),
  });

export interface CallbackSearch {
  code?: string;
  session_state?: string;
  toLms?: string;
}
export const readCallbackSearch = (s: Record<string, unknown>): CallbackSearch =>
  ({ code: readText(s.code, 2048), session_state: readText(s.session_state, 512), toLms: readText(s.toLms, 2048) });

export interface TournamentsSearch {
  game?: FilterableGame;
}
export const readTournamentsSearch = (s: Record<string, unknown>): TournamentsSearch => ({ game: readOneOf(s.game, GAMES) });

/** The tabs of /tournaments/detail; the bracket and standings ones come with tournament play (docs/product/play.md, Screens). */
export const TOURNAMENT_DETAIL_TABS = ['details', 'subscribers', 'rules', 'bracket', 'standings'] as const;
export type TournamentDetailTab = (typeof TOURNAMENT_DETAIL_TABS)[number];
export interface TournamentDetailSearch {
  id?: number;
  teamId?: number;
  opened?: boolean;
  tab?: TournamentDetailTab;
}
export const readTournamentDetailSearch = (s: Record<string, unknown>): TournamentDetailSearch =>
  ({ id: readId(s.id), teamId: readId(s.teamId), opened: readFlag(s.opened) || undefined, tab: readOneOf(s.tab, TOURNAMENT_DETAIL_TABS) });

export interface OrganiserEventSearch {
  id?: number;
}
/** /organiser/event?id=… (docs/product/play.md, Screens). */
export const readOrganiserEventSearch = (s: Record<string, unknown>): OrganiserEventSearch => ({ id: readId(s.id) });

export interface CourseDetailSearch {
  id?: number;
}
export const readCourseDetailSearch = (s: Record<string, unknown>): CourseDetailSearch => ({ id: readId(s.id) });

export const REFERRAL_PAGE_SIZES = [10, 25, 50, 100] as const;
export interface InvitedFriendsSearch {
  page: number;
  size: (typeof REFERRAL_PAGE_SIZES)[number];
}
export const readInvitedFriendsSearch = (s: Record<string, unknown>): InvitedFriendsSearch => ({
  page: readPage(s.page),
  size: readOneOf(s.size, REFERRAL_PAGE_SIZES, 10),
});

export interface OauthSearch {
  state?: string;
  code?: string;
  /** An OAuth2 error from the provider (Discord's access_denied when the student cancels). */
  error?: string;
}
export const readOauthSearch = (s: Record<string, unknown>): OauthSearch =>
  ({ state: readText(s.state, 2048), code: readText(s.code, 2048), error: readText(s.error, 100) });

export const PROFILE_SCENES = ['personal-data', 'my-clan', 'sponsor', 'accounts-link', 'my-data'] as const;
export type ProfileScene = (typeof PROFILE_SCENES)[number];
export const readProfileScene = (scene: unknown): ProfileScene | undefined => readOneOf(scene, PROFILE_SCENES);

export const MODERATION_VIEWS = ['open', 'decided'] as const;
export interface ModerationSearch {
  view: (typeof MODERATION_VIEWS)[number];
  page: number;
}
/** /admin/reports?view=open|decided&page=… (docs/product/moderation.md, Screens). */
export const readModerationSearch = (s: Record<string, unknown>): ModerationSearch => ({ view: readOneOf(s.view, MODERATION_VIEWS, 'open'), page: readPage(s.page) });

import { checkEpicAccountId, checkEpicAccountIdConfirmation } from '@/domain/validation/epic-account-id';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';
import type { Prerequisite } from './eligibility';
import type { SubscriptionStatus } from './subscription-status';

/**
 * Tournament modal steps and event signup (docs/product/tournaments.md, States and Rules): the rules of the solo subscribe form
 * and of the modal's starting step. The tournament modal machine decides with these.
 */

/** Social media / Fortnite map (docs/product/tournaments.md, API): what the Fortnite creative event asks of each entrant. */
export const SOCIAL_MEDIA_TYPES = ['YOUTUBE', 'TIKTOK', 'INSTAGRAM', 'TWITCH', 'KWAI'] as const;
export type SocialMediaType = (typeof SOCIAL_MEDIA_TYPES)[number];

/** The map's video lasts at most 3 minutes (docs/product/tournaments.md, Limits). */
export const MAX_MAP_VIDEO_SECONDS = 180;

export interface CreativeDetails {
  socialMediaType: SocialMediaType | '';
  socialMediaUrl: string;
  /** Optional; checked only when given. */
  channelUrl: string;
  /** The island code Fortnite shows for a published map: 1234-5678-9012. */
  fortniteMapId: string;
  /** The chosen video, as the browser read it; null when none was chosen. */
  video: { name: string; seconds: number } | null;
}

export interface SoloSignupValues {
  epicAccountId: string;
  epicAccountIdConfirmation: string;
  rulesAccepted: boolean;
  details: CreativeDetails | null;
}

/** What the form knows about the caller and the event. */
export interface SoloSignupNeeds {
  /** An Epic account is already linked: the field is read-only and not sent again. */
  epicLinked: boolean;
  /** Fortnite events need a linked Discord account (docs/product/tournaments.md, Rules). */
  discordRequired: boolean;
  discordLinked: boolean;
  /** The Fortnite creative event asks for the social media and map details. */
  creative: boolean;
}

/** What the form asks of this caller in this event. */
export function soloSignupNeeds(caller: { epicAccountId: string | null; discordRequired: boolean; discordLinked: boolean; creative: boolean }): SoloSignupNeeds {
  return { epicLinked: caller.epicAccountId !== null, discordRequired: caller.discordRequired, discordLinked: caller.discordLinked, creative: caller.creative };
}

export const emptyCreativeDetails = (): CreativeDetails => ({ socialMediaType: '', socialMediaUrl: '', channelUrl: '', fortniteMapId: '', video: null });

export const emptySoloSignup = (creative: boolean): SoloSignupValues => ({
  epicAccountId: '',
  epicAccountIdConfirmation: '',
  rulesAccepted: false,
  details: creative ? emptyCreativeDetails() : null,
});

/** An absolute http(s) address with a host that has a dot (docs/product/tournaments.md, Rules). */
export function checkUrl(value: string | null | undefined, required: boolean): Violation | null {
  if (isBlank(value)) return required ? violation('required') : null;
  const text = (value as string).trim();
  if (text.length > 500) return violation('max', 500);
  try {
    const url = new URL(text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.') || url.username || url.password) return violation('invalid');
    return null;
  } catch {
    return violation('invalid');
  }
}

export function checkFortniteMapId(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  return /^\d{4}-\d{4}-\d{4}$/.test((value as string).trim()) ? null : violation('invalid');
}

export function checkMapVideo(video: CreativeDetails['video']): Violation | null {
  if (!video) return violation('required');
  if (!Number.isFinite(video.seconds) || video.seconds <= 0) return violation('invalid');
  return video.seconds > MAX_MAP_VIDEO_SECONDS + 0.5 ? violation('tooLong', 3) : null;
}

/**
 * The form's errors (docs/product/tournaments.md, Rules): the Epic id is optional, but once typed it needs 32 characters and a
 * matching confirmation; Discord is required for Fortnite; the rules must be accepted; the creative
 * event also needs its details. Field names are the form's, message keys `validation:<field>.<code>`.
 */
export function checkSoloSignup(values: SoloSignupValues, needs: SoloSignupNeeds): FieldIssue[] {
  const typedEpic = !needs.epicLinked && (!isBlank(values.epicAccountId) || !isBlank(values.epicAccountIdConfirmation));
  const details = values.details ?? emptyCreativeDetails();
  return collectIssues([
    ['epicAccountId', typedEpic ? checkEpicAccountId(values.epicAccountId) : null],
    ['epicAccountIdConfirmation', typedEpic && !checkEpicAccountId(values.epicAccountId) ? checkEpicAccountIdConfirmation(values.epicAccountId, values.epicAccountIdConfirmation) : null],
    ['discord', needs.discordRequired && !needs.discordLinked ? violation('required') : null],
    ['socialMediaType', needs.creative && !SOCIAL_MEDIA_TYPES.includes(details.socialMediaType as SocialMediaType) ? violation('required') : null],
    ['socialMediaUrl', needs.creative ? checkUrl(details.socialMediaUrl, true) : null],
    ['channelUrl', needs.creative ? checkUrl(details.channelUrl, false) : null],
    ['fortniteMapId', needs.creative ? checkFortniteMapId(details.fortniteMapId) : null],
    ['video', needs.creative ? checkMapVideo(details.video) : null],
    ['rulesAccepted', values.rulesAccepted ? null : violation('required')],
  ]);
}

/** The Epic id to link before subscribing: one typed while none is linked (docs/product/tournaments.md, API). */
export function epicIdToLink(values: SoloSignupValues, needs: Pick<SoloSignupNeeds, 'epicLinked'>): string | null {
  return needs.epicLinked || isBlank(values.epicAccountId) ? null : values.epicAccountId.trim();
}

/**
 * The Fortnite creative event (docs/product/tournaments.md, API): a Fortnite event in the
 * creative SOLO mode, as opposed to the battle royale modes (SOLO_ROYALE, squads).
 */
export const isFortniteCreative = (event: { game: string; mode: string }): boolean => event.game === 'FORTNITE' && event.mode === 'SOLO';

/** Game-dependent account requirements; Fortnite needs Discord (docs/product/tournaments.md, Rules). */
export const needsDiscord = (event: { game: string; requiresDiscord: boolean }): boolean => event.game === 'FORTNITE' || event.requiresDiscord;

/** Where the modal opens (docs/product/tournaments.md, States). */
export type ModalStart = 'prerequisites' | 'teamSteps' | 'form' | 'discordInvite' | 'verifyOnDiscord' | 'successCutscene';

export function modalStart(event: { solo: boolean; subscriptionStatus: SubscriptionStatus; prerequisites: readonly Prerequisite[]; teamId: number | null }): ModalStart {
  if (event.prerequisites.length > 0) return 'prerequisites';
  if (event.teamId !== null || !event.solo) return 'teamSteps';
  switch (event.subscriptionStatus) {
    case 'NOT_SUBSCRIBED':
      return 'form';
    case 'PENDING_DISCORD_SERVER_JOIN':
      return 'discordInvite';
    case 'PENDING_ACCOUNT_VERIFICATION':
      return 'verifyOnDiscord';
    default:
      return 'successCutscene';
  }
}

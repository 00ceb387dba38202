import type { SubscriptionResponse } from '@/contract/tournaments';
import type { SoloSignupValues } from '@/domain/tournaments/solo-signup';
import type { TeamStepsOutcome, TournamentModalInput } from '@/machines/tournaments/tournamentModal.machine';

export const EPIC_ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** An open unrestricted solo event, not subscribed, no Epic account linked (event 1 for aluno). */
export const soloInput: TournamentModalInput = {
  eventId: 1,
  solo: true,
  subscriptionStatus: 'NOT_SUBSCRIBED',
  prerequisites: [],
  teamId: null,
  epicAccountId: null,
  discordRequired: false,
  discordLinked: false,
  creative: false,
  schoolLinkInput: { role: 'STUDENT', minor: false, home: null },
  teamStepsInput: { eventId: 1, teamSize: 1, viewerId: 1, teamId: null, hasEpicAccount: false },
};

export const modalInputs = {
  solo: soloInput,
  schoolLink: { ...soloInput, eventId: 8, prerequisites: ['HAS_SCHOOL_LINK'] },
  /** A squad event opened from a link to a team (?teamId=40): the team flow loads it and goes on as the student's part in it says. */
  team: { ...soloInput, eventId: 3, solo: false, teamStepsInput: { eventId: 3, teamSize: 4, viewerId: 1, teamId: 40, hasEpicAccount: false } },
  discordJoin: { ...soloInput, eventId: 4, subscriptionStatus: 'PENDING_DISCORD_SERVER_JOIN', discordRequired: true, discordLinked: true },
  verification: { ...soloInput, eventId: 4, subscriptionStatus: 'PENDING_ACCOUNT_VERIFICATION', discordRequired: true, discordLinked: true },
  completed: { ...soloInput, subscriptionStatus: 'COMPLETED' },
  fortniteNoDiscord: { ...soloInput, eventId: 4, discordRequired: true, discordLinked: false },
  creative: { ...soloInput, eventId: 18, discordRequired: true, discordLinked: true, creative: true, epicAccountId: EPIC_ID },
} satisfies Record<string, TournamentModalInput>;

export const rulesOnly: SoloSignupValues = { epicAccountId: '', epicAccountIdConfirmation: '', rulesAccepted: true, details: null };
export const withEpic: SoloSignupValues = { ...rulesOnly, epicAccountId: EPIC_ID, epicAccountIdConfirmation: EPIC_ID };
export const mismatchedEpic: SoloSignupValues = { ...withEpic, epicAccountIdConfirmation: EPIC_ID.toUpperCase() };
export const rulesNotAccepted: SoloSignupValues = { ...rulesOnly, rulesAccepted: false };
export const creativeValues: SoloSignupValues = {
  ...rulesOnly,
  details: {
    socialMediaType: 'YOUTUBE',
    socialMediaUrl: 'https://www.youtube.com/@mapas',
    channelUrl: '',
    fortniteMapId: '1234-5678-9012',
    video: { name: 'mapa.mp4', seconds: 150 },
  },
};

export const completed: SubscriptionResponse = { eventId: 1, status: 'COMPLETED', teamId: null, messageKey: 'status:subscribeSoloTournament.success' };
export const pendingDiscord: SubscriptionResponse = { eventId: 4, status: 'PENDING_DISCORD_SERVER_JOIN', teamId: null, messageKey: 'status:subscribeSoloTournament.success' };

/** How the team formation flow may end (its output). */
export const teamDeleted: TeamStepsOutcome = { reload: true, dropTeamId: true };
export const teamLeft: TeamStepsOutcome = { reload: true, dropTeamId: false };
/** The user was neither member nor invitee of ?teamId. */
export const teamNotMine: TeamStepsOutcome = { reload: false, dropTeamId: true };
export const teamKept: TeamStepsOutcome = { reload: false, dropTeamId: false };

import { assign, fromPromise, setup } from 'xstate';
import type { SubscriptionResponse } from '@/contract/tournaments';
import { fieldErrorsOn, toastKeysFor } from '@/api/field-errors';
import { SOLO_SIGNUP_FIELDS } from '@/api/tournaments/signup-requests';
import type { FieldMessage } from '@/domain/validation';
import type { Prerequisite } from '@/domain/tournaments/eligibility';
import type { SubscriptionStatus } from '@/domain/tournaments/subscription-status';
import { checkSoloSignup, epicIdToLink, modalStart, soloSignupNeeds, type CreativeDetails, type SoloSignupValues } from '@/domain/tournaments/solo-signup';
import { providedBy, providedFlow } from '@/machines/provided-by';
import type { SchoolLinkInput, SchoolLinkLogic } from '@/machines/school/schoolLink.machine';
import type { TeamFormationInput, TeamFormationLogic, TeamFormationOutput } from '@/machines/teams/teamFormation.machine';

/**
 * The tournament modal steps (docs/product/tournaments.md, States), opened by the join button or by `opened=true` on
 * /tournaments/detail: resolve the prerequisites (HAS_SCHOOL_LINK: a cutscene with the mascots,
 * then the school-link form), then for a solo event the subscribe form (Epic ID, Discord, rules,
 * and the creative event's details), the success cutscene and the Discord invite. The first step
 * follows the subscription status. Team events reach `teamSteps`, where the team formation flow
 * runs (create team, manage team, invites, the invitee's answer, the leader's confirmation).
 *
 * Actors the tournament route provides: `linkEpicAccount` (POST /records/api/account/games),
 * `subscribe` (POST /educational/api/tournaments/{id}/subscription), `schoolLink`, the
 * school-link form's own machine, and `teamFormation`, the teams feature's flow (other features'
 * flows, so only declared here). The team flow ends with a {@link TeamStepsOutcome}.
 */

export interface TournamentModalInput {
  eventId: number;
  solo: boolean;
  subscriptionStatus: SubscriptionStatus;
  prerequisites: Prerequisite[];
  /** The caller's team in this event (member), if any. */
  teamId: number | null;
  /** The linked Epic account id (GET /records/api/account/games), null when none. */
  epicAccountId: string | null;
  /** Fortnite events need Discord (docs/product/tournaments.md, Rules). */
  discordRequired: boolean;
  discordLinked: boolean;
  /** The Fortnite creative event asks for social media and map details. */
  creative: boolean;
  /** What the school-link flow (another feature's machine, provided by the route) starts from. */
  schoolLinkInput: SchoolLinkInput;
  /**
   * What the team formation flow (another feature's machine, provided by the route) starts from:
   * the event, the caller, and the team of ?teamId (a member's or an invitee's) or none.
   */
  teamStepsInput: TeamFormationInput;
}

/** How the team formation flow ended (its output): reload the detail, and first drop ?teamId. */
export type TeamStepsOutcome = TeamFormationOutput;

const teamOutcome = (event: unknown): TeamStepsOutcome => {
  const output = (event as { output?: Partial<TeamStepsOutcome> | null }).output;
  return { reload: output?.reload === true, dropTeamId: output?.dropTeamId === true };
};

export interface TournamentModalContext extends TournamentModalInput {
  /** Errors of the last submit, shown on their fields. */
  fieldErrors: FieldMessage[];
  /** The accepted form, kept while the Epic account is linked and the subscription sent. */
  accepted: SoloSignupValues | null;
}

/** What the subscribe actor sends. */
export interface SubscribeInput {
  eventId: number;
  details: CreativeDetails | null;
}

export type TournamentModalEvent = { type: 'modal.continue' } | { type: 'form.submit'; values: SoloSignupValues };

const submitted = (event: TournamentModalEvent): SoloSignupValues | null => (event.type === 'form.submit' ? event.values : null);

export const tournamentModalMachine = setup({
  types: {
    context: {} as TournamentModalContext,
    input: {} as TournamentModalInput,
    events: {} as TournamentModalEvent,
    children: {} as { schoolLink: 'schoolLink'; teamFormation: 'teamFormation' },
  },
  actors: {
    linkEpicAccount: fromPromise<unknown, string>(providedBy('the tournament route')),
    subscribe: fromPromise<SubscriptionResponse, SubscribeInput>(providedBy('the tournament route')),
    // The school-link form's machine (src/machines/school/schoolLink.machine.ts): another feature,
    // so the route provides it; it reaches a final state when the link is saved.
    schoolLink: providedFlow<SchoolLinkLogic>('the tournament route'),
    // The team formation machine (src/machines/teams/teamFormation.machine.ts), provided by the
    // route; it reaches a final state with a TeamStepsOutcome when the user leaves the team steps.
    teamFormation: providedFlow<TeamFormationLogic>('the tournament route'),
  },
  actions: {
    rejectForm: assign({
      fieldErrors: ({ context, event }) => {
        const values = submitted(event);
        return values ? checkSoloSignup(values, soloSignupNeeds(context)).map(({ field, messageKey }) => ({ field, messageKey })) : [];
      },
    }),
    acceptForm: assign({ accepted: ({ event }) => submitted(event), fieldErrors: [] }),
    rememberLinkedEpic: assign({ epicAccountId: ({ context }) => context.accepted?.epicAccountId.trim() ?? null }),
    keepFieldErrors: assign({ fieldErrors: (_, params: { fieldErrors: FieldMessage[] }) => params.fieldErrors }),
    rememberStatus: assign({ subscriptionStatus: (_, params: { status: SubscriptionStatus }) => params.status }),
    dropPrerequisite: assign({ prerequisites: ({ context }) => context.prerequisites.slice(1) }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    /** The subscription changed: toast and reload the detail so badge and button follow. */
    showSubscribed: () => undefined,
    reload: () => undefined,
    /** The route drops ?teamId from the URL as the modal closes (a deleted team, or not the user's). */
    dropTeamId: () => undefined,
    /** The modal is done: the route removes `opened` from the URL. */
    close: () => undefined,
  },
  guards: {
    startsAtSchoolLink: ({ context }) => context.prerequisites[0] === 'HAS_SCHOOL_LINK',
    startsAtTeamSteps: ({ context }) => modalStart(context) === 'teamSteps',
    startsAtForm: ({ context }) => modalStart(context) === 'form',
    startsAtDiscordInvite: ({ context }) => modalStart(context) === 'discordInvite',
    startsAtVerifyOnDiscord: ({ context }) => modalStart(context) === 'verifyOnDiscord',
    formInvalid: ({ context, event }) => {
      const values = submitted(event);
      return values === null || checkSoloSignup(values, soloSignupNeeds(context)).length > 0;
    },
    linksEpicFirst: ({ context, event }) => {
      const values = submitted(event);
      return values !== null && epicIdToLink(values, soloSignupNeeds(context)) !== null;
    },
    awaitsDiscordJoin: ({ context }) => context.subscriptionStatus === 'PENDING_DISCORD_SERVER_JOIN',
    teamDeleted: ({ event }) => teamOutcome(event).dropTeamId && teamOutcome(event).reload,
    teamDropped: ({ event }) => teamOutcome(event).dropTeamId,
    teamReloads: ({ event }) => teamOutcome(event).reload,
  },
}).createMachine({
  id: 'tournamentModal',
  description: 'The subscription modal of a tournament: prerequisites, the solo form or the team steps, the success cutscene and the Discord invite.',
  context: ({ input }) => ({ ...input, fieldErrors: [], accepted: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Picks the step from the prerequisites, the mode and the subscription status (docs/product/tournaments.md, States); shown for no time.',
      always: [
        { guard: 'startsAtSchoolLink', target: 'prerequisites', description: 'HAS_SCHOOL_LINK is still to resolve: the mascots explain first.' },
        { guard: 'startsAtTeamSteps', target: 'teamSteps', description: 'A team event, or the caller already has a team in it: the team steps.' },
        { guard: 'startsAtForm', target: 'form', description: 'Solo, not subscribed: the subscribe form.' },
        { guard: 'startsAtDiscordInvite', target: 'discordInvite', description: 'Solo, waiting for the Discord server join: the invite.' },
        { guard: 'startsAtVerifyOnDiscord', target: 'verifyOnDiscord', description: 'Solo, joined the server, waiting for verification there.' },
        { target: 'successCutscene', description: 'Solo and COMPLETED: the success cutscene.' },
      ],
    },
    prerequisites: {
      description: 'What must be done before subscribing; one prerequisite after another (docs/product/tournaments.md, States).',
      initial: 'schoolLinkCutscene',
      states: {
        schoolLinkCutscene: {
          description: 'Lucas and Liz explain that the event needs a school link (HAS_SCHOOL_LINK).',
          on: { 'modal.continue': { target: 'schoolLinkForm', description: 'The cutscene ended: the school-link form.' } },
        },
        schoolLinkForm: {
          description: 'The school-link form, its own flow (provided by the route); this step waits for it to finish.',
          invoke: {
            id: 'schoolLink',
            src: 'schoolLink',
            input: ({ context }: { context: TournamentModalContext }) => context.schoolLinkInput,
            onDone: {
              target: '#tournamentModal.choosing',
              actions: ['dropPrerequisite', 'reload'],
              description: 'Linked: the prerequisite is met; the next one, or the step the status asks for.',
            },
            // A safety net that nothing reaches today, kept on purpose: the wizard handles the failure of
            // each of its requests inside its own steps (every invoke of schoolLink.machine.ts has an
            // onError; tournamentModal.transitions.test.ts pins it), reads only contract-checked
            // answers, and gets its input from the route, so no user gesture or server answer makes it
            // fail as a whole. Without it, a defect in the wizard would leave this machine in XState's
            // error status: a frozen modal with no word. The UI replay leaves this transition out.
            onError: {
              target: 'schoolLinkCutscene',
              actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) },
              description: 'The school-link flow failed: its message, and the cutscene again so it can be retried.',
            },
          },
        },
      },
    },
    teamSteps: {
      description:
        'Team events: the team formation flow (provided by the route) runs here: create team, or manage the team of ?teamId (leader, member or invitee) until it is confirmed and subscribed.',
      invoke: {
        id: 'teamFormation',
        src: 'teamFormation',
        input: ({ context }: { context: TournamentModalContext }) => context.teamStepsInput,
        onDone: [
          {
            guard: 'teamDeleted',
            target: 'done',
            actions: ['dropTeamId', 'reload'],
            description: 'The team was deleted (after 1 s): the detail without teamId, reloaded.',
          },
          {
            guard: 'teamDropped',
            target: 'done',
            actions: 'dropTeamId',
            description: 'The user is neither member nor invitee of ?teamId: the detail without teamId.',
          },
          { guard: 'teamReloads', target: 'done', actions: 'reload', description: 'Declined or left (after 1 s): the detail reloads.' },
          // A safety net: the team formation flow always ends reloading or off the team (the
          // transitions test pins it on its generated paths), but an output without either must
          // still close the modal rather than leave it on a finished flow.
          { target: 'done', description: 'The team flow ended with nothing to reload.' },
        ],
        // A safety net too: every request of the team formation flow has its own onError and its
        // answers are contract-checked, so it never fails as a whole today (pinned like the
        // school-link one); the UI replay leaves this transition and the one above out.
        onError: {
          target: 'done',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) }, 'reload'],
          description: 'The team flow failed: its message, and the modal closes on a reloaded detail.',
        },
      },
    },
    form: {
      description: 'The solo subscribe form: Epic ID with confirmation, Discord for Fortnite, rules, and the creative details when asked.',
      on: {
        'form.submit': [
          { guard: 'formInvalid', actions: 'rejectForm', description: 'Something to fix (docs/product/tournaments.md, Rules): the errors show on their fields, nothing typed is lost.' },
          {
            guard: 'linksEpicFirst',
            target: 'linkingEpic',
            actions: 'acceptForm',
            description: 'An Epic ID was typed and none is linked: link it first (docs/product/tournaments.md, API).',
          },
          { target: 'subscribing', actions: 'acceptForm', description: 'Valid, nothing to link: subscribe.' },
        ],
      },
    },
    linkingEpic: {
      description: 'Links the Epic account (POST /records/api/account/games) before subscribing.',
      invoke: {
        id: 'linkEpicAccount',
        src: 'linkEpicAccount',
        input: ({ context }) => context.accepted?.epicAccountId.trim() ?? '',
        onDone: {
          target: 'subscribing',
          actions: 'rememberLinkedEpic',
          description: 'Linked: the field becomes read-only; subscribe.',
        },
        onError: {
          target: 'form',
          actions: [
            { type: 'keepFieldErrors', params: ({ event }) => ({ fieldErrors: fieldErrorsOn(event.error, SOLO_SIGNUP_FIELDS) }) },
            { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, SOLO_SIGNUP_FIELDS) }) },
          ],
          description: 'Refused (taken by someone else, already linked…): the error on the Epic ID field, the form as typed.',
        },
      },
    },
    subscribing: {
      description: 'Subscribes (POST /educational/api/tournaments/{id}/subscription); the server checks every restriction again.',
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ eventId: context.eventId, details: context.accepted?.details ?? null }),
        onDone: {
          target: 'successCutscene',
          actions: [{ type: 'rememberStatus', params: ({ event }) => ({ status: event.output.status }) }, 'showSubscribed', 'reload'],
          description: 'Subscribed: status:subscribeSoloTournament.success, the detail reloads, and the mascots celebrate.',
        },
        onError: {
          target: 'form',
          actions: [
            { type: 'keepFieldErrors', params: ({ event }) => ({ fieldErrors: fieldErrorsOn(event.error, SOLO_SIGNUP_FIELDS) }) },
            { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, SOLO_SIGNUP_FIELDS) }) },
            'reload',
          ],
          description: 'Refused (a restriction, the window closed, already subscribed): its pt-BR message, the form as typed, the detail reloads.',
        },
      },
    },
    successCutscene: {
      description: 'Lucas and Liz celebrate the subscription.',
      on: {
        'modal.continue': [
          { guard: 'awaitsDiscordJoin', target: 'discordInvite', description: 'The event needs the Discord server: the invite comes next.' },
          { target: 'done', description: 'Nothing else to do.' },
        ],
      },
    },
    verifyOnDiscord: {
      description: 'The student joined the Discord server; the mascots explain how the account gets verified there (PENDING_ACCOUNT_VERIFICATION).',
      on: { 'modal.continue': { target: 'done', description: 'Understood: close.' } },
    },
    discordInvite: {
      description: 'The invite to the event Discord server, where the subscription is completed (PENDING_DISCORD_SERVER_JOIN).',
      on: { 'modal.continue': { target: 'done', description: 'Joined or will join later: close.' } },
    },
    done: {
      type: 'final',
      description: 'The flow ended: the route closes the modal (removes opened from the URL).',
      entry: 'close',
    },
  },
});

/** The tournament modal's type, for its view (`import type` only). */
export type TournamentModalLogic = typeof tournamentModalMachine;

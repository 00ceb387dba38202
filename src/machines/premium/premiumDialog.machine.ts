import { assign, fromPromise, setup } from 'xstate';
import { toastKeysFor } from '@/api/field-errors';
import type { PremiumCancellation, RedeemLicenceResponse, RequestCancellationResponse } from '@/contract/premium';
import { ageGateOf, canSubmitActivationCode, CODE_FORMAT_KEY, isPlausibleActivationCode, needsClanStep, normalizeActivationCode, PREMIUM_SUCCESS_REDIRECT_MS, premiumStateOf, type PremiumState } from '@/domain/premium/licence';
import type { SchoolLinkStatus } from '@/domain/session';
import { providedBy, providedFlow } from '@/machines/provided-by';
import type { SchoolLinkInput, SchoolLinkLogic } from '@/machines/school/schoolLink.machine';

/**
 * Premium and the premium modal (docs/product/premium.md, States): it starts at the premium alert (what premium gives, the
 * free-week promotion, the plans); then the clan step when the user is VIP with a school link not
 * COMPLETE, or the course that opened it is school-linked and the link is not COMPLETE; then by
 * state: active (the VIP text and the cancellation request; docs/product/premium.md, Screens), expired (the expiry notice
 * and a new code) or none (the code). Age 99 confirms first; above 99 a cutscene explains. A
 * redeemed code shows status:redeemPremium.success and, 1.5 s later, reloads the page with a fresh
 * token (force_refresh=true) and closes.
 *
 * Actors the private layout provides: `resolveCourse` (whether the journey that opened the dialog
 * is school-linked), `redeem` (PUT …/activation-licence/{code}/redeem), `loadCancellation` and
 * `requestCancellation` (GET and POST …/activation-licence/cancellation), and `schoolLink`, the
 * school-link form's machine (another feature's flow, so only declared here).
 */

export interface PremiumDialogInput {
  isVip: boolean;
  isVipOnce: boolean;
  /** Full years today; null when the birth date is unknown. */
  age: number | null;
  schoolLinkStatus: SchoolLinkStatus;
  /** The journey (course) that opened the dialog, from `premium_journey`; null when none. */
  journeyId: number | null;
  /** What the school-link flow (another feature's machine, provided by the route) starts from. */
  schoolLinkInput: SchoolLinkInput;
}

export interface PremiumDialogContext {
  premium: PremiumState;
  age: number | null;
  schoolLinkStatus: SchoolLinkStatus;
  journeyId: number | null;
  /** Whether that journey is the school-linked type; false until known, and when it cannot be. */
  courseSchoolLinked: boolean;
  /** The code as typed. */
  code: string;
  /** The message key of the last refusal, shown under the code field. */
  codeError: string | null;
  /** When premium ends (or ended), as the server last said; null when unknown. */
  activeUntil: string | null;
  cancellation: PremiumCancellation | null;
  schoolLinkInput: SchoolLinkInput;
}

export type PremiumDialogEvent =
  | { type: 'premium.continue' }
  | { type: 'premium.close' }
  | { type: 'age.confirm' }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'cancellation.request' }
  | { type: 'cancellation.confirm' }
  | { type: 'cancellation.back' };

export const premiumDialogMachine = setup({
  types: {
    context: {} as PremiumDialogContext,
    input: {} as PremiumDialogInput,
    events: {} as PremiumDialogEvent,
    children: {} as { schoolLink: 'schoolLink' },
  },
  actors: {
    resolveCourse: fromPromise<boolean, number>(providedBy('the private layout')),
    redeem: fromPromise<RedeemLicenceResponse, string>(providedBy('the private layout')),
    loadCancellation: fromPromise<PremiumCancellation>(providedBy('the private layout')),
    requestCancellation: fromPromise<RequestCancellationResponse>(providedBy('the private layout')),
    // The school-link form's machine (src/machines/school/schoolLink.machine.ts): another feature,
    // so the route provides it; it reaches a final state when the link is saved.
    schoolLink: providedFlow<SchoolLinkLogic>('the private layout'),
  },
  delays: {
    successRedirectDelay: PREMIUM_SUCCESS_REDIRECT_MS,
  },
  actions: {
    rememberCourse: assign({ courseSchoolLinked: (_, params: { schoolLinked: boolean }) => params.schoolLinked }),
    changeCode: assign({ code: ({ event }) => (event.type === 'code.change' ? event.code : ''), codeError: null }),
    trimCode: assign({ code: ({ context }) => context.code.trim(), codeError: null }),
    refuseCodeFormat: assign({ codeError: CODE_FORMAT_KEY }),
    refuseCode: assign({ codeError: (_, params: { messageKey: string }) => params.messageKey }),
    becomePremium: assign({ premium: 'active', activeUntil: (_, params: { activeUntil: string | null }) => params.activeUntil }),
    markLinked: assign({ schoolLinkStatus: 'COMPLETE' }),
    rememberCancellation: assign({
      cancellation: (_, params: { cancellation: PremiumCancellation }) => params.cancellation,
      activeUntil: (_, params: { cancellation: PremiumCancellation }) => params.cancellation.activeUntil,
    }),
    showSuccess: (_, _params: { messageKey: string }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    /** Navigates to the same page with force_refresh=true, so the new claims arrive. */
    reloadWithFreshToken: () => undefined,
    /** The dialog is done: the layout removes `premium` and `premium_journey` from the URL. */
    close: () => undefined,
  },
  guards: {
    hasJourney: ({ context }) => context.journeyId !== null,
    needsClan: ({ context }) =>
      needsClanStep({ isVip: context.premium === 'active', schoolLinkStatus: context.schoolLinkStatus, courseSchoolLinked: context.courseSchoolLinked }),
    isActive: ({ context }) => context.premium === 'active',
    isExpired: ({ context }) => context.premium === 'expired',
    ageAboveAlert: ({ context }) => ageGateOf(context.age) === 'cutscene',
    ageAtAlert: ({ context }) => ageGateOf(context.age) === 'confirm',
    codeEmpty: ({ context }) => !canSubmitActivationCode(context.code),
    codeImplausible: ({ context }) => !isPlausibleActivationCode(normalizeActivationCode(context.code)),
    alreadyPremium: ({ event }) => 'error' in event && toastKeysFor(event.error, []).includes('requestError:activationLicence.alreadyPremium'),
    cancellationRequested: ({ event }) => 'output' in event && (event.output as PremiumCancellation).status === 'REQUESTED',
  },
}).createMachine({
  id: 'premiumDialog',
  description: 'The premium (VIP) dialog, opened on any private page by premium=true in the URL.',
  context: ({ input }) => ({
    premium: premiumStateOf(input),
    age: input.age,
    schoolLinkStatus: input.schoolLinkStatus,
    journeyId: input.journeyId,
    courseSchoolLinked: false,
    code: '',
    codeError: null,
    activeUntil: null,
    cancellation: null,
    schoolLinkInput: input.schoolLinkInput,
  }),
  on: {
    'premium.close': { target: '.done', description: 'The close button, Escape or the backdrop: the dialog closes, whatever step it was on.' },
  },
  initial: 'alert',
  states: {
    alert: {
      description: 'The premium alert (docs/product/premium.md, States): what premium gives, the free-week promotion (20% off Play English) and the three annual plans (200+ hours), as text.',
      initial: 'checking',
      states: {
        checking: {
          description: 'Whether a course opened the dialog; shown for no time.',
          always: [
            { guard: 'hasJourney', target: 'resolvingCourse', description: 'premium_journey is set: ask whether that course is school-linked.' },
            { target: 'ready', description: 'Opened from the menu or a banner: no course to ask about.' },
          ],
        },
        resolvingCourse: {
          description: 'Reads the course’s monetizationType (GET /educational/api/journeys/{id}); the alert is already on screen.',
          invoke: {
            id: 'resolveCourse',
            src: 'resolveCourse',
            input: ({ context }) => context.journeyId ?? 0,
            onDone: {
              target: 'ready',
              actions: { type: 'rememberCourse', params: ({ event }) => ({ schoolLinked: event.output }) },
              description: 'Known: a SCHOOL_LINKED course may need the clan step.',
            },
            onError: {
              target: 'ready',
              actions: { type: 'rememberCourse', params: { schoolLinked: false } },
              description: 'Unknown course or a failed call: treated as not school-linked.',
            },
          },
        },
        ready: {
          description: 'The alert waits for the student to go on.',
          on: { 'premium.continue': { target: '#premiumDialog.routing', description: 'Go on to the step this user needs.' } },
        },
      },
    },
    routing: {
      description: 'Picks the next step; shown for no time.',
      always: [
        { guard: 'needsClan', target: 'clan', description: 'VIP with a school link not COMPLETE, or a school-linked course without a COMPLETE link: the clan step.' },
        { guard: 'isActive', target: 'active', description: 'Premium is active: the VIP text, no code form.' },
        { guard: 'ageAboveAlert', target: 'ageCutscene', description: 'Older than 99 (docs/product/premium.md, Limits): a cutscene explains instead of the code form.' },
        { guard: 'ageAtAlert', target: 'ageConfirm', description: 'Exactly 99 (docs/product/premium.md, Limits): a confirmation alert first.' },
        { target: 'codeEntry', description: 'None or expired: the code form.' },
      ],
    },
    clan: {
      description: 'The clan form/cutscene step: premium content goes with a complete school link.',
      initial: 'cutscene',
      states: {
        cutscene: {
          description: 'Lucas and Liz explain why the school link comes first.',
          on: { 'premium.continue': { target: 'form', description: 'The cutscene ended: the school-link form.' } },
        },
        form: {
          description: 'The school-link form, its own flow (provided by the route); this step waits for it to finish.',
          invoke: {
            id: 'schoolLink',
            src: 'schoolLink',
            input: ({ context }: { context: PremiumDialogContext }) => context.schoolLinkInput,
            onDone: { target: '#premiumDialog.linked', actions: 'markLinked', description: 'Linked: on to premium.' },
            onError: {
              target: 'cutscene',
              actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) },
              description: 'The school-link flow failed: its message, and the cutscene again so it can be retried.',
            },
          },
        },
      },
    },
    linked: {
      description: 'The link was saved; its COMPLETE status may wait for approval, so the clan step is not offered again here.',
      always: [
        { guard: 'isActive', target: 'active', description: 'Already premium: the VIP text.' },
        { guard: 'ageAboveAlert', target: 'ageCutscene', description: 'Older than 99: the cutscene.' },
        { guard: 'ageAtAlert', target: 'ageConfirm', description: 'Exactly 99: the confirmation alert.' },
        { target: 'codeEntry', description: 'The code form.' },
      ],
    },
    ageConfirm: {
      description: 'Premium age alert at 99 (docs/product/premium.md, Limits): is the age right before going on?',
      on: { 'age.confirm': { target: 'codeEntry', description: 'Confirmed: the code form.' } },
    },
    ageCutscene: {
      description: 'Above 99: the mascots explain that premium codes are not for this age; the dialog then closes.',
      on: { 'premium.continue': { target: 'done', description: 'The cutscene ended.' } },
    },
    codeEntry: {
      description: 'The activation code form (trimmed; submit disabled while empty).',
      on: {
        'code.change': { actions: 'changeCode', description: 'The student types; an earlier refusal goes away.' },
        'code.submit': [
          { guard: 'codeEmpty', description: 'Nothing but spaces: the submit button is disabled, so nothing happens (docs/product/premium.md, Rules).' },
          { guard: 'codeImplausible', actions: 'refuseCodeFormat', description: 'Markup, more than 64 characters or other symbols: a clear message, nothing sent.' },
          { target: '.redeeming', actions: 'trimCode', description: 'Trimmed and sent to the server.' },
        ],
      },
      initial: 'choosing',
      states: {
        choosing: {
          description: 'None or expired decides the text above the form; shown for no time.',
          always: [
            { guard: 'isExpired', target: 'expired', description: 'isVipOnce and not VIP: the expiry notice.' },
            { target: 'none', description: 'Never premium: the invitation to enter a code.' },
          ],
        },
        none: {
          description: 'Never premium: how to get a code, and the form.',
        },
        expired: {
          description: 'Premium ended (school licence over or isVipOnce without VIP): the expiry notice, and a new code may be entered.',
        },
        redeeming: {
          description: 'PUT /records/api/activation-licence/{code}/redeem; the form is busy and the dialog cannot be dismissed.',
          on: {
            'premium.close': { description: 'A redemption in flight cannot be abandoned.' },
            'code.change': { description: 'The field is read-only while the code is sent.' },
            'code.submit': { description: 'Already sending: a second submit does nothing.' },
          },
          invoke: {
            id: 'redeem',
            src: 'redeem',
            input: ({ context }) => normalizeActivationCode(context.code),
            onDone: {
              target: '#premiumDialog.success',
              actions: [
                { type: 'becomePremium', params: ({ event }) => ({ activeUntil: event.output.activeUntil }) },
                { type: 'showSuccess', params: { messageKey: 'status:redeemPremium.success' } },
              ],
              description: 'Redeemed: status:redeemPremium.success.',
            },
            onError: [
              {
                guard: 'alreadyPremium',
                target: '#premiumDialog.success',
                actions: [{ type: 'becomePremium', params: { activeUntil: null } }, { type: 'showRequestErrors', params: { messageKeys: ['requestError:activationLicence.alreadyPremium'] } }],
                description: 'Premium already (the page’s token was older): say so, then reload with a fresh token like a success.',
              },
              {
                target: 'choosing',
                actions: { type: 'refuseCode', params: ({ event }) => ({ messageKey: toastKeysFor(event.error, [])[0] ?? 'status:default.error' }) },
                description: 'Refused (not found, too old, school link needed) or failed: the pt-BR message under the field, the code as typed.',
              },
            ],
          },
        },
      },
    },
    success: {
      description: 'The success message; after 1.5 s the page reloads with force_refresh=true and the dialog closes.',
      on: { 'premium.close': { description: 'The reload is on its way: closing now would lose it.' } },
      after: {
        successRedirectDelay: { target: 'done', actions: 'reloadWithFreshToken', description: '1.5 s later, the same page with a fresh token (docs/product/premium.md, States).' },
      },
    },
    active: {
      description: 'Premium is active: the VIP text (no code form) and the cancellation request (docs/product/premium.md, States).',
      initial: 'loading',
      states: {
        loading: {
          description: 'Whether a cancellation was already requested (GET /records/api/activation-licence/cancellation).',
          invoke: {
            id: 'loadCancellation',
            src: 'loadCancellation',
            onDone: [
              {
                guard: 'cancellationRequested',
                target: 'requested',
                actions: { type: 'rememberCancellation', params: ({ event }) => ({ cancellation: event.output }) },
                description: 'Already requested: its status.',
              },
              {
                target: 'subscribed',
                actions: { type: 'rememberCancellation', params: ({ event }) => ({ cancellation: event.output }) },
                description: 'No request: the cancellation button.',
              },
            ],
            onError: { target: 'subscribed', description: 'Unknown: the VIP text; asking again records the request once anyway.' },
          },
        },
        subscribed: {
          description: 'The VIP text and a "request cancellation" button.',
          on: { 'cancellation.request': { target: 'confirming', description: 'Asks for a confirmation first.' } },
        },
        confirming: {
          description: 'Confirmation: premium lasts until the end of the period; the request goes to the team.',
          on: {
            'cancellation.confirm': { target: 'sending', description: 'Confirmed: record the request.' },
            'cancellation.back': { target: 'subscribed', description: 'Keep premium.' },
          },
        },
        sending: {
          description: 'POST /records/api/activation-licence/cancellation.',
          invoke: {
            id: 'requestCancellation',
            src: 'requestCancellation',
            onDone: {
              target: 'requested',
              actions: [
                { type: 'rememberCancellation', params: ({ event }) => ({ cancellation: event.output }) },
                { type: 'showSuccess', params: { messageKey: 'status:premiumCancellation.requested' } },
              ],
              description: 'Recorded: status:premiumCancellation.requested and the recorded status.',
            },
            onError: {
              target: 'subscribed',
              actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: toastKeysFor(event.error, []) }) },
              description: 'Refused or failed: its pt-BR message; the button stays.',
            },
          },
        },
        requested: {
          description: 'The recorded request: when it was made and until when premium lasts.',
        },
      },
    },
    done: {
      type: 'final',
      description: 'The flow ended: the layout removes premium and premium_journey from the URL.',
      entry: 'close',
    },
  },
});

/** The premium dialog's type, for its view (`import type` only). */
export type PremiumDialogLogic = typeof premiumDialogMachine;

import { assign, fromPromise, setup } from 'xstate';
import type { ConsentDecision, ConsentLinkProblem, ConsentLinkView, ConsentRequest, ConsentResponse } from '@/contract/guardians';
import { consentFailureKeys, consentFieldErrors, consentLinkProblemOf, consentRequest } from '@/api/guardians/consent-requests';
import { consentIdentityIssues, EMPTY_CONSENT_IDENTITY, type ConsentIdentity } from '@/domain/guardians/consent-identity';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * The page a guardian opens from the consent e-mail, /guardian/consent/<token> (docs/product/guardians.md,
 * Screens and States): the link is read first; a link that is unknown, used or expired says so and
 * changes nothing. A valid link explains what the platform keeps about the minor, then depends on who
 * is looking: signed out, it offers to sign in or to create a guardian account (both come back here);
 * signed in with an account that is not a guardian's, it says so; signed in as a guardian, it asks for
 * the full name and CPF the minor gave and the decision. Refusing asks for confirmation. The name and
 * CPF rules live in src/domain/guardians/consent.ts, the request and its refusals in
 * src/api/guardians/consent-requests.ts.
 */

/** Who opened the link: nobody signed in, a guardian (SPONSOR) account, or another account. */
export type ConsentViewer = 'signedOut' | 'guardian' | 'otherAccount';

export interface GuardianConsentInput {
  token: string;
  viewer: ConsentViewer;
}

export type ValidConsentLink = Extract<ConsentLinkView, { state: 'VALID' }>;

export interface GuardianConsentContext extends GuardianConsentInput {
  link: ValidConsentLink | null;
  problem: ConsentLinkProblem | null;
  identity: ConsentIdentity;
  fieldErrors: FieldMessage[];
  outcome: ConsentResponse | null;
  /** What the guardian chose last: sent by `deciding`. */
  decision: ConsentDecision;
}

export type GuardianConsentEvent =
  | { type: 'link.retry' }
  | { type: 'identity.change'; change: Partial<ConsentIdentity> }
  | { type: 'consent.accept' }
  | { type: 'consent.refuse' }
  | { type: 'refuse.confirm' }
  | { type: 'refuse.cancel' }
  | { type: 'signIn.press' }
  | { type: 'register.press' }
  | { type: 'signOut.press' };

export const guardianConsentMachine = setup({
  types: {
    input: {} as GuardianConsentInput,
    context: {} as GuardianConsentContext,
    events: {} as GuardianConsentEvent,
  },
  actors: {
    readLink: fromPromise<ConsentLinkView, string>(providedBy('the consent route')),
    decide: fromPromise<ConsentResponse, { token: string; request: ConsentRequest }>(providedBy('the consent route')),
  },
  actions: {
    rememberLink: assign((_, params: { view: ConsentLinkView }) =>
      params.view.state === 'VALID' ? { link: params.view, problem: null } : { link: null, problem: params.view.state },
    ),
    rememberProblem: assign((_, params: { problem: ConsentLinkProblem | null }) => ({ problem: params.problem ?? 'UNKNOWN' })),
    changeIdentity: assign({
      identity: ({ context, event }) => (event.type === 'identity.change' ? { ...context.identity, ...event.change } : context.identity),
    }),
    clearErrors: assign({ fieldErrors: [] }),
    showFormErrors: assign({ fieldErrors: ({ context }) => consentIdentityIssues(context.identity).map(({ field, messageKey }) => ({ field, messageKey })) }),
    showServerFieldErrors: assign((_, params: { error: unknown }) => ({ fieldErrors: consentFieldErrors(params.error) })),
    chooseDecision: assign((_, params: { decision: ConsentDecision }) => ({ decision: params.decision })),
    rememberOutcome: assign((_, params: { outcome: ConsentResponse }) => ({ outcome: params.outcome })),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    signIn: () => undefined,
    register: () => undefined,
    signOut: () => undefined,
  },
  guards: {
    linkIsValid: (_, params: { view: ConsentLinkView }) => params.view.state === 'VALID',
    signedOut: ({ context }) => context.viewer === 'signedOut',
    otherAccount: ({ context }) => context.viewer === 'otherAccount',
    identityIsValid: ({ context }) => consentIdentityIssues(context.identity).length === 0,
    consented: (_, params: { outcome: ConsentResponse }) => params.outcome.outcome === 'CONSENTED',
    linkStoppedWorking: (_, params: { error: unknown }) => consentLinkProblemOf(params.error) !== null,
    refusedFields: (_, params: { error: unknown }) => consentFieldErrors(params.error).length > 0,
  },
}).createMachine({
  id: 'guardianConsent',
  description: 'The guardian opens the consent link: reads it, explains, asks them to sign in as a guardian, confirm who they are and decide.',
  context: ({ input }) => ({ ...input, link: null, problem: null, identity: EMPTY_CONSENT_IDENTITY, fieldErrors: [], outcome: null, decision: 'ACCEPT' as ConsentDecision }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Reads the link (GET /records/api/public/guardian/consent/{token}).',
      invoke: {
        id: 'readLink',
        src: 'readLink',
        input: ({ context }) => context.token,
        onDone: [
          {
            guard: { type: 'linkIsValid', params: ({ event }) => ({ view: event.output }) },
            target: 'opened',
            actions: { type: 'rememberLink', params: ({ event }) => ({ view: event.output }) },
            description: 'A valid link: the page explains what the platform is and what it keeps about the minor.',
          },
          {
            target: 'unusable',
            actions: { type: 'rememberLink', params: ({ event }) => ({ view: event.output }) },
            description: 'Unknown, used or expired: the page says which, and nothing changes.',
          },
        ],
        onError: { target: 'unreadable', description: 'The link could not be read (network, server): a retry.' },
      },
    },
    unreadable: {
      description: 'The link could not be read: a message and "Tentar novamente".',
      on: { 'link.retry': { target: 'opening', description: 'The guardian tries again.' } },
    },
    opened: {
      description: 'A valid link: who is looking decides what comes next.',
      always: [
        { guard: 'signedOut', target: 'signedOut', description: 'Nobody signed in: sign in or create a guardian account.' },
        { guard: 'otherAccount', target: 'wrongAccount', description: 'Signed in with a student, educator or admin account.' },
        { target: 'confirming', description: 'Signed in as a guardian: confirm who you are.' },
      ],
    },
    signedOut: {
      description: 'The explanation with "Entrar" and "Criar conta de responsável"; both come back to this link.',
      on: {
        'signIn.press': { actions: 'signIn', description: 'Goes to the sign-in, back to this link afterwards.' },
        'register.press': { actions: 'register', description: 'Goes to the registration with the guardian role chosen, back to this link afterwards.' },
      },
    },
    wrongAccount: {
      description: 'Signed in with an account that is not a guardian\'s: nothing can be decided; "Sair" to sign in as the guardian.',
      on: { 'signOut.press': { actions: 'signOut', description: 'Signs out; the guardian signs in again from the link.' } },
    },
    confirming: {
      description: 'The guardian types the full name and CPF the minor gave, then authorises or refuses.',
      on: {
        'identity.change': { actions: 'changeIdentity', description: 'A field changes; nothing else is touched.' },
        'consent.accept': [
          { guard: 'identityIsValid', target: 'deciding', actions: ['clearErrors', { type: 'chooseDecision', params: { decision: 'ACCEPT' } }], description: 'Name and CPF well formed: authorise.' },
          { actions: 'showFormErrors', description: 'A field is empty or malformed: its message shows on it.' },
        ],
        'consent.refuse': [
          { guard: 'identityIsValid', target: 'confirmingRefusal', actions: 'clearErrors', description: 'Name and CPF well formed: ask whether to refuse.' },
          { actions: 'showFormErrors', description: 'A field is empty or malformed: its message shows on it.' },
        ],
      },
    },
    confirmingRefusal: {
      description: 'Asks the guardian to confirm the refusal: the minor stays restricted.',
      on: {
        'refuse.confirm': { target: 'deciding', actions: { type: 'chooseDecision', params: { decision: 'REFUSE' } }, description: 'The guardian confirms the refusal.' },
        'refuse.cancel': { target: 'confirming', description: 'Back to the form, everything as typed.' },
      },
    },
    deciding: {
      description: 'Sends the decision (POST /records/api/guardian/consent/{token}).',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ token: context.token, request: consentRequest(context.identity, context.decision) }),
        onDone: [
          {
            guard: { type: 'consented', params: ({ event }) => ({ outcome: event.output }) },
            target: 'consented',
            actions: { type: 'rememberOutcome', params: ({ event }) => ({ outcome: event.output }) },
            description: 'Consented: the minor may now play; the page says so.',
          },
          {
            target: 'refused',
            actions: { type: 'rememberOutcome', params: ({ event }) => ({ outcome: event.output }) },
            description: 'Refused: the minor stays restricted; the page says so.',
          },
        ],
        onError: [
          {
            guard: { type: 'linkStoppedWorking', params: ({ event }) => ({ error: event.error }) },
            target: 'unusable',
            actions: { type: 'rememberProblem', params: ({ event }) => ({ problem: consentLinkProblemOf(event.error) }) },
            description: 'Used in another tab, or expired meanwhile: the page says which.',
          },
          {
            guard: { type: 'refusedFields', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: { type: 'showServerFieldErrors', params: ({ event }) => ({ error: event.error }) },
            description: 'The name or the CPF do not match what the minor gave: on their fields; the link still works.',
          },
          {
            target: 'confirming',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: consentFailureKeys(event.error) }) },
            description: 'Another refusal (two guardians already, not a guardian account, network): its toast; the form keeps what was typed.',
          },
        ],
      },
    },
    consented: { type: 'final', description: 'The guardian consented: the minor may join tournaments and teams.' },
    refused: { type: 'final', description: 'The guardian refused: the minor stays restricted and is told.' },
    unusable: { type: 'final', description: 'The link is unknown, used or expired: a clear page; nothing changed.' },
  },
});

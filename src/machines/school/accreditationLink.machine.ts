import { assign, fromPromise, setup } from 'xstate';
import { accreditationLinkProblem, type AccreditationLinkProblem } from '@/api/school/accreditation-link-problems';
import type { AccreditationLinkAnswer } from '@/contract/school';
import { requestFailureKeys } from '@/api/form-refusals';
import { providedBy } from '@/machines/provided-by';

/**
 * The link e-mailed to a school (docs/product/school.md, Rules): whoever reads the school's official
 * e-mail sees the accreditation request and who made it, and confirms it (it becomes the school's
 * process) or says the school does not know it (it is discarded). A link that cannot be used says
 * why: unknown, past its hours, already answered, or the school has a process already.
 */

export interface AccreditationLinkInput {
  token: string;
  /** Why the link cannot be used, as its page was loaded; null when it can. */
  problem: AccreditationLinkProblem | null;
}

export interface AccreditationLinkContext {
  token: string;
  problem: AccreditationLinkProblem | null;
}

export type AccreditationLinkEvent = { type: 'accreditationLink.confirm' } | { type: 'accreditationLink.decline' };

type Answer = 'confirm' | 'decline';

export const accreditationLinkMachine = setup({
  types: {
    input: {} as AccreditationLinkInput,
    context: {} as AccreditationLinkContext,
    events: {} as AccreditationLinkEvent,
  },
  actors: {
    answer: fromPromise<AccreditationLinkAnswer, { token: string; answer: Answer }>(providedBy('the school accreditation link page')),
  },
  actions: {
    rememberProblem: assign({ problem: ({ event }) => ('error' in event ? accreditationLinkProblem(event.error) : null) }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showAnswer: (_, _params: { messageKey: string }) => undefined,
  },
  guards: {
    usable: ({ context }) => context.problem === null,
    linkRefused: ({ event }) => 'error' in event && accreditationLinkProblem(event.error) !== null,
  },
}).createMachine({
  id: 'accreditationLink',
  description: "A school answers a director's accreditation request from the link sent to its official e-mail: it confirms the request, or says it does not know it.",
  context: ({ input }) => ({ token: input.token, problem: input.problem }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Reads what the link allows.',
      always: [
        { guard: 'usable', target: 'reviewing', description: 'A valid link: the request, who made it, and the two answers.' },
        { target: 'unavailable', description: 'Unknown, past its hours, already answered, or the school already has a process: the page says which.' },
      ],
    },
    reviewing: {
      description: 'The school, who asked and when, until when the link works; "Confirmar pedido" and "Não reconheço este pedido".',
      on: {
        'accreditationLink.confirm': { target: 'confirming', description: 'The school confirms: the request becomes its accreditation process.' },
        'accreditationLink.decline': { target: 'declining', description: 'The school does not know the request: it is discarded.' },
      },
    },
    confirming: {
      description: 'Sends the confirmation (POST …/accreditation-requests/{token}/confirm).',
      invoke: {
        id: 'confirm',
        src: 'answer',
        input: ({ context }) => ({ token: context.token, answer: 'confirm' as const }),
        onDone: {
          target: 'confirmed',
          actions: { type: 'showAnswer', params: ({ event }) => ({ messageKey: event.output.messageKey }) },
          description: 'Confirmed: the accreditation is now under analysis, and the director is told.',
        },
        onError: [
          { guard: 'linkRefused', target: 'unavailable', actions: 'rememberProblem', description: 'The link stopped working meanwhile (past its hours, answered, or another process started): why.' },
          {
            target: 'reviewing',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) },
            description: 'Offline or a server failure: a toast, and the request is still there to answer.',
          },
        ],
      },
    },
    declining: {
      description: 'Sends the refusal (POST …/accreditation-requests/{token}/decline).',
      invoke: {
        id: 'decline',
        src: 'answer',
        input: ({ context }) => ({ token: context.token, answer: 'decline' as const }),
        onDone: {
          target: 'declined',
          actions: { type: 'showAnswer', params: ({ event }) => ({ messageKey: event.output.messageKey }) },
          description: 'Discarded: nothing changed for the school.',
        },
        onError: [
          { guard: 'linkRefused', target: 'unavailable', actions: 'rememberProblem', description: 'The link stopped working meanwhile: why.' },
          {
            target: 'reviewing',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) },
            description: 'Offline or a server failure: a toast, and the request is still there to answer.',
          },
        ],
      },
    },
    confirmed: { description: "The request is now the school's accreditation process: the team analyses it and answers the director by e-mail.", type: 'final' },
    declined: { description: 'The request was discarded; the school stays as it was.', type: 'final' },
    unavailable: { description: 'The link cannot be used; the page says why and offers nothing to send.', type: 'final' },
  },
});

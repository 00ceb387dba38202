import { assign, fromPromise, setup } from 'xstate';
import { providedBy } from './provided-by';

/**
 * Welcome modal (docs/product/shell.md, States): shown while firstAccess is not set; 2 steps; concluding records first
 * access and refreshes the token. What the modal shows for a state is read by welcome.view.ts.
 */

export const welcomeMachine = setup({
  types: {
    input: {} as { firstAccess: boolean },
    /** `step`: the step on screen, kept while saving so a skip from step 1 does not flash step 2. */
    context: {} as { firstAccess: boolean; step: 1 | 2 },
    events: {} as { type: 'welcome.next' } | { type: 'welcome.previous' } | { type: 'welcome.skip' } | { type: 'welcome.conclude' },
  },
  actors: {
    recordFirstAccess: fromPromise<void>(providedBy('the route that shows the modal')),
    refreshToken: fromPromise<void>(providedBy('the route that shows the modal')),
  },
  actions: {
    showSaveError: () => undefined,
    toStep2: assign({ step: 2 as const }),
    toStep1: assign({ step: 1 as const }),
  },
  guards: {
    alreadyWelcomed: ({ context }) => context.firstAccess,
  },
}).createMachine({
  id: 'welcome',
  description: 'The welcome onboarding modal a student sees on first access, until they conclude or skip it.',
  context: ({ input }) => ({ firstAccess: input.firstAccess, step: 1 as const }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Looks at the session’s firstAccess flag once.',
      always: [{ guard: 'alreadyWelcomed', target: 'done' }, { target: 'showing' }],
    },
    showing: {
      description: 'The modal is open on one of its two steps.',
      initial: 'step1',
      states: {
        step1: {
          description: 'Step 1 of 2: what the platform is.',
          on: { 'welcome.next': { target: 'step2', actions: 'toStep2', description: 'Next step.' } },
        },
        step2: {
          description: 'Step 2 of 2: where to start.',
          on: {
            'welcome.previous': { target: 'step1', actions: 'toStep1', description: 'Back to step 1.' },
            'welcome.conclude': { target: '#welcome.concluding', description: 'The student concludes the onboarding.' },
          },
        },
        remembered: {
          type: 'history',
          description: 'Returns to the step the student was on when saving failed.',
        },
      },
      on: {
        'welcome.skip': { target: 'concluding', description: 'Skipping also counts as seen, so the modal is not shown again.' },
      },
    },
    concluding: {
      description: 'Records first access on the server (POST /records/api/account/first-access).',
      invoke: {
        id: 'recordFirstAccess',
        src: 'recordFirstAccess',
        onDone: { target: 'refreshingToken' },
        onError: {
          target: 'showing.remembered',
          actions: 'showSaveError',
          description: 'Saving failed: the modal stays, with an error toast, so the student can try again.',
        },
      },
    },
    refreshingToken: {
      description: 'Refreshes the token so its firstAccess claim is set (docs/product/session.md, API).',
      invoke: {
        id: 'refreshToken',
        src: 'refreshToken',
        onDone: { target: 'done' },
        onError: { target: 'done', description: 'First access is recorded either way; the next refresh will carry it.' },
      },
    },
    done: {
      description: 'Welcomed: the modal is not shown again.',
      type: 'final',
    },
  },
});

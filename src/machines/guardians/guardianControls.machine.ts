import { assign, fromPromise, setup } from 'xstate';
import { requestFailureKeys } from '@/api/form-refusals';
import type { GuardianControls, SupervisedMinorSummary } from '@/contract/guardians';
import { providedBy } from '@/machines/provided-by';

/**
 * A guardian sets a minor's daily limit, purchase block and whether other players see the minor's
 * real name on the minor's page (docs/product/guardians.md, Supervision and Safe defaults): a draft until "Salvar", then saved; the minor is told
 * of every change by the server. A refusal keeps the draft, so nothing typed is lost.
 */

export interface GuardianControlsInput {
  minorId: number;
  controls: GuardianControls;
}

export interface GuardianControlsContext {
  minorId: number;
  /** As the server last stored them. */
  saved: GuardianControls;
  /** As the guardian is choosing them. */
  draft: GuardianControls;
}

export type GuardianControlsEvent =
  | { type: 'limit.change'; minutes: number | null }
  | { type: 'purchases.change'; blocked: boolean }
  | { type: 'name.change'; shown: boolean }
  | { type: 'save' }
  | { type: 'discard' };

export const sameControls = (a: GuardianControls, b: GuardianControls) =>
  a.dailyLimitMinutes === b.dailyLimitMinutes && a.purchasesBlocked === b.purchasesBlocked && a.showRealName === b.showRealName;

export const guardianControlsMachine = setup({
  types: {
    context: {} as GuardianControlsContext,
    events: {} as GuardianControlsEvent,
    input: {} as GuardianControlsInput,
  },
  actors: {
    save: fromPromise<SupervisedMinorSummary, { minorId: number; controls: GuardianControls }>(providedBy("the minor's page")),
  },
  guards: {
    changed: ({ context }) => !sameControls(context.draft, context.saved),
  },
  actions: {
    chooseLimit: assign({ draft: ({ context, event }) => (event.type === 'limit.change' ? { ...context.draft, dailyLimitMinutes: event.minutes } : context.draft) }),
    choosePurchases: assign({ draft: ({ context, event }) => (event.type === 'purchases.change' ? { ...context.draft, purchasesBlocked: event.blocked } : context.draft) }),
    chooseName: assign({ draft: ({ context, event }) => (event.type === 'name.change' ? { ...context.draft, showRealName: event.shown } : context.draft) }),
    restore: assign({ draft: ({ context }) => context.saved }),
    adoptSaved: assign(({ event }) => {
      const { controls } = (event as unknown as { output: SupervisedMinorSummary }).output;
      return { saved: controls, draft: controls };
    }),
    showSaved: () => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
}).createMachine({
  id: 'guardianControls',
  description: "A guardian changes a minor's daily limit, purchase block and real-name choice: a draft, then saved.",
  context: ({ input }) => ({ minorId: input.minorId, saved: input.controls, draft: input.controls }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The controls as chosen; "Salvar" is on once they differ from the saved ones.',
      on: {
        'limit.change': { actions: 'chooseLimit', description: 'A daily limit is chosen (or none).' },
        'purchases.change': { actions: 'choosePurchases', description: 'The purchase block is switched.' },
        'name.change': { actions: 'chooseName', description: "Whether other players see the minor's real name is switched." },
        discard: { actions: 'restore', description: '"Desfazer": back to the saved controls.' },
        save: { guard: 'changed', target: 'saving', description: '"Salvar", with something changed.' },
      },
    },
    saving: {
      description: 'Saves them (PUT /records/api/guardian/minors/{id}/controls).',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ minorId: context.minorId, controls: context.draft }),
        onDone: { target: 'editing', actions: ['adoptSaved', 'showSaved', 'reload'], description: 'Saved: a toast, and the page reloads what depends on them.' },
        onError: {
          target: 'editing',
          actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) },
          description: 'Refused: its message, and the draft stays.',
        },
      },
    },
  },
});

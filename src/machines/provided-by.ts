import { fromPromise, type UnknownActorLogic } from 'xstate';

/**
 * The body of an actor a machine declares but does not implement: the owner named here provides
 * it with `machine.provide(...)` (tests provide doubles). Reaching this body means the owner forgot.
 */
export function providedBy(owner: string): () => Promise<never> {
  return async () => {
    throw new Error(`this actor is provided by ${owner}`);
  };
}

/**
 * A child flow of another feature, declared by its type only (`import type`: features do not load
 * each other) and provided by `owner`, the route that has both. The parent's chart, its children
 * (`snapshot.children`), the child's input and its output are then typed as the real child's, and
 * `provide()` accepts only that flow. Reaching this placeholder means the owner forgot.
 */
export function providedFlow<TLogic extends UnknownActorLogic>(owner: string): TLogic {
  // The one place the placeholder stands in for the flow's type: it runs only if never provided.
  return fromPromise(providedBy(owner)) as unknown as TLogic;
}

import type { UnknownActorLogic } from 'xstate';

/**
 * A smaller flow playing another feature's flow in a parent flow's tests. The parent declares the
 * real child's type, so the route can provide only that flow; the parent's tests care only that the
 * child starts with its input and ends with an output or an error, which the stand-in does.
 */
export function standInFor<TLogic extends UnknownActorLogic>(logic: UnknownActorLogic): TLogic {
  return logic as unknown as TLogic;
}

/**
 * The body of an actor a machine declares but does not implement: the owner named here provides
 * it with `machine.provide(...)` (tests provide doubles). Reaching this body means the owner forgot.
 */
export function providedBy(owner: string): () => Promise<never> {
  return async () => {
    throw new Error(`this actor is provided by ${owner}`);
  };
}

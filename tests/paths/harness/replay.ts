/**
 * Runs one generated path against a real actor: the machine with its actors replaced by
 * controllable doubles, a simulated clock for `after` delays, and a check of state and context
 * after every step. Records which transitions the actor really took (from its microsteps).
 */
import { isDeepStrictEqual } from 'node:util';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type InspectionEvent,
} from 'xstate';
import { eventLabel, stateLabel, stateNodesOf, transitionKey, type ModelPath } from './model';

type Provided = Parameters<AnyStateMachine['provide']>[0];

export interface ReplayOptions<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** Doubles for actions, guards, actors or delays, passed to `machine.provide`. */
  provide?: Provided;
  /** The part of the context the test compares with the model; the whole context by default. */
  context?: (context: ContextFrom<TMachine>) => unknown;
}

export interface ReplayResult {
  /** Keys of the transitions the real actor took. */
  taken: Set<string>;
  /** Input each controlled actor was invoked with, by invoke id, in invocation order. */
  invocations: Array<{ id: string; input: unknown }>;
}

interface Controller {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

export class PathMismatch extends Error {
  override name = 'PathMismatch';
}

/** Every `src` the machine invokes by name. */
export function invokedSources(machine: AnyStateMachine): string[] {
  const sources = new Set<string>();
  for (const node of stateNodesOf(machine)) {
    for (const invoke of node.invoke) {
      if (typeof invoke.src === 'string') sources.add(invoke.src);
    }
  }
  return [...sources];
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Controlled doubles keep their controllers per actor system, so one provided machine serves every path. */
const controllersBySystem = new WeakMap<object, Map<AnyActorRef, Controller>>();
const invocationsBySystem = new WeakMap<object, ReplayResult['invocations']>();
const providedCache = new WeakMap<AnyStateMachine, WeakMap<object, AnyStateMachine>>();
const noOptions = {};

/** The machine with every invoked actor replaced by a double whose outcome the path chooses. */
function withDoubles(machine: AnyStateMachine, options: ReplayOptions<AnyStateMachine>): AnyStateMachine {
  const key = options.provide ?? noOptions;
  const cached = providedCache.get(machine)?.get(key);
  if (cached) return cached;
  const doubles: Record<string, AnyActorLogic> = {};
  for (const src of invokedSources(machine)) {
    doubles[src] = fromPromise<unknown, unknown>(
      ({ input, self, system }) =>
        new Promise((resolve, reject) => {
          invocationsBySystem.get(system)?.push({ id: self.id, input });
          controllersBySystem.get(system)?.set(self, { resolve, reject });
        }),
    );
  }
  const provided = machine.provide({ ...options.provide, actors: { ...doubles, ...options.provide?.actors } });
  if (!providedCache.has(machine)) providedCache.set(machine, new WeakMap());
  providedCache.get(machine)!.set(key, provided);
  return provided;
}

export async function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath,
  options: ReplayOptions<TMachine> = {},
): Promise<ReplayResult> {
  const provided = withDoubles(machine, options as ReplayOptions<AnyStateMachine>);
  const controllers = new Map<AnyActorRef, Controller>();
  const invocations: ReplayResult['invocations'] = [];
  const clock = new SimulatedClock();
  const taken = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    // Only the machine under test: its children are doubles.
    if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
      for (const t of event._transitions) taken.add(transitionKey(t));
    }
  };

  const actor = createActor(provided, { input: path.input, clock, inspect } as never);
  controllersBySystem.set(actor.system, controllers);
  invocationsBySystem.set(actor.system, invocations);
  // When each `after` delay fires, on the simulated clock. Keyed by the scheduled entry itself:
  // a state re-entered on its own timer schedules the same id again, due one delay later.
  const due = new WeakMap<ScheduledEvent, number>();
  const noteTimers = () => {
    const scheduled = (actor.system as unknown as { _snapshot: { _scheduledEvents: Record<string, ScheduledEvent> } })._snapshot
      ._scheduledEvents;
    for (const entry of Object.values(scheduled)) {
      if (!due.has(entry)) due.set(entry, clock.now() + entry.delay);
    }
  };
  const select = (options.context ?? ((context: unknown) => context)) as (context: unknown) => unknown;

  const check = (expected: AnyMachineSnapshot, where: string) => {
    const actual = actor.getSnapshot() as AnyMachineSnapshot;
    if (!isDeepStrictEqual(actual.value, expected.value) || actual.status !== expected.status) {
      throw new PathMismatch(`${where}: the model is in "${stateLabel(expected)}" but the actor is in "${stateLabel(actual)}"`);
    }
    const actualContext = select(actual.context);
    const expectedContext = select(expected.context);
    if (!isDeepStrictEqual(actualContext, expectedContext)) {
      throw new PathMismatch(
        `${where}: context differs from the model\n  model: ${JSON.stringify(expectedContext)}\n  actor: ${JSON.stringify(actualContext)}\n` +
          '  (context changed outside `assign`, or a double behaves differently from the machine it replaces)',
      );
    }
  };

  try {
    actor.start();
    await flush();
    noteTimers();
    check(path.initial, 'at start');
    for (const [index, step] of path.steps.entries()) {
      const where = `after step ${index + 1} (${eventLabel(step.event)})`;
      await perform(step.event);
      noteTimers();
      check(step.state, where);
    }
  } finally {
    actor.stop();
  }
  return { taken, invocations };

  async function perform(event: AnyEventObject) {
    const { type } = event;
    if (type.startsWith('xstate.after.')) {
      const scheduled = (actor.system as unknown as { _snapshot: { _scheduledEvents: Record<string, ScheduledEvent> } })._snapshot
        ._scheduledEvents;
      const entry = Object.entries(scheduled).find(([, e]) => e.event.type === type && e.source === actor);
      if (!entry) throw new PathMismatch(`${eventLabel(event)}: no such delay is pending in the actor`);
      // The simulated clock fires due timers synchronously.
      clock.increment(Math.max(0, (due.get(entry[1]) ?? clock.now()) - clock.now()));
      return;
    }
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (outcome) {
      const [, kind, id] = outcome;
      const child = (actor.getSnapshot() as AnyMachineSnapshot).children[id!] as AnyActorRef | undefined;
      if (!child) throw new PathMismatch(`${eventLabel(event)}: no actor "${id}" is running`);
      const controller = controllers.get(child);
      if (!controller) {
        throw new PathMismatch(`${eventLabel(event)}: actor "${id}" is a custom double; its outcome cannot be chosen by the path`);
      }
      if (kind === 'done') controller.resolve((event as { output?: unknown }).output);
      else controller.reject((event as { error?: unknown }).error);
      await flush();
      return;
    }
    // Sent events are processed synchronously; only custom doubles may settle later.
    actor.send(event);
    if (options.provide?.actors) await flush();
  }
}

interface ScheduledEvent {
  source: AnyActorRef;
  event: AnyEventObject;
  delay: number;
}

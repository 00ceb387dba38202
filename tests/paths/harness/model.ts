/**
 * The machine as a graph: every transition it declares, and a set of paths that together take
 * each of them at least once.
 *
 * The graph is explored with @xstate/graph's adjacency map. Plain shortest paths only reach every
 * state (a state reachable by two transitions is reached once), so paths are built per transition
 * instead: the shortest path to a state where the transition fires, plus that step. Paths that are
 * prefixes of longer ones add nothing and are dropped.
 *
 * Walks (generateWalks) take the same transitions in fewer, longer paths, for tests where each
 * path pays a costly start (a browser page): the path tests keep one short path per transition,
 * whose failure names the transition; the screens replay walks.
 */
import { getAdjacencyMap, type AdjacencyValue } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventDescriptors,
  createEmptyActor,
  type ActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
} from 'xstate';

/** One transition as the machine declares it: `on`, `always`, invoke done/error, `after`. */
export interface TransitionInfo {
  /** Stable across `machine.provide(...)`: `<source state id>|<event descriptor>|<index>`. */
  key: string;
  /** Id of the state node that declares it. */
  source: string;
  /** Event descriptor as declared; `''` for `always`. */
  eventType: string;
  kind: 'on' | 'always' | 'after' | 'done' | 'error' | 'state-done' | 'snapshot';
  guard: string | undefined;
  /** Target state ids; empty for a transition that only runs actions. */
  targets: string[];
  reenter: boolean;
  actions: string[];
  description: string | undefined;
  /** The delay name (or milliseconds) of an `after` transition. */
  delay: string | undefined;
}

export type EventSamples<TEvent extends AnyEventObject> = {
  [K in TEvent['type']]?: ReadonlyArray<Extract<TEvent, { type: K }>>;
};

/** Outcomes of an invoked actor, by invoke id: outputs it may finish with and errors it may fail with. */
export interface InvokeOutcomes {
  done?: readonly unknown[];
  error?: readonly unknown[];
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Named inputs; each is a separate start of the flow (e.g. a returning visitor and a new one). */
  inputs?: Record<string, InputFrom<TMachine>>;
  /** Sample payloads per event type; an event without samples is sent as `{ type }`. */
  events?: EventSamples<EventFromLogic<TMachine>>;
  /** Outcomes of invoked actors, keyed by invoke id. */
  invoked?: Record<string, InvokeOutcomes>;
  /** What makes two snapshots different states of the model; value + context by default. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Safety net for machines whose context grows without bound. */
  limit?: number;
}

export interface PathStep {
  event: AnyEventObject;
  /** The model's snapshot after the event. */
  state: AnyMachineSnapshot;
  /** Keys of the transitions the model takes on this step. */
  taken: ReadonlySet<string>;
}

export interface ModelPath {
  inputName: string;
  input: unknown;
  /** The model's snapshot right after start (initial state plus any `always` it takes). */
  initial: AnyMachineSnapshot;
  steps: PathStep[];
  /** Keys of the transitions the model predicts this path takes. */
  transitions: Set<string>;
  name: string;
}

/**
 * Titles of paths as the tests and the report show them: long payloads are cut short in path
 * names, so two paths may read alike; the later ones are numbered (`… #2`).
 */
export function pathTitles(paths: readonly Pick<ModelPath, 'name'>[]): string[] {
  const seen = new Map<string, number>();
  return paths.map(({ name }) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count > 1 ? `${name} #${count}` : name;
  });
}

export interface GeneratedPaths {
  machineId: string;
  transitions: TransitionInfo[];
  paths: ModelPath[];
  /** Transitions no generated path takes (unreachable with the given inputs and samples). */
  unreachable: TransitionInfo[];
  stateCount: number;
}

const DEFAULT_INPUT = '(default)';

// ---------------------------------------------------------------------------------------------
// Transitions

export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return nodes;
}

export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const list: readonly AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const index = list.indexOf(transition);
  return `${source.id}|${transition.eventType}|${index}`;
}

export function guardName(guard: unknown): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const named = guard as { type?: string; name?: string; guards?: unknown[] };
    // Higher-order guards (and/or/not) carry their operands.
    if (typeof named.type === 'string' && named.guards) {
      return `${named.type.replace('xstate.', '')}(${named.guards.map(guardName).join(', ')})`;
    }
    return named.name ? `${named.name}()` : 'inline guard';
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' && action !== null && 'type' in action) return String((action as { type: unknown }).type);
  if (typeof action === 'function') {
    const fn = action as { type?: string; name?: string };
    return fn.type ?? (fn.name || 'inline action');
  }
  return 'action';
}

function kindOf(eventType: string): TransitionInfo['kind'] {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.done.state.')) return 'state-done';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  return 'on';
}

function describeTransition(t: AnyTransitionDefinition): TransitionInfo {
  const delay = (t as { delay?: string | number }).delay;
  return {
    key: transitionKey(t),
    source: t.source.id,
    eventType: t.eventType,
    kind: kindOf(t.eventType),
    guard: guardName(t.guard),
    targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
    reenter: t.reenter,
    actions: (t.actions ?? []).map(actionName),
    description: (t as { description?: string }).description,
    delay: delay === undefined ? undefined : String(delay),
  };
}

/** Every transition the machine declares, in document order. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const list: TransitionInfo[] = [];
  for (const node of stateNodesOf(machine)) {
    for (const transitions of node.transitions.values()) {
      for (const t of transitions) list.push(describeTransition(t));
    }
    for (const t of node.always ?? []) list.push(describeTransition(t));
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// Event labels, used in test names and reports

export function eventLabel(event: AnyEventObject): string {
  const { type, ...payload } = event;
  let label = type;
  let rest: Record<string, unknown> = payload;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) label = `after ${after[1]}`;
  else if (type.startsWith('xstate.done.actor.')) {
    label = `${type.slice('xstate.done.actor.'.length)} done`;
    rest = 'output' in payload && payload.output !== undefined ? { output: payload.output } : {};
  } else if (type.startsWith('xstate.error.actor.')) {
    label = `${type.slice('xstate.error.actor.'.length)} fails`;
    const error = (payload as { error?: unknown }).error;
    rest = error instanceof Error ? { error: error.message } : error === undefined ? {} : { error };
  }
  return Object.keys(rest).length ? `${label} ${compactJson(rest)}` : label;
}

function compactJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Error ? v.message : v)) ?? 'undefined';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export function stateLabel(snapshot: AnyMachineSnapshot): string {
  const flat = (value: unknown, prefix: string): string[] => {
    if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
    if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      if (!entries.length) return [prefix || '(root)'];
      return entries.flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key));
    }
    return [prefix || '(root)'];
  };
  const label = flat(snapshot.value, '').join(' + ');
  return snapshot.status === 'done' ? `${label} (final)` : label;
}

// ---------------------------------------------------------------------------------------------
// Path generation

type Scope = ActorScope<AnyMachineSnapshot, AnyEventObject>;

interface Recorder {
  /** Transitions taken by each edge, keyed by serialized source state and event. */
  taken: Map<string, Set<string>>;
  current: Set<string> | undefined;
}

function recordingScope(scope: Scope, recorder: Recorder): Scope {
  // `_sendInspectionEvent` is how xstate reports each microstep and the transitions it took.
  const system = Object.create(scope.system) as { _sendInspectionEvent: (event: InspectionEvent) => void };
  system._sendInspectionEvent = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && recorder.current) {
      for (const t of event._transitions) recorder.current.add(transitionKey(t));
    }
  };
  return { ...scope, system } as unknown as Scope;
}

function eventsFor(
  snapshot: AnyMachineSnapshot,
  samples: Record<string, readonly AnyEventObject[] | undefined>,
  invoked: Record<string, InvokeOutcomes>,
): AnyEventObject[] {
  const events: AnyEventObject[] = [];
  for (const descriptor of ownEventDescriptors(snapshot)) {
    // Raised by the machine itself when a region finishes; never sent from outside.
    if (descriptor.startsWith('xstate.done.state.') || descriptor.startsWith('xstate.snapshot.')) continue;
    if (descriptor.startsWith('xstate.done.actor.')) {
      const id = descriptor.slice('xstate.done.actor.'.length);
      const outputs = invoked[id]?.done ?? [undefined];
      for (const output of outputs) events.push({ type: descriptor, output, actorId: id });
      continue;
    }
    if (descriptor.startsWith('xstate.error.actor.')) {
      const id = descriptor.slice('xstate.error.actor.'.length);
      const errors = invoked[id]?.error ?? [new Error(`${id} failed`)];
      for (const error of errors) events.push({ type: descriptor, error, actorId: id });
      continue;
    }
    if (descriptor.includes('*')) {
      const prefix = descriptor === '*' ? '' : descriptor.slice(0, -1);
      for (const [type, list] of Object.entries(samples)) {
        if (type.startsWith(prefix)) events.push(...(list ?? []));
      }
      continue;
    }
    events.push(...(samples[descriptor] ?? [{ type: descriptor }]));
  }
  return events;
}

function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, v: unknown) => (v instanceof Error ? `Error: ${v.message}` : v));
}

export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

interface Candidate {
  inputName: string;
  input: unknown;
  initial: AnyMachineSnapshot;
  steps: PathStep[];
  transitions: Set<string>;
}

/** One input's graph: where it starts, and every edge with the transitions it takes. */
interface InputGraph {
  inputName: string;
  input: unknown;
  initial: AnyMachineSnapshot;
  startKey: string;
  /** Transitions taken on the way in (the initial state plus any `always`). */
  startTransitions: Set<string>;
  /** Outgoing edges by serialized state, in the adjacency map's order; only edges that take a transition. */
  edges: Map<string, Edge[]>;
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** Sends `event` to the very snapshot given: where a state's key leaves context out, the graph's snapshot of it may differ. */
  step: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => PathStep;
}

interface Edge {
  event: AnyEventObject;
  state: AnyMachineSnapshot;
  to: string;
  taken: ReadonlySet<string>;
}

/** An edge by where it starts and the event it sends. */
const edgeIdOf = (from: string, event: AnyEventObject) => `${from}\u0001${serializeEvent(event)}`;

/** Explores the machine from each input with @xstate/graph's adjacency map. */
function explore<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine>): InputGraph[] {
  const serializeState = options.serializeState ?? defaultSerializeState;
  const samples = (options.events ?? {}) as Record<string, readonly AnyEventObject[] | undefined>;
  const invoked = options.invoked ?? {};
  const inputs: Array<[string, unknown]> = options.inputs ? Object.entries(options.inputs) : [[DEFAULT_INPUT, undefined]];

  return inputs.map(([inputName, input]) => {
    const recorder: Recorder = { taken: new Map(), current: undefined };
    // The start: the initial state plus any `always` taken on the way in.
    const startTransitions = new Set<string>();
    recorder.current = startTransitions;
    const initial = machine.getInitialSnapshot(recordingScope(mockScope(), recorder), input) as AnyMachineSnapshot;
    recorder.current = undefined;

    const logic = {
      getInitialSnapshot: () => initial,
      transition: (snapshot: AnyMachineSnapshot, event: AnyEventObject, scope: Scope) => {
        // A transition that changes nothing may return the very same snapshot object, so what
        // an edge took is keyed by where it starts and the event, not by the snapshot it yields.
        const taken = new Set<string>();
        recorder.current = taken;
        const next = machine.transition(snapshot, event, recordingScope(scope, recorder)) as AnyMachineSnapshot;
        recorder.taken.set(edgeIdOf(serializeState(snapshot), event), taken);
        recorder.current = undefined;
        return next;
      },
    };

    const adjacency = getAdjacencyMap(logic as unknown as AnyStateMachine, {
      fromState: initial,
      events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, samples, invoked),
      serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
      serializeEvent: serializeEvent as never,
      limit: options.limit ?? 50_000,
    } as never);

    const edges = new Map<string, Edge[]>();
    for (const [key, node] of Object.entries(adjacency) as Array<[string, AdjacencyValue<AnyMachineSnapshot, AnyEventObject>]>) {
      const out: Edge[] = [];
      for (const { event, state } of Object.values(node.transitions)) {
        const taken = recorder.taken.get(edgeIdOf(key, event as AnyEventObject));
        if (!taken?.size) continue;
        out.push({ event: event as AnyEventObject, state: state as AnyMachineSnapshot, to: serializeState(state as AnyMachineSnapshot), taken });
      }
      edges.set(key, out);
    }
    const step = (snapshot: AnyMachineSnapshot, event: AnyEventObject): PathStep => {
      const taken = new Set<string>();
      recorder.current = taken;
      const state = machine.transition(snapshot, event, recordingScope(mockScope(), recorder)) as AnyMachineSnapshot;
      recorder.current = undefined;
      return { event, state, taken };
    };
    return { inputName, input, initial, startKey: serializeState(initial), startTransitions, edges, serializeState, step };
  });
}

/** Breadth-first from `from`: the shortest edge sequence to every state reachable over edges `allow` lets through. */
function shortestFrom(
  graph: InputGraph,
  from: string,
  allow: (from: AnyMachineSnapshot, event: AnyEventObject) => boolean,
  snapshotOf: Map<string, AnyMachineSnapshot>,
  dropped: ReadonlySet<string> = new Set(),
) {
  const shortest = new Map<string, Edge[]>([[from, []]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const key = queue[i]!;
    const steps = shortest.get(key)!;
    for (const edge of graph.edges.get(key) ?? []) {
      if (!allow(snapshotOf.get(key)!, edge.event) || dropped.has(edgeIdOf(key, edge.event))) continue;
      if (!shortest.has(edge.to)) {
        shortest.set(edge.to, [...steps, edge]);
        queue.push(edge.to);
      }
    }
  }
  return shortest;
}

/** Every serialized state of the graph and its snapshot. */
function snapshotsOf(graph: InputGraph): Map<string, AnyMachineSnapshot> {
  const snapshots = new Map<string, AnyMachineSnapshot>([[graph.startKey, graph.initial]]);
  for (const out of graph.edges.values()) for (const edge of out) snapshots.set(edge.to, edge.state);
  return snapshots;
}

const toStep = (edge: Edge): PathStep => ({ event: edge.event, state: edge.state, taken: edge.taken });

export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine> = {},
): GeneratedPaths {
  const transitions = transitionsOf(machine);
  const graphs = explore(machine, options);
  const inputs = graphs.length;

  const best = new Map<string, Candidate>();
  const offer = (candidate: Candidate, keys: Iterable<string>) => {
    for (const key of keys) {
      const current = best.get(key);
      if (!current || current.steps.length > candidate.steps.length) best.set(key, candidate);
    }
  };
  const states = new Set<string>();

  for (const graph of graphs) {
    const { inputName, input, initial, startTransitions } = graph;
    const snapshots = snapshotsOf(graph);
    // Breadth-first from the start: the shortest event sequence to every state.
    const shortest = shortestFrom(graph, graph.startKey, () => true, snapshots);
    const base = { inputName, input, initial };
    offer({ ...base, steps: [], transitions: startTransitions }, startTransitions);
    for (const [key, out] of graph.edges) {
      states.add(`${inputName}:${key}`);
      const prefix = shortest.get(key);
      if (!prefix) continue;
      for (const edge of out) {
        const steps = [...prefix, edge].map(toStep);
        offer({ ...base, steps, transitions: new Set([...startTransitions, ...steps.flatMap((s) => [...s.taken])]) }, edge.taken);
      }
    }
  }

  const unique = new Map<string, Candidate>();
  for (const candidate of best.values()) unique.set(sequenceKey(candidate), candidate);
  const kept = dropPrefixes([...unique.values()]);
  const paths = kept.map((candidate) => ({
    ...candidate,
    name: pathName(candidate, inputs > 1),
  }));
  const covered = new Set(paths.flatMap((p) => [...p.transitions]));
  return {
    machineId: machine.id,
    transitions,
    paths,
    unreachable: transitions.filter((t) => !covered.has(t.key)),
    stateCount: new Set([...states].map((s) => s)).size,
  };
}

export interface WalkOptions {
  /** Whether a walk may send `event` in state `from`; every edge by default. */
  allow?: (from: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** A walk ends once it has this many steps, when the next uncovered transition is further on. */
  maxSteps?: number;
}

/**
 * Fewer, longer paths that take every transition the per-transition paths take (over the edges
 * `allow` lets through): from the start, each walk goes to the nearest transition no walk has
 * taken yet, takes it and goes on from there, until nothing new is reachable or it is long enough;
 * the next walk starts again. For tests whose every path pays a costly start (a browser page).
 */
export function generateWalks<TMachine extends AnyStateMachine>(machine: TMachine, options: ModelOptions<TMachine> = {}, walk: WalkOptions = {}): ModelPath[] {
  const allow = walk.allow ?? (() => true);
  const maxSteps = walk.maxSteps ?? 24;
  const graphs = explore(machine, options);
  const covered = new Set<string>();
  const walks: Candidate[] = [];
  for (const graph of graphs) {
    const snapshots = snapshotsOf(graph);
    // The route is planned on the graph and followed on the walk's own snapshots: where a state's key
    // leaves part of the context out, the two may part. An edge where they part, or that took
    // nothing new, is not planned again.
    const dropped = new Set<string>();
    const isNew = (edge: Edge) => [...edge.taken].some((key) => !covered.has(key));
    /** The shortest route from `from` whose last edge takes a transition no walk has taken. */
    const nearest = (from: string): Edge[] | undefined => {
      const shortest = shortestFrom(graph, from, allow, snapshots, dropped);
      let found: Edge[] | undefined;
      for (const [key, steps] of shortest) {
        if (found && steps.length + 1 >= found.length) continue;
        const edge = (graph.edges.get(key) ?? []).find((e) => allow(snapshots.get(key)!, e.event) && isNew(e) && !dropped.has(edgeIdOf(key, e.event)));
        if (edge) found = [...steps, edge];
      }
      return found;
    };
    for (;;) {
      const startsNew = [...graph.startTransitions].some((key) => !covered.has(key));
      const droppedBefore = dropped.size;
      const steps: PathStep[] = [];
      let current = graph.initial;
      let at = graph.startKey;
      let walkGained = false;
      for (;;) {
        const route = nearest(at);
        if (!route || (steps.length > 0 && steps.length + route.length > maxSteps)) break;
        let gained = false;
        let last: string | undefined;
        for (const edge of route) {
          last = edgeIdOf(at, edge.event);
          const step = allow(current, edge.event) ? graph.step(current, edge.event) : undefined;
          const to = step && graph.serializeState(step.state);
          if (!step || !step.taken.size || to !== edge.to) break;
          steps.push(step);
          for (const key of step.taken) {
            if (!covered.has(key)) gained = true;
            covered.add(key);
          }
          current = step.state;
          at = to;
        }
        // Each round takes something new or rules out an edge (where the walk parted from the
        // graph, or the last one): the walk ends.
        if (!gained) dropped.add(last!);
        walkGained ||= gained;
      }
      if (!steps.length && !startsNew) break;
      if (!walkGained && !startsNew) {
        // Nothing new this time: try again only if an edge was ruled out on the way.
        if (dropped.size > droppedBefore) continue;
        break;
      }
      for (const key of graph.startTransitions) covered.add(key);
      walks.push({
        inputName: graph.inputName,
        input: graph.input,
        initial: graph.initial,
        steps,
        transitions: new Set([...graph.startTransitions, ...steps.flatMap((s) => [...s.taken])]),
      });
      if (!steps.length) break;
    }
  }
  const showInput = graphs.length > 1;
  return walks.map((candidate, index) => ({ ...candidate, name: walkName(candidate, index + 1, showInput) }));
}

function sequenceKey(candidate: Candidate): string {
  return [candidate.inputName, ...candidate.steps.map((s) => serializeEvent(s.event))].join('\u0000');
}

/** Drops every path whose event sequence (from the same input) is a prefix of another's. */
function dropPrefixes(candidates: Candidate[]): Candidate[] {
  const sorted = [...candidates].sort((a, b) => b.steps.length - a.steps.length);
  const kept: Candidate[] = [];
  const prefixes = new Set<string>();
  for (const candidate of sorted) {
    const key = sequenceKey(candidate);
    if (prefixes.has(key)) continue;
    kept.push(candidate);
    // Register every proper prefix of the kept path, so shorter ones inside it are skipped.
    const parts = [candidate.inputName];
    prefixes.add(parts.join('\u0000'));
    for (const step of candidate.steps) {
      parts.push(serializeEvent(step.event));
      prefixes.add(parts.join('\u0000'));
    }
  }
  // Stable, readable order: by input, then by event sequence.
  return kept.sort((a, b) => (sequenceKey(a) < sequenceKey(b) ? -1 : 1));
}

function walkName(candidate: Candidate, number: number, showInput: boolean): string {
  const end = candidate.steps.at(-1)?.state ?? candidate.initial;
  const steps = candidate.steps.length === 1 ? '1 step' : `${candidate.steps.length} steps`;
  return `${showInput ? `[${candidate.inputName}] ` : ''}walk ${number}: ${steps} ⇒ ${stateLabel(end)}`;
}

function pathName(candidate: Candidate, showInput: boolean): string {
  const end = candidate.steps.at(-1)?.state ?? candidate.initial;
  const events = candidate.steps.length ? candidate.steps.map((s) => eventLabel(s.event)).join(' → ') : '(start)';
  return `${showInput ? `[${candidate.inputName}] ` : ''}${events} ⇒ ${stateLabel(end)}`;
}

/** An actor scope that executes nothing (actions, timers, children), as @xstate/graph uses for traversal. */
function mockScope(): Scope {
  const empty = createEmptyActor();
  const noop = () => {};
  return {
    self: empty,
    logger: noop,
    id: '',
    sessionId: empty.sessionId,
    defer: noop,
    system: empty.system,
    stopChild: noop,
    emit: noop,
    actionExecutor: noop,
  } as unknown as Scope;
}

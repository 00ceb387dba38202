/**
 * Development inspector for every live actor, passed as `createActor(machine, { inspect })` or
 * `useMachine(machine, { inspect })`.
 *
 * Turned on by `?inspect` in the URL (kept in local storage until `?inspect=off`):
 * - `?inspect` or `?inspect=log`: an offline log in the browser console of every transition
 *   (`source --EVENT--> target`) and of what changed in the context;
 * - `?inspect=stately`: the Stately browser inspector (opens stately.ai, so online only; falls
 *   back to the log when it cannot load).
 *
 * In production builds `inspect` is `undefined` and none of this code or @statelyai/inspect is
 * bundled: every path to it sits behind a `process.env.NODE_ENV` check the bundler folds away.
 */
import type { ActorRefLike, InspectionEvent, Snapshot } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;
export type InspectMode = 'log' | 'stately';

export const INSPECT_STORAGE_KEY = 'inspect';

interface SettingStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads `?inspect[=log|stately|off]`, remembering the choice; else the remembered one. */
export function inspectSetting(search: string, storage: SettingStorage | undefined): InspectMode | undefined {
  const params = new URLSearchParams(search);
  try {
    if (params.has(INSPECT_STORAGE_KEY)) {
      const value = params.get(INSPECT_STORAGE_KEY);
      const mode: InspectMode | undefined = value === 'off' || value === 'false' ? undefined : value === 'stately' ? 'stately' : 'log';
      if (mode) storage?.setItem(INSPECT_STORAGE_KEY, mode);
      else storage?.removeItem(INSPECT_STORAGE_KEY);
      return mode;
    }
    const stored = storage?.getItem(INSPECT_STORAGE_KEY);
    return stored === 'log' || stored === 'stately' ? stored : undefined;
  } catch {
    // Storage blocked: the URL alone decides, for this page only.
    return params.has(INSPECT_STORAGE_KEY) && params.get(INSPECT_STORAGE_KEY) !== 'off' ? 'log' : undefined;
  }
}

type MachineLikeSnapshot = Snapshot<unknown> & { value?: unknown; context?: unknown };

function actorName(ref: ActorRefLike): string {
  const actor = ref as ActorRefLike & { id?: string; logic?: { id?: string } };
  const logicId = actor.logic?.id;
  // Root actors are named by their machine; invoked ones also by their invoke id.
  const named = actor.id && actor.id !== actor.sessionId && actor.id !== logicId;
  const name = logicId ? (named ? `${logicId}(${actor.id})` : logicId) : (actor.id ?? 'actor');
  return `${name}#${actor.sessionId}`;
}

function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(([key, child]) => {
      const inner = stateText(child);
      return inner ? `${key}.${inner}` : key;
    });
    return parts.length > 1 ? `{${parts.join(', ')}}` : (parts[0] ?? '');
  }
  return '';
}

function nodePath(node: { path: string[] }): string {
  return node.path.length ? node.path.join('.') : '(root)';
}

function short(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** The lines of what changed between two contexts, one per top-level key. */
export function contextDiff(before: unknown, after: unknown): string[] {
  if (before === after || typeof before !== 'object' || typeof after !== 'object' || !before || !after) {
    return before === after ? [] : [`context: ${short(before)} → ${short(after)}`];
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const lines: string[] = [];
  for (const key of keys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (a !== b && short(a) !== short(b)) lines.push(`${key}: ${short(a)} → ${short(b)}`);
  }
  return lines;
}

/**
 * An inspector that writes one line per transition of every actor, plus the context keys it
 * changed; it needs nothing but the console.
 */
export function createTransitionLogger(write: (line: string) => void = (line) => console.info(line)): Inspect {
  const last = new WeakMap<ActorRefLike, MachineLikeSnapshot>();
  return (event) => {
    const actor = event.actorRef;
    switch (event.type) {
      case '@xstate.actor':
        write(`[inspect] ${actorName(actor)} started`);
        return;
      case '@xstate.microstep': {
        const snapshot = event.snapshot as MachineLikeSnapshot;
        const before = last.get(actor);
        last.set(actor, snapshot);
        const eventType = event.event.type === '' ? 'always' : event.event.type;
        const transitions = event._transitions ?? [];
        if (!transitions.length) {
          write(`[inspect] ${actorName(actor)} ${stateText(snapshot.value)} --${eventType}--> (ignored)`);
          return;
        }
        for (const t of transitions) {
          const label = t.eventType === '' ? 'always' : eventType;
          const target = t.target?.length ? t.target.map(nodePath).join(', ') : '(stays)';
          write(`[inspect] ${actorName(actor)} ${nodePath(t.source)} --${label}--> ${target}`);
        }
        const from = before ? stateText(before.value) : '(start)';
        const to = stateText(snapshot.value);
        if (from !== to) write(`[inspect]   state: ${from} → ${to}`);
        for (const line of before ? contextDiff(before.context, snapshot.context) : []) write(`[inspect]   ${line}`);
        return;
      }
      case '@xstate.snapshot': {
        const snapshot = event.snapshot as MachineLikeSnapshot;
        const before = last.get(actor);
        last.set(actor, snapshot);
        // Machines are logged per microstep; other actors (promises, callbacks) by their status.
        if ('value' in snapshot) return;
        if (before?.status !== snapshot.status) {
          const outcome = snapshot.status === 'done' ? ` ${short((snapshot as { output?: unknown }).output)}` : '';
          const failure = snapshot.status === 'error' ? ` ${String((snapshot as { error?: unknown }).error)}` : '';
          write(`[inspect] ${actorName(actor)} ${before?.status ?? '(start)'} → ${snapshot.status}${outcome}${failure}`);
        }
        return;
      }
      default:
        return;
    }
  };
}

/** Hands events to the chosen inspector; the Stately one loads later, so events wait for it. */
function startInspector(mode: InspectMode): Inspect {
  if (mode === 'log') return createTransitionLogger();
  let sink: Inspect | undefined;
  const waiting: InspectionEvent[] = [];
  const ready = (next: Inspect) => {
    sink = next;
    for (const event of waiting.splice(0)) next(event);
  };
  loadStatelyInspector().then(ready, (error: unknown) => {
    console.warn('[inspect] Stately inspector unavailable (offline?); logging to the console instead.', error);
    ready(createTransitionLogger());
  });
  return (event) => (sink ? sink(event) : waiting.push(event));
}

function loadStatelyInspector(): Promise<Inspect> {
  if (process.env.NODE_ENV !== 'production') {
    return import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      const inspector = createBrowserInspector();
      return (event: InspectionEvent) => inspector.inspect.next?.(event);
    });
  }
  return Promise.reject(new Error('no inspector in production'));
}

function chosenMode(): InspectMode | undefined {
  if (typeof window === 'undefined') return undefined;
  let storage: SettingStorage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return inspectSetting(window.location.search, storage);
}

const mode = process.env.NODE_ENV !== 'production' ? chosenMode() : undefined;

/** Pass to `createActor`/`useMachine` options; `undefined` unless turned on in a development build. */
export const inspect: Inspect | undefined = process.env.NODE_ENV !== 'production' && mode ? startInspector(mode) : undefined;

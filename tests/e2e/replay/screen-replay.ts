/**
 * Replays a machine's walks (./replays.ts) on its real screen: each machine event becomes a user
 * gesture, and after every step the screen must show what the model's state says it shows.
 */
import { test, type BrowserContext, type Page } from '@playwright/test';
import type { AnyEventObject, AnyStateMachine, EventFromLogic } from 'xstate';
import { eventLabel, stateLabel, type ModelPath } from '../../paths/harness/model';
import { replayedPaths, type Replay } from './replays';

export interface ScreenTools {
  page: Page;
  context: BrowserContext;
}

/** What a user does to send one event; receives the event with its sample payload. */
export type Gesture = (tools: ScreenTools, event: AnyEventObject) => Promise<void>;

/** One gesture per event the machine accepts: a missing one fails type-checking. */
export type GestureTable<TMachine extends AnyStateMachine> = Record<EventFromLogic<TMachine>['type'], Gesture>;

export interface ScreenFlow<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** The spec's entry in ./replays.ts: the machine's path suite, and which steps its walks may take. */
  replay: Replay;
  /** Per input of the suite: prepare the browser as that input describes and open the screen. */
  start: Record<string, (tools: ScreenTools) => Promise<void>>;
  gestures: GestureTable<TMachine>;
  /** Per state (as named in path titles): what the screen shows in it. */
  screens: Record<string, (tools: ScreenTools) => Promise<void>>;
  /** Per invoke id: how the outside world makes the invoked actor finish or fail. */
  outcomes?: Record<string, { done?: Gesture; error?: Gesture }>;
}

/** Every state a path shows, as named in path titles: the start and each step's. */
export function statesOf(path: ModelPath): string[] {
  return [stateLabel(path.initial), ...path.steps.map((step) => stateLabel(step.state))];
}

/** A walk's time limit: the project's for its start, and a few seconds more for each of its steps. */
const STEP_SECONDS = 4;

/** Declares one Playwright test per walk of the flow. */
export async function replayOnScreen<TMachine extends AnyStateMachine>(flow: ScreenFlow<TMachine>): Promise<void> {
  const { machine, walks } = await replayedPaths(flow.replay);
  if (machine !== flow.machine) throw new Error(`the suite does not describe the ${flow.machine.id} machine`);
  const usesDelays = walks.some(({ path }) => path.steps.some((s) => s.event.type.startsWith('xstate.after.')));

  test.describe(`${flow.machine.id} on screen`, () => {
    for (const { path, title } of walks) {
      test(title, async ({ page, context }, testInfo) => {
        testInfo.setTimeout(testInfo.timeout + STEP_SECONDS * 1000 * path.steps.length);
        const tools = { page, context };
        if (usesDelays) await page.clock.install();
        await stepOf(flow.start[path.inputName], `no start for input "${path.inputName}"`)(tools);
        await expectScreen(flow, path, path.initial, tools, 'at start');
        for (const [index, step] of path.steps.entries()) {
          await perform(flow, step.event, tools);
          await expectScreen(flow, path, step.state, tools, `after step ${index + 1} (${eventLabel(step.event)})`);
        }
      });
    }
  });
}

function stepOf<T>(value: T | undefined, missing: string): T {
  if (value === undefined) throw new Error(missing);
  return value;
}

async function perform<TMachine extends AnyStateMachine>(flow: ScreenFlow<TMachine>, event: AnyEventObject, tools: ScreenTools) {
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) {
    const delay = (flow.machine.implementations.delays as Record<string, unknown>)[after[1]!] ?? Number(after[1]);
    if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`${eventLabel(event)}: cannot tell how long it lasts`);
    await tools.page.clock.runFor(delay);
    return;
  }
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) {
    const [, kind, id] = outcome as unknown as [string, 'done' | 'error', string];
    await stepOf(flow.outcomes?.[id]?.[kind], `${eventLabel(event)}: no outcome gesture for "${id}"`)(tools, event);
    return;
  }
  const gestures = flow.gestures as Record<string, Gesture>;
  await stepOf(gestures[event.type], `no gesture for ${event.type}`)(tools, event);
}

async function expectScreen<TMachine extends AnyStateMachine>(
  flow: ScreenFlow<TMachine>,
  path: ModelPath,
  state: ModelPath['initial'],
  tools: ScreenTools,
  where: string,
) {
  const label = stateLabel(state);
  const check = stepOf(flow.screens[label], `${path.name}: no screen check for state "${label}"`);
  await test.step(`${where}: ${label}`, () => check(tools));
}


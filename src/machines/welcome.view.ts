import type { SnapshotFrom } from 'xstate';
import type { welcomeMachine } from './welcome.machine';

type WelcomeSnapshot = SnapshotFrom<typeof welcomeMachine>;

/** The modal's steps, one per step state of the flow. */
export const WELCOME_STEPS = 2;

/** What the welcome modal shows for a snapshot of its flow. */
export interface WelcomeView {
  /** The modal is up: first access not recorded, and the flow past its first look. */
  shown: boolean;
  /** Welcomed (now or before): the modal is gone for good. */
  done: boolean;
  step: 1 | 2;
  totalSteps: number;
  /** First access is being recorded: the buttons wait. */
  saving: boolean;
}

export function welcomeView(snapshot: WelcomeSnapshot): WelcomeView {
  const done = snapshot.matches('done');
  return {
    shown: !done && !snapshot.matches('checking'),
    done,
    // While saving, the step the student left from stays on screen.
    step: snapshot.context.step,
    totalSteps: WELCOME_STEPS,
    saving: !snapshot.matches('showing'),
  };
}

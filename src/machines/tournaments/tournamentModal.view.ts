import type { SnapshotFrom } from 'xstate';
import type { TournamentModalScreen } from '@/domain/tournaments/modal-screens';
import type { TournamentModalLogic } from './tournamentModal.machine';

type TournamentModalSnapshot = SnapshotFrom<TournamentModalLogic>;

export interface TournamentModalView {
  screen: TournamentModalScreen;
  /** The Epic account is being linked or the subscription sent: the form waits. */
  busy: boolean;
  /** The Discord step to show after the cutscene: the server invite while the join is pending. */
  discordNext: boolean;
}

const TOP_SCREENS = ['form', 'teamSteps', 'successCutscene', 'verifyOnDiscord', 'discordInvite'] as const satisfies readonly TournamentModalScreen[];

function screenOf(snapshot: TournamentModalSnapshot): TournamentModalScreen {
  if (snapshot.matches({ prerequisites: 'schoolLinkCutscene' })) return 'schoolLinkCutscene';
  if (snapshot.matches({ prerequisites: 'schoolLinkForm' })) return 'schoolLinkForm';
  // Linking the Epic account and subscribing keep the form on screen, busy.
  return TOP_SCREENS.find((name) => snapshot.matches(name)) ?? 'form';
}

export function tournamentModalView(snapshot: TournamentModalSnapshot): TournamentModalView {
  return {
    screen: screenOf(snapshot),
    busy: snapshot.matches('linkingEpic') || snapshot.matches('subscribing'),
    discordNext: snapshot.context.subscriptionStatus === 'PENDING_DISCORD_SERVER_JOIN',
  };
}

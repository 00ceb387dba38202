import type { SnapshotFrom } from 'xstate';
import type { PremiumDialogScreen } from '@/domain/premium/dialog-screens';
import { canSubmitActivationCode } from '@/domain/premium/licence';
import type { PremiumDialogLogic } from './premiumDialog.machine';

type PremiumDialogSnapshot = SnapshotFrom<PremiumDialogLogic>;

/** Which state shows which screen, most specific first: the first match wins. */
const SCREENS: ReadonlyArray<readonly [Parameters<PremiumDialogSnapshot['matches']>[0], PremiumDialogScreen]> = [
  [{ alert: 'ready' }, 'alert'],
  ['alert', 'checking'],
  [{ clan: 'cutscene' }, 'clanCutscene'],
  [{ clan: 'form' }, 'clanForm'],
  ['ageConfirm', 'ageConfirm'],
  ['ageCutscene', 'ageCutscene'],
  [{ codeEntry: 'redeeming' }, 'redeeming'],
  ['codeEntry', 'code'],
  ['success', 'success'],
  [{ active: 'confirming' }, 'cancelConfirm'],
  [{ active: 'sending' }, 'cancelSending'],
  [{ active: 'requested' }, 'cancelRequested'],
  [{ active: 'subscribed' }, 'active'],
];

export interface PremiumDialogView {
  screen: PremiumDialogScreen;
  vip: boolean;
  expired: boolean;
  canSubmitCode: boolean;
}

export function premiumDialogView(snapshot: PremiumDialogSnapshot): PremiumDialogView {
  const { context } = snapshot;
  return {
    screen: SCREENS.find(([state]) => snapshot.matches(state))?.[1] ?? 'activeLoading',
    vip: context.premium === 'active',
    expired: context.premium === 'expired',
    canSubmitCode: canSubmitActivationCode(context.code),
  };
}

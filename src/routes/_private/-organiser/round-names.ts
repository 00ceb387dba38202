/** A round's name (a play:round.* messageKey with its values, docs/product/play.md, API) in words. */
import { m } from '@/paraglide/messages.js';

type RoundName = (params: { number: number }) => string;

const NAMES: Record<string, RoundName> = {
  'play:round.final': () => m.play_round_final(),
  'play:round.semiFinal': () => m.play_round_semiFinal(),
  'play:round.quarterFinal': () => m.play_round_quarterFinal(),
  'play:round.number': m.play_round_number,
  'play:round.losers': m.play_round_losers,
  'play:round.grandFinal': () => m.play_round_grandFinal(),
  'play:round.grandFinalReset': () => m.play_round_grandFinalReset(),
  'play:round.thirdPlace': () => m.play_round_thirdPlace(),
  'play:round.group': m.play_round_group,
  'play:round.royale': m.play_round_royale,
};

export function roundText(name: string, params: Record<string, number>): string {
  return (NAMES[name] ?? m.play_round_number)({ number: params.number ?? 0 });
}

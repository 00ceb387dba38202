/** A round's name (BracketRound.name, a play:round.* messageKey with its values) in the console's words. */
import { m } from '@/paraglide/messages.js';

const NAMES: Record<string, () => string> = {
  'play:round.final': m.organiser_round_final,
  'play:round.semiFinal': m.organiser_round_semiFinal,
  'play:round.quarterFinal': m.organiser_round_quarterFinal,
  'play:round.thirdPlace': m.organiser_round_thirdPlace,
  'play:round.grandFinal': m.organiser_round_grandFinal,
  'play:round.grandFinalReset': m.organiser_round_grandFinalReset,
};

export function roundText(name: string, params: Record<string, number>): string {
  const named = NAMES[name];
  if (named) return named();
  const number = params.number ?? params.round ?? Object.values(params)[0];
  return number === undefined ? name : m.organiser_roundNumber({ number });
}

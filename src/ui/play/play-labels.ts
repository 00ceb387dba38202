import type { MatchOutcome, MatchStage, MatchStatus } from '@/contract/play';
import { m } from '@/paraglide/messages';

/**
 * The words of play's states (docs/product/play.md, States) and of the round names the server sends as
 * messageKeys with values (`play:round.number` with {number}), which the bare message table cannot fill in.
 */
const ROUND_NAMES: Record<string, (params: Record<string, number>) => string> = {
  'play:round.final': () => m.play_round_final(),
  'play:round.semiFinal': () => m.play_round_semiFinal(),
  'play:round.quarterFinal': () => m.play_round_quarterFinal(),
  'play:round.grandFinal': () => m.play_round_grandFinal(),
  'play:round.grandFinalReset': () => m.play_round_grandFinalReset(),
  'play:round.thirdPlace': () => m.play_round_thirdPlace(),
  'play:round.number': (params) => m.play_round_number({ number: String(params.number ?? '') }),
  'play:round.losers': (params) => m.play_round_losers({ number: String(params.number ?? '') }),
  'play:round.group': (params) => m.play_round_group({ number: String(params.number ?? '') }),
  'play:round.royale': (params) => m.play_round_royale({ number: String(params.number ?? '') }),
};

/** A round's name; an unknown key reads as "Rodada n". */
export function roundLabel(name: string, params: Record<string, number>, fallbackNumber: number): string {
  const known = ROUND_NAMES[name];
  return known ? known(params) : m.play_round_number({ number: String(params.number ?? fallbackNumber) });
}

export const STAGE_LABELS: Record<MatchStage, () => string> = {
  WINNERS: m.play_stage_WINNERS,
  LOSERS: m.play_stage_LOSERS,
  GRAND_FINAL: m.play_stage_GRAND_FINAL,
  THIRD_PLACE: m.play_stage_THIRD_PLACE,
  GROUP: m.play_stage_GROUP,
  LOBBY: m.play_stage_LOBBY,
};

export const STATUS_LABELS: Record<MatchStatus, () => string> = {
  PENDING: m.play_status_PENDING,
  READY: m.play_status_READY,
  REPORTED: m.play_status_REPORTED,
  DISPUTED: m.play_status_DISPUTED,
  COMPLETED: m.play_status_COMPLETED,
  BYE: m.play_status_BYE,
};

export const OUTCOME_LABELS: Record<MatchOutcome, () => string> = {
  CONFIRMED: m.play_outcome_CONFIRMED,
  AUTO_CONFIRMED: m.play_outcome_AUTO_CONFIRMED,
  RESOLVED: m.play_outcome_RESOLVED,
  FORCED: m.play_outcome_FORCED,
  NO_SHOW: m.play_outcome_NO_SHOW,
  DISQUALIFIED: m.play_outcome_DISQUALIFIED,
};

const TIEBREAKS: Record<string, () => string> = {
  'play:tiebreak.elimination': m.play_tiebreak_elimination,
  'play:tiebreak.roundRobin': m.play_tiebreak_roundRobin,
  'play:tiebreak.royale': m.play_tiebreak_royale,
};

export const tiebreakLabel = (key: string): string | null => TIEBREAKS[key]?.() ?? null;

/** The organiser's words for the play contract's values (docs/product/play.md, States). */
import type { MatchStatus, PlayFormat, PlayPhase, Seeding } from '@/contract/play';
import { m } from '@/paraglide/messages';

export const PHASE_LABELS: Record<PlayPhase, () => string> = {
  DRAFT: m.organiser_phase_DRAFT,
  OPEN: m.organiser_phase_OPEN,
  WAITING_START: m.organiser_phase_WAITING_START,
  CHECK_IN: m.organiser_phase_CHECK_IN,
  RUNNING: m.organiser_phase_RUNNING,
  CONCLUDED: m.organiser_phase_CONCLUDED,
};

export const FORMAT_LABELS: Record<PlayFormat, () => string> = {
  SINGLE_ELIMINATION: m.organiser_format_SINGLE_ELIMINATION,
  DOUBLE_ELIMINATION: m.organiser_format_DOUBLE_ELIMINATION,
  ROUND_ROBIN: m.organiser_format_ROUND_ROBIN,
  BATTLE_ROYALE: m.organiser_format_BATTLE_ROYALE,
};

export const SEEDING_LABELS: Record<Seeding, () => string> = {
  SUBSCRIPTION: m.organiser_seeding_SUBSCRIPTION,
  RANDOM: m.organiser_seeding_RANDOM,
  RANKING: m.organiser_seeding_RANKING,
};

export const MATCH_STATUS_LABELS: Record<MatchStatus, () => string> = {
  PENDING: m.organiser_match_PENDING,
  READY: m.organiser_match_READY,
  REPORTED: m.organiser_match_REPORTED,
  DISPUTED: m.organiser_match_DISPUTED,
  COMPLETED: m.organiser_match_COMPLETED,
  BYE: m.organiser_match_BYE,
};

/** The organiser's refusals in words (docs/product/play.md, Errors): the console's own, else the server-message table. */
import { translate } from '@/domain/messages';
import { m } from '@/paraglide/messages.js';

const TEXTS: Record<string, () => string> = {
  'status:organiser.forbidden': m.organiser_refusal_forbidden,
  'status:play.wrongPhase': m.organiser_refusal_wrongPhase,
  'status:play.notEnoughParticipants': m.organiser_refusal_notEnoughParticipants,
  'status:play.unfinishedMatches': m.organiser_refusal_unfinishedMatches,
  'status:match.finished': m.organiser_refusal_matchFinished,
};

export const organiserRefusalText = (key: string): string => TEXTS[key]?.() ?? translate(key);

const FIELD_TEXTS: Record<string, () => string> = {
  name: m.organiser_error_name,
  subTitle: m.organiser_error_subTitle,
  game: m.organiser_error_game,
  format: m.organiser_error_format,
  teamSize: m.organiser_error_teamSize,
  bestOf: m.organiser_error_bestOf,
  seeding: m.organiser_error_seeding,
  subscriptionsStart: m.organiser_error_subscriptionsStart,
  subscriptionsEnd: m.organiser_error_subscriptionsEnd,
  startDate: m.organiser_error_startDate,
  checkInMinutes: m.organiser_error_checkInMinutes,
  autoConfirmMinutes: m.organiser_error_autoConfirmMinutes,
  noShowGraceMinutes: m.organiser_error_noShowGraceMinutes,
  capacity: m.organiser_error_capacity,
  lobbySize: m.organiser_error_lobbySize,
  royaleRounds: m.organiser_error_royaleRounds,
  pointsTable: m.organiser_error_pointsTable,
  rules: m.organiser_error_rules,
};

/** The event form's errors by messageKey: a blank required field, else the field's limit in words. */
export const EVENT_FORM_ERROR_TEXTS: Record<string, () => string> = Object.fromEntries(
  Object.entries(FIELD_TEXTS).flatMap(([field, text]) => [
    [`validation:${field}.required`, field === 'game' || field === 'format' ? text : m.organiser_error_required],
    [`validation:${field}.invalid`, text],
  ]),
);

import type { Game } from '@/contract/tournaments';
import { m } from '@/paraglide/messages.js';

/** Each game's display name (messages/pt.json). */
export const GAME_NAMES: Record<Game, () => string> = {
  FORTNITE: m.event_gameFORTNITE,
  ROCKET_LEAGUE: m.event_gameROCKET_LEAGUE,
  LEAGUE_OF_LEGENDS: m.event_gameLEAGUE_OF_LEGENDS,
  COUNTER_STRIKE: m.event_gameCOUNTER_STRIKE,
  FREE_FIRE: m.event_gameFREE_FIRE,
  DEFAULT: m.event_gameDEFAULT,
};

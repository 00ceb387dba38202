/** Every tournament query starts with this key (docs/product/tournaments.md, API), so one invalidation refreshes them all. */
export const TOURNAMENTS_KEY = 'tournaments';

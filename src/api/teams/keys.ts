/** Every team query starts with this key (docs/product/teams.md, API), so one invalidation refreshes them all. */
export const TEAMS_KEY = 'teams';

/** Every query of the organiser's console starts with this key (docs/product/play.md, API), so one invalidation refreshes them all. */
export const ORGANISER_KEY = 'organiser';

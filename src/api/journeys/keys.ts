/** Every journey query starts with this key (docs/product/journeys.md, API), so one invalidation refreshes them all. */
export const JOURNEYS_KEY = 'journeys';

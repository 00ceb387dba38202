/** Every guardian query starts with this key (docs/product/guardians.md, API), so one invalidation refreshes them all. */
export const GUARDIANS_KEY = 'guardians';

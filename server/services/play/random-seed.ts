import { randomInt } from 'node:crypto';

/**
 * The seed a new event's random seeding draws its bracket from (docs/product/play.md, Rules: Seeding),
 * drawn once at creation and stored, so the same event always pairs the same way. It decides who
 * meets whom, never what anyone earns: rewards come from the place alone (docs/product/guardians.md,
 * Safe defaults), and the modules that grant them draw no random number.
 */
export const drawSeed = (): number => randomInt(1, 2_147_483_647);

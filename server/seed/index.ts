import { demoAccountsSeed } from './demo-accounts';
import { placesSeed } from './places';
import { schoolsSeed } from './schools';
import type { Seed } from './seed';

/** Every seed, in the order they apply; a new endpoint group appends its own. */
export const seeds: readonly Seed[] = [placesSeed, schoolsSeed, demoAccountsSeed];

import { dataRightsSeed } from './data-rights';
import { demoAccountsSeed } from './demo-accounts';
import { guardiansSeed, supervisionSeed } from './guardians';
import { journeysSeed } from './journeys';
import { moderationSeed } from './moderation';
import { notificationsSeed } from './notifications';
import { placesSeed } from './places';
import { playSeed } from './play';
import { referralsSeed } from './referrals';
import { premiumSchoolLinkSeed, premiumSeed } from './premium';
import { schoolCatalogueSeed, schoolEmailsSeed } from './school-catalogue';
import { schoolDemoAccountsSeed } from './school-demo-accounts';
import { schoolsSeed } from './schools';
import type { Seed } from './seed';
import { teamsSeed } from './teams';
import { tournamentsSeed } from './tournaments';

/** Data every database needs, production's included: Brazil's states and cities. */
export const referenceSeeds: readonly Seed[] = [placesSeed];

/**
 * The demo data (accounts, schools, events, teams, journeys…), in the order they apply; a new
 * endpoint group appends its own (referrals need the journeys). The guardians seed gives every
 * student of 16 or under a consenting guardian, so it stays after every seed that creates
 * students: a new seed creating students goes before it. The supervision seed follows it and lets
 * the background guardian's minors buy. Production seeds them only with SEED_DEMO=1.
 */
export const demoSeeds: readonly Seed[] = [schoolsSeed, demoAccountsSeed, schoolCatalogueSeed, schoolEmailsSeed, schoolDemoAccountsSeed, tournamentsSeed, teamsSeed, premiumSeed, notificationsSeed, journeysSeed, referralsSeed, premiumSchoolLinkSeed, playSeed, guardiansSeed, supervisionSeed, moderationSeed, dataRightsSeed];

/** Every seed: the reference data, then the demo data. */
export const seeds: readonly Seed[] = [...referenceSeeds, ...demoSeeds];

/** The seeds a server applies at start (docs/operations.md, Demo data). */
export const seedsFor = (config: { seedDemo?: boolean }): readonly Seed[] => (config.seedDemo === false ? referenceSeeds : seeds);

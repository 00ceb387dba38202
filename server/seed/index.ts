import { demoAccountsSeed } from './demo-accounts';
import { journeysSeed } from './journeys';
import { notificationsSeed } from './notifications';
import { placesSeed } from './places';
import { playSeed } from './play';
import { referralsSeed } from './referrals';
import { premiumSchoolLinkSeed, premiumSeed } from './premium';
import { schoolCatalogueSeed } from './school-catalogue';
import { schoolDemoAccountsSeed } from './school-demo-accounts';
import { schoolsSeed } from './schools';
import type { Seed } from './seed';
import { teamsSeed } from './teams';
import { tournamentsSeed } from './tournaments';

/** Every seed, in the order they apply; a new endpoint group appends its own (referrals need the journeys). */
export const seeds: readonly Seed[] = [placesSeed, schoolsSeed, demoAccountsSeed, schoolCatalogueSeed, schoolDemoAccountsSeed, tournamentsSeed, teamsSeed, premiumSeed, notificationsSeed, journeysSeed, referralsSeed, premiumSchoolLinkSeed, playSeed];

import type { EndpointGroup } from '../http/types';
import { accountRoutes } from './account';
import { avatarRoutes } from './avatar';
import { dataRightsDevRoutes } from './data-rights-dev';
import { dataRightsRoutes } from './data-rights';
import { devRoutes } from './dev';
import { discordRoutes } from './discord';
import { discordStandIn } from '../stand-ins/discord';
import { gameAccountRoutes } from './game-accounts';
import { guardianDevRoutes } from './guardians-dev';
import { guardianRoutes } from './guardians';
import { journeyRoutes } from './journeys';
import { moderationRoutes } from './moderation';
import { moderationDevRoutes } from './moderation-dev';
import { learningStandInRoutes } from '../stand-ins/learning';
import { notificationRoutes } from './notifications';
import { notificationDevRoutes } from './notifications-dev';
import { placesRoutes } from './places';
import { playAdminRoutes } from './play-admin';
import { playDevRoutes } from './play-dev';
import { playRoutes } from './play';
import { premiumDevRoutes } from './premium-dev';
import { premiumRoutes } from './premium';
import { profileRoutes } from './profile';
import { referralRoutes } from './referrals';
import { rewardRoutes } from './rewards';
import { schoolLinkRoutes } from './school-links';
import { supervisionRoutes } from './supervision';
import { teamRoutes } from './teams';
import { tournamentDevRoutes } from './tournaments-dev';
import { tournamentRoutes } from './tournaments';
import { schoolDevRoutes } from './school-dev';
import { schoolRoutes } from './schools';
import { avatarStandInRoutes } from '../stand-ins/avatar';

/**
 * Every endpoint group of the API. To add one: write server/routes/<area>.ts exporting an
 * EndpointGroup, its tables in server/db/schema/<area>.ts (then `npx drizzle-kit generate`), its
 * data in server/seed/<area>.ts (listed in server/seed/index.ts), tests in tests/server/<area>.test.ts,
 * and list it here.
 */
export const endpointGroups: readonly EndpointGroup[] = [accountRoutes, avatarRoutes, profileRoutes, guardianRoutes, supervisionRoutes, moderationRoutes, dataRightsRoutes, placesRoutes, schoolLinkRoutes, schoolRoutes, notificationRoutes, gameAccountRoutes, tournamentRoutes, playRoutes, playAdminRoutes, teamRoutes, journeyRoutes, learningStandInRoutes, premiumRoutes, discordRoutes, referralRoutes, devRoutes, schoolDevRoutes, tournamentDevRoutes, playDevRoutes, guardianDevRoutes, moderationDevRoutes, dataRightsDevRoutes, premiumDevRoutes, avatarStandInRoutes, rewardRoutes, notificationDevRoutes, discordStandIn];

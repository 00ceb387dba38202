import type { EndpointGroup } from '../http/types';
import { accountRoutes } from './account';
import { devRoutes } from './dev';
import { gameAccountRoutes } from './game-accounts';
import { journeyRoutes } from './journeys';
import { learningStandInRoutes } from '../stand-ins/learning';
import { notificationRoutes } from './notifications';
import { placesRoutes } from './places';
import { profileRoutes } from './profile';
import { schoolLinkRoutes } from './school-links';
import { teamRoutes } from './teams';
import { tournamentDevRoutes } from './tournaments-dev';
import { tournamentRoutes } from './tournaments';
import { schoolDevRoutes } from './school-dev';
import { schoolRoutes } from './schools';

/**
 * Every endpoint group of the API. To add one: write server/routes/<area>.ts exporting an
 * EndpointGroup, its tables in server/db/schema/<area>.ts (then `npx drizzle-kit generate`), its
 * data in server/seed/<area>.ts (listed in server/seed/index.ts), tests in tests/server/<area>.test.ts,
 * and list it here.
 */
export const endpointGroups: readonly EndpointGroup[] = [accountRoutes, profileRoutes, placesRoutes, schoolLinkRoutes, schoolRoutes, notificationRoutes, gameAccountRoutes, tournamentRoutes, teamRoutes, journeyRoutes, learningStandInRoutes, devRoutes, schoolDevRoutes, tournamentDevRoutes];

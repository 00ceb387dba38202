/**
 * Answer contracts that several modules share. A contract one module uses lives in that module.
 * The build keeps this module in one chunk of its own (`contracts` in rsbuild.config.ts): copied
 * into each importer's part, a signed-in page fetched it twice.
 */
import typia from 'typia';
import type { Profile } from '@/contract/profile';
import type { Contract } from './http';

export const profileContract: Contract<Profile> = {
  is: typia.createIs<Profile>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateProfile),
};

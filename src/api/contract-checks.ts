/**
 * typia validators that several modules share. A validator one module uses lives in that module:
 * typia compiles each into a block of code, and a module lands whole in the first chunk that
 * imports it, so one list of every validator would put them all in the entry.
 */
import typia from 'typia';
import type { Profile } from './contract/profile';

export const validateProfile = typia.createValidate<Profile>();

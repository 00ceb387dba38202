import type { Profile } from '@/contract/profile';
import { completeProfile } from '../profile/personalData.fixtures';

export const EXPORTED_URL = 'http://localhost:3000/stand-ins/avatar/models/1203-0a1b2c3d4e5f.glb';
export const RENDER_URL = 'http://localhost:3000/stand-ins/avatar/renders/1203-0a1b2c3d4e5f.svg';
export const OLD_RENDER_URL = 'http://localhost:3000/stand-ins/avatar/renders/0000-000000000000.svg';

/** The profile the save answers with: the new avatar on record. */
export const savedProfile: Profile = { ...completeProfile, avatar: { srcFullUrl: EXPORTED_URL, imageUrl: RENDER_URL } };

/** The avatar flow's requests built from what it kept: pure, so machines and tests load it without configuration. */
import type { AvatarRequest } from '@/contract/avatar';

/** What the render actor needs: the exported avatar's model url. */
export const renderInput = (kept: { exportedUrl: string | null }) => ({ model: kept.exportedUrl ?? '' });

/** The PATCH /records/api/account/avatar body: the avatar url and its rendered image. */
export const avatarSaveRequest = (kept: { exportedUrl: string | null; imageUrl: string | null }): AvatarRequest => ({
  srcFullUrl: kept.exportedUrl ?? '',
  imageUrl: kept.imageUrl ?? '',
});

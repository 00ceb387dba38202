/** The avatar render (third party) and PATCH /records/api/account/avatar (docs/product/avatar.md, API). */
import typia from 'typia';
import { config } from '@/api/config';
import { profileContract } from '@/api/contract-checks';
import type { Profile } from '@/contract/profile';
import { ApiError } from '@/api/errors';
import type { HttpClient } from '@/api/http';
import type { AvatarRequest, RenderRequest, RenderResponse } from '@/contract/avatar';
import { isWebAddress } from './editor-messages';

const isRenderResponse = typia.createIs<RenderResponse>();

/** Avatar rendering (docs/product/avatar.md, API): the full-body scene on a transparent background, smiling a little. */
export function renderRequest(model: string): RenderRequest {
  return {
    model,
    scene: 'fullbody-portrait-v1-transparent',
    armature: 'ArmatureTargetMale',
    blendShapes: { Wolf3D_Head: { mouthSmile: 0.2 } },
  };
}

/**
 * POST to the render API; resolves with renders[0], the image of the avatar. The render service
 * is a third party: no bearer token goes to it. `signal` aborts it (the flow's timeout).
 */
export async function requestRender(model: string, signal?: AbortSignal, fetcher: typeof fetch = globalThis.fetch): Promise<string> {
  const response = await fetcher(config.avatarRenderUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(renderRequest(model)),
    signal,
  });
  if (!response.ok) throw new ApiError({ status: response.status, fieldErrors: [], requestErrors: ['status:default.error'] });
  const body: unknown = await response.json();
  if (!isRenderResponse(body) || !isWebAddress(body.renders[0]!)) throw new Error('The avatar render answer has no image');
  return body.renders[0]!;
}

/** PATCH /records/api/account/avatar: keeps the avatar on the account; answers the updated profile. */
export function saveAvatar(http: HttpClient, request: AvatarRequest): Promise<Profile> {
  return http(`${config.recordsApiBase}/account/avatar`, { method: 'PATCH', body: { ...request }, contract: profileContract });
}

import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, requestError } from '../../http/errors';

/** A play refusal (docs/product/play.md, Errors): the status and messageKey, its code the key's last word. */
export const refusal = (status: ContentfulStatusCode, messageKey: string) => new ApiError(status, [requestError(messageKey.slice(messageKey.lastIndexOf('.') + 1), messageKey)]);

export const wrongPhase = () => refusal(409, 'status:play.wrongPhase');

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldError, RequestError } from '../../src/contract/errors';

/**
 * The one way routes fail (docs/product/shell.md, Errors): throw an ApiError and the app answers with its status and
 * an array body. Field errors carry `field`; request errors do not.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly entries: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(entries.map((e) => e.messageKey).join(', '));
    this.name = 'ApiError';
  }
}

export const requestError = (code: string, messageKey: string, detail?: string): RequestError =>
  detail === undefined ? { code, messageKey } : { code, messageKey, detail };

export const fail = {
  /** 400 with field errors. */
  validation: (issues: FieldError[]) => new ApiError(400, issues),
  /** 400 with one field error, e.g. a unique value already taken. */
  field: (field: string, code: string, detail?: string) =>
    new ApiError(400, [detail === undefined ? { field, code, messageKey: `validation:${field}.${code}` } : { field, code, messageKey: `validation:${field}.${code}`, detail }]),
  badRequest: (code: string, messageKey: string, detail?: string) => new ApiError(400, [requestError(code, messageKey, detail)]),
  unauthorized: (detail?: string) =>
    new ApiError(401, [requestError('invalidToken', 'requestError:invalidToken', detail)], { 'WWW-Authenticate': 'Bearer realm="plataforma"' }),
  forbidden: (code = 'forbidden', messageKey = 'requestError:forbidden') => new ApiError(403, [requestError(code, messageKey)]),
  notFound: (messageKey = 'requestError:notFound', code = 'notFound') => new ApiError(404, [requestError(code, messageKey)]),
  conflict: (code: string, messageKey: string) => new ApiError(409, [requestError(code, messageKey)]),
  payloadTooLarge: () => new ApiError(413, [requestError('payloadTooLarge', 'requestError:payloadTooLarge')]),
  unsupportedMediaType: () => new ApiError(415, [requestError('unsupportedMediaType', 'requestError:unsupportedMediaType')]),
  /** 502: a third party this server calls failed or answered nonsense. */
  badGateway: (code: string, messageKey: string) => new ApiError(502, [requestError(code, messageKey)]),
  internal: () => new ApiError(500, [requestError('internal', 'status:default.error')]),
};

export function errorResponse(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(error.entries, error.status);
}

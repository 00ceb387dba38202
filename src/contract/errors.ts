/**
 * Error bodies (docs/product/shell.md, Errors), shared by the SPA and the reference backend. Every error response is a
 * JSON array: entries with `field` are field errors (shown on that field by messageKey), the
 * others are request errors (shown as toasts). messageKeys look like `validation:password.min`
 * or `requestError:invalidToken`; the SPA maps them to messages/pt.json keys
 * (`validation_password_min`, `requestError_invalidToken`).
 */
export interface FieldError {
  field: string;
  code: string;
  messageKey: string;
  detail?: string;
}

export interface RequestError {
  code: string;
  messageKey: string;
  detail?: string;
}

export type ErrorBody = Array<FieldError | RequestError>;

/** Error normalisation (docs/product/shell.md, Errors): an array body splits into field errors and request errors. */
/** What any error body that is not the documented error array becomes (docs/product/shell.md, Errors). */
export const DEFAULT_ERROR_KEY = 'status:default.error';

export interface FieldProblem {
  field: string;
  messageKey: string;
  detail?: string;
}

export interface NormalisedError {
  status: number;
  fieldErrors: FieldProblem[];
  /** messageKeys to show as toasts; never empty. */
  requestErrors: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function normaliseError(status: number, body: unknown): NormalisedError {
  if (!Array.isArray(body)) return { status, fieldErrors: [], requestErrors: [DEFAULT_ERROR_KEY] };
  const fieldErrors: FieldProblem[] = [];
  const requestErrors: string[] = [];
  for (const entry of body) {
    if (!isRecord(entry)) continue;
    const messageKey = text(entry.messageKey);
    const field = text(entry.field);
    const detail = text(entry.detail);
    if (field && messageKey) fieldErrors.push({ field, messageKey, ...(detail ? { detail } : {}) });
    else requestErrors.push(messageKey ?? DEFAULT_ERROR_KEY);
  }
  if (fieldErrors.length === 0 && requestErrors.length === 0) requestErrors.push(DEFAULT_ERROR_KEY);
  return { status, fieldErrors, requestErrors: [...new Set(requestErrors)] };
}

/** A request that failed with an answer from the server (or none: status 0). */
export class ApiError extends Error {
  constructor(readonly problem: NormalisedError) {
    super(`Request failed with status ${problem.status}: ${problem.requestErrors.join(', ')}`);
    this.name = 'ApiError';
  }
}

/** The server answered, but not in the agreed shape. */
export class ContractError extends Error {
  constructor(
    readonly url: string,
    readonly problems: string[],
  ) {
    super(`Response from ${url} broke the contract: ${problems.slice(0, 5).join('; ')}`);
    this.name = 'ContractError';
  }
}

/** The session could not be renewed; the user has been signed out. */
export class SessionEndedError extends Error {
  constructor() {
    super('The session ended and could not be renewed');
    this.name = 'SessionEndedError';
  }
}

/** The server says the thing asked for is not there (or the id cannot be one): a not-found page, not an error. */
export const isMissingAnswer = (error: unknown) => error instanceof ApiError && (error.problem.status === 404 || error.problem.status === 400);

/** Retry a failed read twice, but not a refusal: a 4xx answers the same on every try. */
export const retryUnlessRefused = (count: number, error: unknown) => !(error instanceof ApiError && error.problem.status < 500) && count < 2;

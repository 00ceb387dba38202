/**
 * The one HTTP client (docs/product/session.md, Roles and Errors): a bearer access token on every request except public URLs
 * and the token server's; on a 401 a single token refresh that every failed or new request waits
 * for and then retries once (the live stream's 401s join it too); a failed refresh ends the session. Responses are checked against
 * their contract, and failures come out as ApiError / ContractError / SessionEndedError.
 */
import type { $Fetch, FetchError as FetchErrorType, FetchOptions } from 'ofetch';
import type { IValidation } from 'typia';
import { ApiError, ContractError, SessionEndedError, normaliseError } from './errors';
import { loadMessageTable } from '@/domain/messages';
import { takeFirstAnswer } from './first-answers';

export interface TokenSource {
  /** The access token to send now, if any. */
  accessToken(): string | undefined;
  /** Renews the tokens; resolves once the new access token is in place. */
  refresh(): Promise<unknown>;
  /** The refresh failed: sign out (clear cookies, go to login). Called once per failure. */
  end(): void;
}

export interface HttpClientOptions {
  tokens: TokenSource;
  /** URLs starting with this belong to the token server and carry no bearer token. */
  tokenServerPrefix: string;
  fetch?: typeof globalThis.fetch;
  /** Failures to report; `requestId` is the server's id of the request (its X-Request-Id), which its logs carry too. */
  report?: (error: unknown, context: { url: string; status?: number; requestId?: string }) => void;
}

export type Validator<T> = (input: unknown) => IValidation<T>;

/**
 * What an answer must look like: a fast check (typia `is`) on every answer, and the detailed
 * report (typia `validate`, several times larger) loaded only when an answer fails the check.
 */
export interface Contract<T> {
  is: (input: unknown) => input is T;
  explain: () => Promise<Validator<T>>;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown> | URLSearchParams | FormData | unknown[];
  /** The answer's contract; without one the answer must be empty. */
  contract?: Contract<T>;
}

export interface HttpClient {
  <T = void>(url: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * For a request made outside the client (the live stream, src/api/play/live.ts) that was answered
   * 401 when sent with `sentWith`: the same single renewal a request of the client would wait for
   * (none when the token was renewed meanwhile). Resolves once a newer token is in place; rejects
   * with SessionEndedError when the renewal failed, and the session has then ended.
   */
  renewAfter401: (sentWith: string | undefined) => Promise<void>;
}

/** URLs containing `public/` or the `/auth/oauth` path, and the token server's own, carry no token (docs/product/session.md, Roles). */
export function needsBearer(url: string, tokenServerPrefix: string): boolean {
  return !url.includes('public/') && !url.includes('/auth/oauth') && !url.startsWith(tokenServerPrefix);
}

export function createHttpClient({ tokens, tokenServerPrefix, fetch, report }: HttpClientOptions): HttpClient {
  // ofetch arrives with the first request, so pages that call nothing never download it.
  let client: Promise<{ $fetch: $Fetch; FetchError: typeof FetchErrorType }> | undefined;
  const load = () =>
    (client ??= import('ofetch').then(({ ofetch, FetchError }) => ({
      $fetch: ofetch.create({ retry: 0 }, fetch ? { fetch } : undefined),
      FetchError,
    })));
  let refreshing: Promise<void> | null = null;

  function renew(): Promise<void> {
    refreshing ??= tokens
      .refresh()
      .then(
        () => undefined,
        () => {
          tokens.end();
          throw new SessionEndedError();
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function renewAfter401(sentWith: string | undefined): Promise<void> {
    // Renewed meanwhile by another request: the caller just tries again with the new token.
    if (tokens.accessToken() === sentWith) await renew();
  }

  /** The failure of an answer the server gave (`status` 400 or more), as the screens receive it. */
  function refused(url: string, status: number, body: unknown, requestId: string | undefined): ApiError {
    const problem = normaliseError(status, body);
    const apiError = new ApiError(problem);
    report?.(apiError, { url, status: problem.status, ...(requestId ? { requestId } : {}) });
    return apiError;
  }

  async function send<T>(url: string, options: RequestOptions<T>, retried: boolean): Promise<unknown> {
    // A link page's first read may have come with the page (src/api/first-answers.ts): no request,
    // and no HTTP client to fetch for it.
    const first = (options.method ?? 'GET') === 'GET' && !options.query && !retried ? takeFirstAnswer(url) : undefined;
    if (first) {
      if (first.status >= 400) throw refused(url, first.status, first.body, first.requestId);
      return first.body ?? '';
    }
    const { $fetch, FetchError } = await load();
    if (refreshing) await refreshing; // new requests wait for a renewal under way
    const bearer = needsBearer(url, tokenServerPrefix);
    const sentWith = bearer ? tokens.accessToken() : undefined;
    const fetchOptions: FetchOptions<'json'> = {
      method: options.method ?? 'GET',
      query: options.query,
      body: options.body as FetchOptions['body'],
      headers: sentWith ? { Authorization: `Bearer ${sentWith}` } : undefined,
    };
    try {
      return await $fetch(url, fetchOptions);
    } catch (error) {
      const status = error instanceof FetchError ? error.response?.status : undefined;
      if (status === 401 && bearer && !retried) {
        await renewAfter401(sentWith);
        return send(url, options, true);
      }
      if (error instanceof FetchError && error.response) throw refused(url, error.response.status, error.data, error.response.headers.get('x-request-id') ?? undefined);
      const offline = new ApiError({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] });
      report?.(error, { url });
      throw offline;
    }
  }

  async function request<T>(url: string, options: RequestOptions<T> = {}): Promise<T> {
    // A change's answer and every failure are what a screen words through the server-message
    // table (a success text, a field's error, a refusal): the table loads beside a change and
    // before a failure is handed over, so neither overtakes it. A read's answer is data, with no
    // server message in it: the pages' own loads do not bring the table.
    const method = options.method ?? 'GET';
    const messages = method === 'GET' ? undefined : loadMessageTable().catch(() => undefined);
    let data: unknown;
    try {
      data = await send(url, options, false);
    } catch (error) {
      await loadMessageTable().catch(() => undefined);
      throw error;
    } finally {
      await messages;
    }
    if (!options.contract) return data as T;
    const answer: unknown = data === '' ? undefined : data;
    if (options.contract.is(answer)) return answer;
    const problems = await options.contract.explain().then(
      (validate) => {
        const checked = validate(answer);
        return checked.success ? [] : checked.errors.map((e) => `${e.path}: expected ${e.expected}`);
      },
      () => ['(the detailed report could not be loaded)'],
    );
    const contractError = new ContractError(url, problems);
    report?.(contractError, { url });
    await loadMessageTable().catch(() => undefined);
    throw contractError;
  }

  return Object.assign(request, { renewAfter401 });
}

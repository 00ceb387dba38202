import { assign, fromPromise, setup } from 'xstate';
import type { SessionAccount, SessionUser } from '@/domain/session';
import { providedBy } from './provided-by';

/**
 * Session (docs/product/session.md, States). The machine decides; its actors do the I/O (cookies, the token server, the
 * profile calls) and are provided by src/api/session.ts, or by doubles in tests.
 */

export interface SessionContext {
  user: SessionUser | null;
  account: SessionAccount | null;
  /** The learning-content target asked for by the sign-in callback (`toLms`). */
  toLms: string | null;
  /** Why the last sign-in failed, as a messageKey. */
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; returnTo?: string }
  | { type: 'session.callback'; url: string; toLms?: string }
  | { type: 'session.refresh' }
  | { type: 'session.ended' }
  | { type: 'session.signOut' };

/** The real actors live in src/api/session.ts and are given with `sessionMachine.provide(...)`. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    readStoredSession: fromPromise<SessionUser | null>(providedBy('src/api/session.ts')),
    loadAccount: fromPromise<SessionAccount, { user: SessionUser }>(providedBy('src/api/session.ts')),
    startSignIn: fromPromise<void, { returnTo?: string }>(providedBy('src/api/session.ts')),
    exchangeCode: fromPromise<SessionUser, { url: string }>(providedBy('src/api/session.ts')),
    refreshTokens: fromPromise<SessionUser>(providedBy('src/api/session.ts')),
    endServerSession: fromPromise<void>(providedBy('src/api/session.ts')),
  },
  actions: {
    rememberToLms: assign({
      toLms: ({ event }) => (event.type === 'session.callback' ? (event.toLms ?? null) : null),
    }),
    clearSession: assign({ user: null, account: null, toLms: null }),
    rememberUser: assign({ user: ({ event }) => ('output' in event ? (event.output as SessionUser) : null), error: null }),
    rememberAccount: assign({ account: ({ event }) => ('output' in event ? (event.output as SessionAccount) : null) }),
    rememberSignInUnavailable: assign({ error: 'status:default.error' }),
    rememberInvalidToken: assign({ error: 'requestError:invalidToken', toLms: null }),
    forgetToLms: assign({ toLms: null }),
    clearStoredTokens: () => undefined,
    goToLogin: () => undefined,
    goToLearningContent: (_, _params: { target: string }) => undefined,
    notifyWebView: () => undefined,
  },
  guards: {
    hasStoredSession: ({ event }) => 'output' in event && event.output !== null,
    wantsLearningContent: ({ context }) => context.toLms !== null,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in. Starts from the stored token, signs in through the token server with code + PKCE, renews tokens and signs out.',
  context: { user: null, account: null, toLms: null, error: null },
  initial: 'starting',
  states: {
    starting: {
      description: 'Reads the stored access token (cookie) once, when the app opens.',
      tags: ['resolving', 'identifying'],
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: 'hasStoredSession',
            target: 'loadingAccount',
            actions: 'rememberUser',
            description: 'A valid stored token: the user is known from its claims.',
          },
          { target: 'signedOut', description: 'No stored token: nobody is signed in.' },
        ],
        onError: { target: 'signedOut', actions: 'clearStoredTokens', description: 'An unreadable stored token is thrown away.' },
      },
    },
    signedOut: {
      description: 'Nobody is signed in; private pages send visitors to the login page.',
      on: {
        'session.signIn': { target: 'redirecting', description: 'The visitor asks to sign in.' },
        'session.callback': {
          target: 'exchanging',
          actions: 'rememberToLms',
          description: 'The token server sent the visitor back with an authorization code.',
        },
      },
    },
    redirecting: {
      description: 'On the way to the token server’s login page (code + PKCE).',
      tags: ['resolving', 'identifying'],
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        input: ({ event }) => ({ returnTo: event.type === 'session.signIn' ? event.returnTo : undefined }),
        onError: {
          target: 'signedOut',
          actions: 'rememberSignInUnavailable',
          description: 'The token server could not be reached.',
        },
      },
    },
    exchanging: {
      description: 'Exchanges the authorization code for tokens and builds the user from the access token’s claims.',
      tags: ['resolving', 'identifying'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ event }) => ({ url: event.type === 'session.callback' ? event.url : '' }),
        onDone: {
          target: 'loadingAccount',
          actions: ['rememberUser', 'notifyWebView'],
          description: 'Tokens stored; a mobile web view is told that login happened.',
        },
        onError: {
          target: 'signedOut',
          actions: ['rememberInvalidToken', 'clearStoredTokens'],
          description: 'The code was refused or the token unreadable (Invalid Token); the callback page says so and goes to login.',
        },
      },
    },
    loadingAccount: {
      description: 'Fetches the play id (cookie or profile) and the school-link status.',
      tags: ['resolving'],
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => ({ user: context.user as SessionUser }),
        onDone: { target: 'signedIn', actions: 'rememberAccount' },
        onError: { target: 'signedIn', description: 'The user is signed in even if the extra data could not be loaded now.' },
      },
      on: {
        'session.refresh': {
          target: 'renewingForAccount',
          description: 'The stored token was refused (401) while loading: renewed before the account loads again.',
        },
      },
    },
    renewingForAccount: {
      description: 'A token refresh before the account loads: the stored token was refused (an account suspended, banned or erased since).',
      tags: ['resolving', 'renewing'],
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: { target: 'loadingAccount', actions: 'rememberUser', description: 'Renewed: the account loads with the new tokens.' },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', 'clearStoredTokens', 'goToLogin'],
          description: 'Refresh refused: logged out, cookies cleared, sent to login.',
        },
      },
    },
    signedIn: {
      description: 'Signed in. Requests carry the access token.',
      always: {
        guard: 'wantsLearningContent',
        actions: [{ type: 'goToLearningContent', params: ({ context }) => ({ target: context.toLms ?? '' }) }, 'forgetToLms'],
        description: 'A sign-in that asked for learning content (toLms) goes there, once.',
      },
      on: {
        'session.refresh': { target: 'refreshing', description: 'A 401, or force_refresh in the URL, asks for new tokens.' },
        'session.signOut': { target: 'signingOut', description: 'The user logs out.' },
        'session.ended': {
          target: 'signedOut',
          actions: ['clearSession', 'clearStoredTokens', 'goToLogin'],
          description: 'The session ended elsewhere (refresh refused).',
        },
      },
    },
    refreshing: {
      description: 'A single token refresh; requests wait for it.',
      tags: ['renewing'],
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: { target: 'signedIn', actions: 'rememberUser' },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', 'clearStoredTokens', 'goToLogin'],
          description: 'Refresh failed: logged out, cookies cleared, sent to login.',
        },
      },
    },
    signingOut: {
      description: 'Ends the server session (refresh token revoked).',
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        onDone: { target: 'signedOut', actions: ['clearSession', 'clearStoredTokens', 'goToLogin'] },
        onError: {
          target: 'signedOut',
          actions: ['clearSession', 'clearStoredTokens', 'goToLogin'],
          description: 'Signed out locally even if the server could not be told.',
        },
      },
    },
  },
});

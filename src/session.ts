/**
 * Composition of the session: the session machine given its real actors (src/api/session.ts),
 * the one HTTP client whose 401s go through the machine's single refresh, and the gate the router
 * reads. Started once, by main.tsx.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from './machines/session.machine';
import { inspect } from './machines/inspector';
import { config, learningContentUrl } from './api/config';
import { createHttpClient, type HttpClient } from './api/http';
import { reportError } from './api/reporting';
import { storedAccessToken } from './api/tokens';
import {
  beginSignIn,
  clearTokens,
  completeSignIn,
  endServerSession,
  notifyWebViewOfLogin,
  renewTokens,
  restoreSession,
} from './api/session';
import type { SessionAccount, SessionGate, SessionUser } from './domain/session';

export interface AppSession {
  gate: SessionGate;
  http: HttpClient;
}

export function startSession(): AppSession {
  const settled = () => waitFor(actor, (s) => s.matches('signedIn') || s.matches('signedOut'), { timeout: Infinity });

  // 401s renew tokens through the machine's single refresh state (the actor is created below).
  const http: HttpClient = createHttpClient({
    tokenServerPrefix: new URL(config.authority, globalThis.location.origin).pathname,
    report: (error, context) => reportError(error, context, new URL(config.authority, globalThis.location.origin).pathname),
    tokens: {
      accessToken: storedAccessToken,
      // Waits for the renewal itself, not for the session to settle: a 401 while the account
      // loads renews first, and the account's retried request is what lets the session settle.
      refresh: async () => {
        actor.send({ type: 'session.refresh' });
        if ((await waitFor(actor, (s) => !s.hasTag('renewing'), { timeout: Infinity })).matches('signedOut')) throw new Error('signed out');
      },
      end: () => actor.send({ type: 'session.ended' }),
    },
  });

  const machine = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise<SessionUser | null>(() => restoreSession()),
      loadAccount: fromPromise<SessionAccount, { user: SessionUser }>(async ({ input }) => (await import('./api/session-account')).fetchAccount(http, input.user)),
      startSignIn: fromPromise<void, { returnTo?: string }>(({ input }) => beginSignIn(input.returnTo)),
      exchangeCode: fromPromise<SessionUser, { url: string }>(({ input }) => completeSignIn(input.url)),
      refreshTokens: fromPromise<SessionUser>(() => renewTokens()),
      endServerSession: fromPromise<void>(() => endServerSession()),
    },
    actions: {
      clearStoredTokens: () => clearTokens(),
      goToLogin: () => globalThis.location.assign('/login'),
      goToLearningContent: (_, { target }) => globalThis.location.assign(learningContentUrl(target)),
      notifyWebView: () => notifyWebViewOfLogin(),
    },
  });
  const actor = createActor(machine, { inspect });

  actor.start();

  const gate: SessionGate = {
    user: () => {
      const snapshot = actor.getSnapshot();
      return snapshot.matches('signedOut') ? null : snapshot.context.user;
    },
    signIn: (returnTo) => actor.send({ type: 'session.signIn', returnTo }),
    signOut: () => actor.send({ type: 'session.signOut' }),
    known: async () => {
      await waitFor(actor, (s) => !s.hasTag('identifying'), { timeout: Infinity });
    },
    ready: async () => {
      await waitFor(actor, (s) => !s.hasTag('resolving'), { timeout: Infinity });
    },
    refresh: async () => {
      actor.send({ type: 'session.refresh' });
      await settled();
    },
    completeSignIn: async (url, toLms) => {
      actor.send({ type: 'session.callback', url, toLms });
      return (await settled()).matches('signedIn');
    },
  };
  return { gate, http };
}

import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionAccount, SessionUser } from '@/domain/session';
import { sessionMachine } from '@/machines/session.machine';

const ana: SessionUser = { id: '7', userName: 'ana', firstName: 'Ana', role: 'STUDENT', permissions: [] };
const anaRenewed: SessionUser = { ...ana, firstAccess: true };
const account: SessionAccount = { playId: 'ana#1234', schoolLinkStatus: 'INCOMPLETE' };
const callbackUrl = '/auth/authorization-code/callback?code=c&session_state=s';

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets invoked promises settle and the actor take the transitions they trigger. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Calls = ReturnType<typeof sessionCalls>;

/** The session's I/O, as doubles answering for a signed-in Ana unless a test says otherwise. */
function sessionCalls() {
  return {
    readStoredSession: vi.fn(async (): Promise<SessionUser | null> => ana),
    loadAccount: vi.fn(async (): Promise<SessionAccount> => account),
    exchangeCode: vi.fn(async (): Promise<SessionUser> => ana),
    refreshTokens: vi.fn(async (): Promise<SessionUser> => anaRenewed),
    endServerSession: vi.fn(async (): Promise<void> => undefined),
  };
}

function startSession(prepare: (calls: Calls) => void = () => {}) {
  const effects = {
    clearStoredTokens: vi.fn(),
    goToLogin: vi.fn(),
    goToLearningContent: vi.fn(),
    notifyWebView: vi.fn(),
  };
  const calls = sessionCalls();
  prepare(calls);
  const machine = sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise(() => calls.readStoredSession()),
      loadAccount: fromPromise(() => calls.loadAccount()),
      startSignIn: fromPromise(() => new Promise<void>(() => {})),
      exchangeCode: fromPromise(() => calls.exchangeCode()),
      refreshTokens: fromPromise(() => calls.refreshTokens()),
      endServerSession: fromPromise(() => calls.endServerSession()),
    },
    actions: {
      clearStoredTokens: effects.clearStoredTokens,
      goToLogin: effects.goToLogin,
      goToLearningContent: (_, params) => effects.goToLearningContent(params.target),
      notifyWebView: effects.notifyWebView,
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, effects, calls };
}

describe('session (docs/product/session.md, States)', () => {
  test('a stored token signs the user in with the play id and school-link status loaded', async () => {
    const { actor, effects } = startSession();
    await settle();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.user).toEqual(ana);
    expect(snapshot.context.account).toEqual(account);
    expect(effects.goToLogin).not.toHaveBeenCalled();
  });

  test('who is signed in is known from the stored token before the account has loaded (pages start their data then)', async () => {
    const account = deferred<SessionAccount>();
    const { actor } = startSession((io) => io.loadAccount.mockImplementation(() => account.promise));
    // Reading the stored token: nobody is known yet.
    expect(actor.getSnapshot().hasTag('identifying')).toBe(true);
    await settle();

    const loading = actor.getSnapshot();
    expect(loading.value).toBe('loadingAccount');
    expect(loading.hasTag('identifying')).toBe(false);
    expect(loading.hasTag('resolving')).toBe(true);
    expect(loading.context.user).toEqual(ana);

    account.resolve({ playId: 'ana#1234', schoolLinkStatus: 'COMPLETE' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().hasTag('resolving')).toBe(false);
  });

  test('without a stored token nobody is signed in', async () => {
    const { actor, effects } = startSession((io) => io.readStoredSession.mockResolvedValue(null));
    await settle();

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.clearStoredTokens).not.toHaveBeenCalled();
  });

  test('an unreadable stored token is thrown away and nobody is signed in', async () => {
    const { actor, effects } = startSession((io) => io.readStoredSession.mockRejectedValue(new Error('unreadable token')));
    await settle();

    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearStoredTokens).toHaveBeenCalledTimes(1);
  });

  test('a sign-in callback exchanges the code, tells the web view and goes to the learning content asked for, once', async () => {
    const { actor, effects, calls } = startSession((io) => io.readStoredSession.mockResolvedValue(null));
    await settle();

    actor.send({ type: 'session.callback', url: `${callbackUrl}&toLms=trilha-1`, toLms: 'trilha-1' });
    await settle();

    const snapshot = actor.getSnapshot();
    expect(calls.exchangeCode).toHaveBeenCalledTimes(1);
    expect(snapshot.value).toBe('signedIn');
    expect(snapshot.context.user).toEqual(ana);
    expect(effects.notifyWebView).toHaveBeenCalledTimes(1);
    expect(effects.goToLearningContent).toHaveBeenCalledExactlyOnceWith('trilha-1');
    expect(snapshot.context.toLms).toBeNull();
  });

  test('a refused code or unreadable token leaves the visitor signed out with Invalid Token', async () => {
    const { actor, effects } = startSession((io) => {
      io.readStoredSession.mockResolvedValue(null);
      io.exchangeCode.mockRejectedValue(new Error('Invalid Token'));
    });
    await settle();

    actor.send({ type: 'session.callback', url: callbackUrl });
    await settle();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.error).toBe('requestError:invalidToken');
    expect(snapshot.context.user).toBeNull();
    expect(effects.clearStoredTokens).toHaveBeenCalledTimes(1);
    expect(effects.notifyWebView).not.toHaveBeenCalled();
  });

  test('a 401 during a refresh waits for the single refresh under way', async () => {
    const renewal = deferred<SessionUser>();
    const { actor, calls } = startSession();
    calls.refreshTokens.mockImplementation(() => renewal.promise);
    await settle();

    actor.send({ type: 'session.refresh' });
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(calls.refreshTokens).toHaveBeenCalledTimes(1);

    renewal.resolve(anaRenewed);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.user).toEqual(anaRenewed);
    expect(calls.refreshTokens).toHaveBeenCalledTimes(1);
  });

  test('a stored token refused while the account loads is renewed, then the account loads again', async () => {
    const { actor, calls } = startSession((c) => c.loadAccount.mockImplementationOnce(() => new Promise<SessionAccount>(() => {})));
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingAccount');
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(calls.refreshTokens).toHaveBeenCalledTimes(1);
    expect(calls.loadAccount).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context).toMatchObject({ user: anaRenewed, account });
  });

  test('a stored token refused while the account loads, and no renewal: signed out and sent to login, never left waiting', async () => {
    const { actor, effects } = startSession((c) => {
      c.loadAccount.mockImplementationOnce(() => new Promise<SessionAccount>(() => {}));
      c.refreshTokens.mockRejectedValue(new Error('account erased'));
    });
    await settle();
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearStoredTokens).toHaveBeenCalledTimes(1);
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
  });

  test('a failed refresh signs the user out, clears the cookies and sends them to login', async () => {
    const { actor, effects, calls } = startSession();
    calls.refreshTokens.mockRejectedValue(new Error('refresh refused'));
    await settle();

    actor.send({ type: 'session.refresh' });
    await settle();

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('signedOut');
    expect(snapshot.context.user).toBeNull();
    expect(snapshot.context.account).toBeNull();
    expect(effects.clearStoredTokens).toHaveBeenCalledTimes(1);
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
  });

  test('signing out ends the server session, clears the cookies and goes to login, even when the server is unreachable', async () => {
    const { actor, effects, calls } = startSession();
    calls.endServerSession.mockRejectedValue(new Error('offline'));
    await settle();

    actor.send({ type: 'session.signOut' });
    await settle();

    expect(calls.endServerSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.clearStoredTokens).toHaveBeenCalledTimes(1);
    expect(effects.goToLogin).toHaveBeenCalledTimes(1);
  });
});

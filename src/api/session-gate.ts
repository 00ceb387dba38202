import type { SessionGate } from '../domain/session';

/**
 * The session as the router sees it before sign-in exists: nobody is signed in, and nobody can
 * sign in yet. The session flow replaces this gate when it is built.
 */
export const signedOutGate: SessionGate = {
  canSignIn: false,
  user: () => null,
  signIn: () => window.location.assign('/login'),
  signOut: () => window.location.assign('/login'),
};

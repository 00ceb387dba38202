import { sessionMachine } from '@/machines/session.machine';
import type { SessionUser } from '@/domain/session';
import { describePaths } from './harness';

const ana: SessionUser = { id: '7', userName: 'ana', firstName: 'Ana', role: 'STUDENT', permissions: [] };

describePaths(sessionMachine, {
  events: {
    'session.signIn': [{ type: 'session.signIn', returnTo: '/courses' }],
    'session.callback': [
      { type: 'session.callback', url: '/auth/authorization-code/callback?code=c&session_state=s' },
      { type: 'session.callback', url: '/auth/authorization-code/callback?code=c&session_state=s&toLms=trilha-1', toLms: 'trilha-1' },
    ],
  },
  invoked: {
    readStoredSession: { done: [ana, null], error: [new Error('unreadable token')] },
    loadAccount: { done: [{ playId: 'ana#1234', schoolLinkStatus: 'NONE' }], error: [new Error('profile down')] },
    startSignIn: { error: [new Error('token server unreachable')] },
    exchangeCode: { done: [ana], error: [new Error('Invalid Token')] },
    refreshTokens: { done: [ana], error: [new Error('refresh refused')] },
    endServerSession: { done: [undefined], error: [new Error('offline')] },
  },
});

import { beforeAll, describe, expect, it } from 'vitest';
import { normaliseError } from './errors';
import { loadMessageTable, translate } from '@/domain/messages';
import { pageViewPath, shouldReport } from './reporting';

beforeAll(() => loadMessageTable());

describe('normaliseError', () => {
  it.each([
    [null, { fieldErrors: [], requestErrors: ['status:default.error'] }],
    ['Internal Server Error', { fieldErrors: [], requestErrors: ['status:default.error'] }],
    [{ messageKey: 'x' }, { fieldErrors: [], requestErrors: ['status:default.error'] }],
    [[], { fieldErrors: [], requestErrors: ['status:default.error'] }],
    [[null, 3, 'x'], { fieldErrors: [], requestErrors: ['status:default.error'] }],
    [[{ code: 'a' }], { fieldErrors: [], requestErrors: ['status:default.error'] }],
    [
      [{ field: 'userName', code: 'c', messageKey: 'validation:userName.blank', detail: '3' }],
      { fieldErrors: [{ field: 'userName', messageKey: 'validation:userName.blank', detail: '3' }], requestErrors: [] },
    ],
    [
      [{ field: '', code: 'c', messageKey: 'requestError:x' }, { code: 'd', messageKey: 'requestError:x' }],
      { fieldErrors: [], requestErrors: ['requestError:x'] },
    ],
  ])('%j', (body, expected) => {
    expect(normaliseError(400, body)).toEqual({ status: 400, ...expected });
  });
});

describe('translate', () => {
  it('maps a known key to its text', () => {
    expect(translate('requestError:invalidLogin')).toBe('E-mail ou senha incorretos.');
    expect(translate('status:default.saveError')).toBe('Ops! Houve um problema para salvar as informações.');
  });
  it('falls back to the default error text for unknown or missing keys', () => {
    const fallback = 'Desculpe, não foi possível fazer essa ação no momento.';
    expect(translate('status:never.heard.of')).toBe(fallback);
    expect(translate(undefined)).toBe(fallback);
    expect(translate('constructor')).toBe(fallback);
  });
  it('never shows a message whose inputs a bare key cannot fill', () => {
    expect(translate('status:playIdCopyFailed')).toBe('Desculpe, não foi possível fazer essa ação no momento.');
  });
});

describe('reporting', () => {
  it('leaves out every 401 and a 400 from the token server', () => {
    expect(shouldReport({ status: 401, url: '/records/api/x' }, '/realms/')).toBe(false);
    expect(shouldReport({ status: 400, url: '/realms/plataforma/protocol/openid-connect/token' }, '/realms/')).toBe(false);
    expect(shouldReport({ status: 400, url: '/records/api/x' }, '/realms/')).toBe(true);
    expect(shouldReport({ status: 500 }, '/realms/')).toBe(true);
  });
  it('sends analytics the path and campaign tags only', () => {
    expect(pageViewPath('/auth/authorization-code/callback?code=abc&session_state=s')).toBe('/auth/authorization-code/callback');
    expect(pageViewPath('/home?utm_source=ig&email=a@b.c&token=x')).toBe('/home?utm_source=ig');
  });
});

describe('sinks', () => {
  it('send errors and page views only once configured', async () => {
    const { configureReporting, reportError, trackPageView } = await import('./reporting');
    const reports: unknown[] = [];
    const views: string[] = [];
    trackPageView('/home');
    reportError(new Error('x'), { status: 500 }, '/realms/');
    expect(reports).toEqual([]);
    configureReporting({ errors: { report: (e) => reports.push(e) }, analytics: { pageView: (p) => views.push(p) } });
    trackPageView('/auth/authorization-code/callback?code=secret&utm_source=ig');
    reportError(new Error('boom'), { status: 500 }, '/realms/');
    reportError(new Error('expired'), { status: 401 }, '/realms/');
    expect(views).toEqual(['/auth/authorization-code/callback?utm_source=ig']);
    expect(reports).toHaveLength(1);
    configureReporting({});
  });
});

import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { cookieConsentMachine } from '@/machines/cookieConsent.machine';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookie consent (docs/product/shell.md, Screens and Limits)', () => {
  test('a first visit shows the banner until the visitor accepts', () => {
    const rememberConsent = vi.fn();
    const consent = createActor(cookieConsentMachine.provide({ actions: { rememberConsent } }), { input: { accepted: false } }).start();

    expect(consent.getSnapshot().value).toBe('asking');
    expect(rememberConsent).not.toHaveBeenCalled();
  });

  test('accepting hides the banner for good and stores the consent once', () => {
    const rememberConsent = vi.fn();
    const consent = createActor(cookieConsentMachine.provide({ actions: { rememberConsent } }), { input: { accepted: false } }).start();

    consent.send({ type: 'consent.accept' });

    expect(consent.getSnapshot().value).toBe('accepted');
    expect(consent.getSnapshot().status).toBe('done');
    expect(rememberConsent).toHaveBeenCalledTimes(1);
  });

  test('a visitor who accepted before sees no banner and nothing is stored again', () => {
    const rememberConsent = vi.fn();
    const consent = createActor(cookieConsentMachine.provide({ actions: { rememberConsent } }), { input: { accepted: true } }).start();

    expect(consent.getSnapshot().value).toBe('accepted');
    expect(rememberConsent).not.toHaveBeenCalled();
  });

  test('the consent is stored as the CookiePolicyAccepted cookie for 365 days', () => {
    const written: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
    });
    const consent = createActor(cookieConsentMachine, { input: { accepted: false } }).start();

    consent.send({ type: 'consent.accept' });

    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^CookiePolicyAccepted=true; /);
    expect(written[0]).toContain(`Max-Age=${365 * 24 * 60 * 60};`);
  });
});

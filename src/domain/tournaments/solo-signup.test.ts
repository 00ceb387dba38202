import { describe, expect, it } from 'vitest';
import { checkFortniteMapId, checkMapVideo, checkSoloSignup, checkUrl, emptySoloSignup, epicIdToLink, isFortniteCreative, modalStart, needsDiscord } from './solo-signup';

const EPIC = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const needs = { epicLinked: false, discordRequired: false, discordLinked: false, creative: false };

describe('checkSoloSignup (docs/product/tournaments.md, Rules)', () => {
  it('asks only for the rules when nothing else applies; the Epic ID is optional', () => {
    expect(checkSoloSignup(emptySoloSignup(false), needs).map((i) => i.field)).toEqual(['rulesAccepted']);
    expect(checkSoloSignup({ ...emptySoloSignup(false), rulesAccepted: true }, needs)).toEqual([]);
  });

  it('checks a typed Epic ID: 32 characters, then the confirmation', () => {
    const base = { ...emptySoloSignup(false), rulesAccepted: true };
    expect(checkSoloSignup({ ...base, epicAccountId: 'abc' }, needs).map((i) => i.messageKey)).toEqual(['validation:epicAccountId.length']);
    expect(checkSoloSignup({ ...base, epicAccountId: EPIC }, needs).map((i) => i.messageKey)).toEqual(['validation:epicAccountIdConfirmation.required']);
    expect(checkSoloSignup({ ...base, epicAccountId: EPIC, epicAccountIdConfirmation: EPIC.toUpperCase() }, needs).map((i) => i.messageKey)).toEqual([
      'validation:epicAccountIdConfirmation.beMatch',
    ]);
    expect(checkSoloSignup({ ...base, epicAccountIdConfirmation: EPIC }, needs).map((i) => i.messageKey)).toEqual(['validation:epicAccountId.required']);
    expect(checkSoloSignup({ ...base, epicAccountId: 'x' }, { ...needs, epicLinked: true })).toEqual([]);
  });

  it('requires a linked Discord account when the event asks for it', () => {
    const values = { ...emptySoloSignup(false), rulesAccepted: true };
    expect(checkSoloSignup(values, { ...needs, discordRequired: true }).map((i) => i.messageKey)).toEqual(['validation:discord.required']);
    expect(checkSoloSignup(values, { ...needs, discordRequired: true, discordLinked: true })).toEqual([]);
  });
});

describe('creative details (docs/product/tournaments.md, API, Rules and Limits)', () => {
  it.each([
    ['https://www.youtube.com/@mapas', true, null],
    ['', true, 'required'],
    ['', false, null],
    ['javascript:alert(1)', true, 'invalid'],
    ['https://localhost/x', true, 'invalid'],
    ['not a url', false, 'invalid'],
    ['https://user:pw@example.com', true, 'invalid'],
  ])('checkUrl(%j, required %s)', (value, required, code) => {
    expect(checkUrl(value, required)?.code ?? null).toBe(code);
  });

  it('map ids look like 1234-5678-9012', () => {
    expect(checkFortniteMapId('1234-5678-9012')).toBeNull();
    expect(checkFortniteMapId('123456789012')?.code).toBe('invalid');
    expect(checkFortniteMapId(' ')?.code).toBe('required');
  });

  it('videos last at most 3 minutes', () => {
    expect(checkMapVideo({ name: 'a.mp4', seconds: 180 })).toBeNull();
    expect(checkMapVideo({ name: 'a.mp4', seconds: 181 })?.code).toBe('tooLong');
    expect(checkMapVideo({ name: 'a.mp4', seconds: Number.NaN })?.code).toBe('invalid');
    expect(checkMapVideo(null)?.code).toBe('required');
  });
});

describe('modal rules', () => {
  it('links a typed Epic ID only while none is linked', () => {
    const values = { ...emptySoloSignup(false), epicAccountId: ` ${EPIC} ` };
    expect(epicIdToLink(values, { epicLinked: false })).toBe(EPIC);
    expect(epicIdToLink(values, { epicLinked: true })).toBeNull();
    expect(epicIdToLink(emptySoloSignup(false), { epicLinked: false })).toBeNull();
  });

  it('knows the creative event and the Discord requirement', () => {
    expect(isFortniteCreative({ game: 'FORTNITE', mode: 'SOLO' })).toBe(true);
    expect(isFortniteCreative({ game: 'FORTNITE', mode: 'SOLO_ROYALE' })).toBe(false);
    expect(needsDiscord({ game: 'FORTNITE', requiresDiscord: false })).toBe(true);
    expect(needsDiscord({ game: 'ROCKET_LEAGUE', requiresDiscord: false })).toBe(false);
  });

  it('starts where the modal steps say (docs/product/tournaments.md, States)', () => {
    const solo = { solo: true, subscriptionStatus: 'NOT_SUBSCRIBED' as const, prerequisites: [], teamId: null };
    expect(modalStart(solo)).toBe('form');
    expect(modalStart({ ...solo, prerequisites: ['HAS_SCHOOL_LINK'] })).toBe('prerequisites');
    expect(modalStart({ ...solo, solo: false })).toBe('teamSteps');
    expect(modalStart({ ...solo, subscriptionStatus: 'PENDING_DISCORD_SERVER_JOIN' })).toBe('discordInvite');
    expect(modalStart({ ...solo, subscriptionStatus: 'PENDING_ACCOUNT_VERIFICATION' })).toBe('verifyOnDiscord');
    expect(modalStart({ ...solo, subscriptionStatus: 'COMPLETED' })).toBe('successCutscene');
  });
});

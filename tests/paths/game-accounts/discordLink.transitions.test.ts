import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DiscordProfile } from '@/contract/game-accounts';
import { ApiError } from '@/api/errors';
import { readDiscordReturn, encodeDiscordState } from '@/domain/game-accounts/discord-oauth';
import { discordLinkMachine, type DiscordLinkInput } from '@/machines/game-accounts/discordLink.machine';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const linked: DiscordProfile = { accountId: '123456789012345678', accountDetail: 'arena_lucas' };
const refusal = (keys: string[]) => new ApiError({ status: 409, fieldErrors: [], requestErrors: keys });

function start(input: DiscordLinkInput, overrides: { load?: () => Promise<DiscordProfile>; link?: () => Promise<unknown>; unlink?: () => Promise<unknown> } = {}) {
  const effects = { showSuccess: vi.fn(), showRequestErrors: vi.fn(), showCancelled: vi.fn(), showRefused: vi.fn(), goToReturnAddress: vi.fn(), accountChanged: vi.fn() };
  const calls = { begin: vi.fn(), link: vi.fn(), reload: vi.fn(), unlink: vi.fn() };
  const machine = discordLinkMachine.provide({
    actors: {
      loadDiscordProfile: fromPromise(async (): Promise<DiscordProfile> => (overrides.load ? overrides.load() : linked)),
      beginAuthorization: fromPromise(async () => {
        calls.begin();
        await new Promise(() => undefined); // the page leaves
      }),
      linkDiscord: fromPromise(async ({ input }) => {
        calls.link(input.code);
        if (overrides.link) await overrides.link();
        return { accountId: '123456789012345678', accountDetail: 'arena_lucas', messageKey: 'status:discord.linked' as const };
      }),
      reloadAccount: fromPromise(async () => calls.reload()),
      unlinkDiscord: fromPromise(async () => {
        calls.unlink();
        if (overrides.unlink) await overrides.unlink();
        return { messageKey: 'status:discord.disconnected' as const };
      }),
    },
    actions: {
      showSuccess: (_, { messageKey }) => effects.showSuccess(messageKey),
      showRequestErrors: (_, { messageKeys }) => effects.showRequestErrors(messageKeys),
      showCancelled: effects.showCancelled,
      showRefused: effects.showRefused,
      goToReturnAddress: (_, { to }) => effects.goToReturnAddress(to),
      accountChanged: effects.accountChanged,
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, calls };
}

const nonce = 'n0nce-abcdefghijklmnop';

describe('discordLink (docs/product/game-accounts.md, States and Errors)', () => {
  test('the return with the stored state sends the code, reloads the account and goes to the stored address', async () => {
    const state = encodeDiscordState(nonce, '/tournaments/detail?id=4&opened=true');
    const returned = readDiscordReturn({ code: 'abc', state }, state);
    const { actor, effects, calls } = start({ returned });
    await settle();
    expect(calls.link).toHaveBeenCalledWith('abc');
    expect(calls.reload).toHaveBeenCalledTimes(1);
    expect(effects.showSuccess).toHaveBeenCalledWith('status:discord.linked');
    expect(effects.goToReturnAddress).toHaveBeenCalledWith('/tournaments/detail?id=4&opened=true');
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('a refused link shows the server errors, then still goes to the stored address', async () => {
    const state = encodeDiscordState(nonce, '/profile/accounts-link');
    const { effects, calls } = start({ returned: readDiscordReturn({ code: 'abc', state }, state) }, { link: () => Promise.reject(refusal(['requestError:discord.alreadyLinked'])) });
    await settle();
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:discord.alreadyLinked']);
    expect(calls.reload).not.toHaveBeenCalled();
    expect(effects.goToReturnAddress).toHaveBeenCalledWith('/profile/accounts-link');
  });

  test('a forged, replayed or off-site state is refused: nothing is sent and the student goes to /home', async () => {
    const stored = encodeDiscordState(nonce, '/profile/accounts-link');
    const offSite = `${nonce}.${btoa('https://evil.example/').replace(/=+$/, '')}`;
    for (const returned of [
      readDiscordReturn({ code: 'abc', state: 'forged.state' }, stored),
      readDiscordReturn({ code: 'abc', state: stored }, null),
      readDiscordReturn({ code: 'abc', state: offSite }, offSite),
    ]) {
      expect(returned).toEqual({ kind: 'refused' });
      const { effects, calls } = start({ returned });
      expect(calls.link).not.toHaveBeenCalled();
      expect(effects.showRefused).toHaveBeenCalledTimes(1);
      expect(effects.goToReturnAddress).toHaveBeenCalledWith('/home');
    }
  });

  test('a cancelled authorization says so and goes back without sending anything', () => {
    const state = encodeDiscordState(nonce, '/profile/accounts-link');
    const { effects, calls } = start({ returned: readDiscordReturn({ error: 'access_denied', state }, state) });
    expect(calls.link).not.toHaveBeenCalled();
    expect(effects.showCancelled).toHaveBeenCalledTimes(1);
    expect(effects.goToReturnAddress).toHaveBeenCalledWith('/profile/accounts-link');
  });

  test('on the scene: connect leaves for Discord; disconnect asks first, then clears the account', async () => {
    const unlinkedScene = start({}, { load: async () => ({ accountId: null, accountDetail: null }) });
    await settle();
    expect(unlinkedScene.actor.getSnapshot().value).toBe('unlinked');
    unlinkedScene.actor.send({ type: 'discord.connect' });
    await settle();
    expect(unlinkedScene.calls.begin).toHaveBeenCalledTimes(1);

    const { actor, effects, calls } = start({});
    await settle();
    expect(actor.getSnapshot().value).toBe('linked');
    expect(actor.getSnapshot().context.account).toEqual(linked);
    actor.send({ type: 'discord.disconnect' });
    expect(actor.getSnapshot().value).toBe('confirmingDisconnect');
    actor.send({ type: 'discord.cancel' });
    expect(actor.getSnapshot().value).toBe('linked');
    expect(calls.unlink).not.toHaveBeenCalled();
    actor.send({ type: 'discord.disconnect' });
    actor.send({ type: 'discord.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unlinked');
    expect(actor.getSnapshot().context.account).toEqual({ accountId: null, accountDetail: null });
    expect(effects.showSuccess).toHaveBeenCalledWith('status:discord.disconnected');
    expect(effects.accountChanged).toHaveBeenCalledTimes(1);
  });

  test('a failed disconnect keeps the account linked and shows why', async () => {
    const { actor, effects } = start({}, { unlink: () => Promise.reject(refusal(['requestError:discord.notLinked'])) });
    await settle();
    actor.send({ type: 'discord.disconnect' });
    actor.send({ type: 'discord.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('linked');
    expect(effects.showRequestErrors).toHaveBeenCalledWith(['requestError:discord.notLinked']);
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AvatarRequest } from '@/contract/avatar';
import type { Profile } from '@/contract/profile';
import { AVATAR_RENDER_TIMEOUT_MS, avatarMachine } from '@/machines/avatar/avatar.machine';
import { EXPORTED_URL, OLD_RENDER_URL, RENDER_URL, savedProfile } from './avatar.fixtures';

/** Lets a pending request settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function startAvatar(options: { render?: (model: string) => Promise<string>; save?: (request: AvatarRequest) => Promise<Profile> } = {}) {
  const render = vi.fn(options.render ?? (async () => RENDER_URL));
  const save = vi.fn(options.save ?? (async () => savedProfile));
  const effects = { subscribeToEditorEvents: vi.fn(), avatarSaved: vi.fn(), returnToProfile: vi.fn() };
  const machine = avatarMachine.provide({
    actors: {
      renderAvatar: fromPromise(({ input }) => render(input.model)),
      saveAvatar: fromPromise(({ input }) => save(input)),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input: { currentImageUrl: OLD_RENDER_URL } }).start();
  return { actor, render, save, effects };
}

const never = () => new Promise<never>(() => undefined);

describe('avatar (docs/product/avatar.md, Screens, States, API and Limits)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('starts on the intro, then opens the editor, which subscribes to all events once the frame is ready', () => {
    const { actor, effects } = startAvatar();
    expect(actor.getSnapshot().value).toBe('intro');
    actor.send({ type: 'avatar.start' });
    expect(actor.getSnapshot().value).toEqual({ editor: 'loading' });
    expect(effects.subscribeToEditorEvents).not.toHaveBeenCalled();
    // An editor that has not said it is ready has no subscription, so no export is taken from it.
    actor.send({ type: 'editor.avatarExported', url: EXPORTED_URL });
    expect(actor.getSnapshot().value).toEqual({ editor: 'loading' });
    actor.send({ type: 'editor.frameReady' });
    expect(actor.getSnapshot().value).toEqual({ editor: 'ready' });
    expect(effects.subscribeToEditorEvents).toHaveBeenCalledTimes(1);
  });

  test('an exported avatar is rendered, then its url and image are saved on the account', async () => {
    const { actor, render, save, effects } = startAvatar();
    actor.send({ type: 'avatar.start' });
    actor.send({ type: 'editor.frameReady' });
    actor.send({ type: 'editor.avatarExported', url: EXPORTED_URL });
    expect(actor.getSnapshot().value).toBe('rendering');
    expect(render).toHaveBeenCalledWith(EXPORTED_URL);
    await settle();
    expect(save).toHaveBeenCalledWith({ srcFullUrl: EXPORTED_URL, imageUrl: RENDER_URL });
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ exportedUrl: EXPORTED_URL, imageUrl: RENDER_URL, currentImageUrl: RENDER_URL, failure: null });
    expect(effects.avatarSaved).toHaveBeenCalledTimes(1);
  });

  test('a render with no image after 60,000 ms times out, keeps the exported avatar, and a retry renders it again', async () => {
    let answer: (model: string) => Promise<string> = never;
    const { actor, render, effects } = startAvatar({ render: (model) => answer(model) });
    actor.send({ type: 'avatar.start' });
    actor.send({ type: 'editor.frameReady' });
    actor.send({ type: 'editor.avatarExported', url: EXPORTED_URL });
    await vi.advanceTimersByTimeAsync(AVATAR_RENDER_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('rendering');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'timeout', exportedUrl: EXPORTED_URL });

    answer = async () => RENDER_URL;
    actor.send({ type: 'avatar.retry' });
    expect(render).toHaveBeenLastCalledWith(EXPORTED_URL);
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(effects.avatarSaved).toHaveBeenCalledTimes(1);
  });

  test('a failed render says so and keeps the exported avatar', async () => {
    const { actor, save } = startAvatar({ render: async () => Promise.reject(new Error('500')) });
    actor.send({ type: 'avatar.start' });
    actor.send({ type: 'editor.frameReady' });
    actor.send({ type: 'editor.avatarExported', url: EXPORTED_URL });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'renderFailed', exportedUrl: EXPORTED_URL, imageUrl: null });
    expect(save).not.toHaveBeenCalled();
  });

  test('a failed save keeps the image, and the retry saves again without a new render', async () => {
    let saveAnswer: () => Promise<Profile> = async () => Promise.reject(new Error('offline'));
    const { actor, render, save, effects } = startAvatar({ save: () => saveAnswer() });
    actor.send({ type: 'avatar.start' });
    actor.send({ type: 'editor.frameReady' });
    actor.send({ type: 'editor.avatarExported', url: EXPORTED_URL });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'saveFailed', imageUrl: RENDER_URL });
    saveAnswer = async () => savedProfile;
    actor.send({ type: 'avatar.retry' });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(render).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(effects.avatarSaved).toHaveBeenCalledTimes(1);
  });

  test('closing from any step returns to the profile', () => {
    for (const steps of [[], [{ type: 'avatar.start' }], [{ type: 'avatar.start' }, { type: 'editor.frameReady' }, { type: 'editor.avatarExported', url: EXPORTED_URL }]] as const) {
      const { actor, effects } = startAvatar({ render: never });
      for (const step of steps) actor.send(step);
      actor.send({ type: 'avatar.close' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(effects.returnToProfile).toHaveBeenCalledTimes(1);
    }
  });

  test('building another avatar from the end goes back to the editor with nothing exported', async () => {
    const { actor } = startAvatar();
    actor.send({ type: 'avatar.start' });
    actor.send({ type: 'editor.frameReady' });
    actor.send({ type: 'editor.avatarExported', url: EXPORTED_URL });
    await settle();
    await settle();
    actor.send({ type: 'avatar.again' });
    expect(actor.getSnapshot().value).toEqual({ editor: 'loading' });
    expect(actor.getSnapshot().context).toMatchObject({ exportedUrl: null, imageUrl: null, currentImageUrl: RENDER_URL });
  });
});

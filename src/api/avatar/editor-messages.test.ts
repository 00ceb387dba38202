import { describe, expect, it } from 'vitest';
import { editorFrameUrl, editorOrigin, listenToEditor, readEditorMessage, subscribeToAllEvents } from './editor-messages';

const ORIGIN = 'http://localhost:3000';
const frame = { name: 'editor frame' };
const from = (data: unknown, origin = ORIGIN, source: unknown = frame) => readEditorMessage({ origin, source, data }, frame, ORIGIN);
const exported = (url: unknown) => JSON.stringify({ source: 'readyplayerme', eventName: 'v1.avatar.exported', data: { url, userId: 'u1' } });

describe('avatar editor messages (the iframe boundary)', () => {
  it('accepts the frame-ready and avatar-exported events of the editor', () => {
    expect(from(JSON.stringify({ source: 'readyplayerme', eventName: 'v1.frame.ready' }))).toEqual({ accepted: { type: 'editor.frameReady' } });
    const url = `${ORIGIN}/stand-ins/avatar/models/1203-0a1b2c3d4e5f.glb`;
    expect(from(exported(url))).toEqual({ accepted: { type: 'editor.avatarExported', url } });
    expect(from({ source: 'readyplayerme', eventName: 'v1.user.set', data: { id: 'u1' } })).toEqual({ accepted: { type: 'editor.otherEvent', eventName: 'v1.user.set' } });
  });

  it.each<[string, unknown, string?, unknown?]>([
    ['another origin', JSON.stringify({ source: 'readyplayerme', eventName: 'v1.frame.ready' }), 'https://evil.example'],
    ['another window of the same origin', JSON.stringify({ source: 'readyplayerme', eventName: 'v1.frame.ready' }), ORIGIN, { name: 'page' }],
    ['text that is not JSON', 'v1.frame.ready'],
    ['another source', JSON.stringify({ source: 'someone', eventName: 'v1.frame.ready' })],
    ['no event name', JSON.stringify({ source: 'readyplayerme' })],
    ['an export without url', JSON.stringify({ source: 'readyplayerme', eventName: 'v1.avatar.exported', data: {} })],
    ['an export whose url is not text', exported(42)],
    ['an export with a script url', exported('javascript:alert(1)')],
    ['an export with a relative url', exported('/avatar.glb')],
    ['an enormous message', 'x'.repeat(20_000)],
    ['nothing', undefined],
  ])('ignores %s, saying why', (_name, data, origin, source) => {
    const verdict = from(data, origin, source);
    expect(verdict).toHaveProperty('ignored');
    expect((verdict as { ignored: string }).ignored.length).toBeGreaterThan(0);
  });

  it('subscribes to every event of the editor', () => {
    expect(JSON.parse(subscribeToAllEvents())).toEqual({ target: 'readyplayerme', type: 'subscribe', eventName: 'v1.**' });
  });

  it('opens the configured editor with its frame API, and knows its origin', () => {
    expect(editorFrameUrl()).toBe('/stand-ins/avatar/pt-BR/avatar?frameApi&bodyType=fullbody&clearCache');
    expect(editorOrigin('http://localhost:4260/profile/avatar')).toBe('http://localhost:4260');
  });
});

describe('listening to the editor', () => {
  it('passes accepted messages on, reports ignored ones with the reason, and stops when asked', () => {
    const target = new EventTarget() as unknown as Window;
    const accepted: unknown[] = [];
    const reported: string[] = [];
    const stop = listenToEditor(target, () => frame, ORIGIN, (message) => accepted.push(message), (reason) => reported.push(reason));
    const post = (data: unknown, origin = ORIGIN) => target.dispatchEvent(new MessageEvent('message', { data, origin }));
    // Neither comes from the editor frame's window: the first is from another origin too.
    post(JSON.stringify({ source: 'readyplayerme', eventName: 'v1.frame.ready' }), 'https://evil.example');
    post(JSON.stringify({ source: 'readyplayerme', eventName: 'v1.frame.ready' }));
    expect(accepted).toEqual([]);
    expect(reported).toEqual(['message from another origin (https://evil.example)', 'message from a window other than the editor frame']);
    stop();
    post('after');
    expect(reported).toHaveLength(2);
  });

  it('accepts what its own frame sends', () => {
    const target = new EventTarget() as unknown as Window;
    const accepted: unknown[] = [];
    // The frame the listener checks against is whatever source the event carries here.
    const source = target;
    listenToEditor(target, () => source, ORIGIN, (message) => accepted.push(message), () => undefined);
    target.dispatchEvent(Object.assign(new Event('message'), { data: JSON.stringify({ source: 'readyplayerme', eventName: 'v1.frame.ready' }), origin: ORIGIN, source }));
    expect(accepted).toEqual([{ type: 'editor.frameReady' }]);
  });
});

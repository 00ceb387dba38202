// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPlayStream, parseEvents, reconnectDelay } from './live';
import type { PlayChange } from '@/contract/play';

const change: PlayChange = { eventId: 7, version: 3 } as PlayChange;

/** A stream that sends one `change` and stays open until the request is aborted or the server drops it. */
function openStream(signal: AbortSignal | null | undefined, streams: ReadableStreamDefaultController<Uint8Array>[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      streams.push(controller);
      controller.enqueue(new TextEncoder().encode(`event: change\ndata: ${JSON.stringify(change)}\n\n`));
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** A server that answers the stream only to `valid`, and a session whose token expired; renewing hands out `issued`. */
function setup({ renewFails = false } = {}) {
  let held = 'expired';
  let valid = 'fresh';
  let issued = 'fresh';
  const sent: (string | null)[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('authorization');
    sent.push(auth);
    if (auth !== `Bearer ${valid}`) return new Response(null, { status: 401 });
    return openStream(init?.signal, streams);
  });
  const renew = vi.fn(async (sentWith: string | undefined) => {
    await Promise.resolve();
    if (renewFails) throw new Error('session ended');
    if (sentWith === held) held = issued;
  });
  const onChange = vi.fn();
  const onConnected = vi.fn();
  const close = openPlayStream({
    eventId: 7,
    onChange,
    onConnected,
    renew,
    fetch: fetch as typeof globalThis.fetch,
    token: () => held,
  });
  return {
    renew,
    sent,
    onChange,
    onConnected,
    close,
    setValid: (token: string) => (valid = token),
    setIssued: (token: string) => (issued = token),
    drop: () => streams.at(-1)?.close(),
  };
}

/** Lets every answer and renewal settle without letting any pause run out. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('openPlayStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a 401 renews the session exactly once and opens the stream again at once with the new token', async () => {
    const { renew, sent, onChange, onConnected, close } = setup();
    await settle();

    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('expired');
    expect(sent).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(onConnected).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenCalledWith(change);

    // Connected: nothing more goes out, however long it stays open.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(2);
    expect(renew).toHaveBeenCalledTimes(1);
    close();
  });

  it('a failed renewal falls back to the growing pause, with no second renewal until the stream answers', async () => {
    const { renew, sent, onConnected, close } = setup({ renewFails: true });
    await settle();

    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['Bearer expired']);
    expect(onConnected).toHaveBeenLastCalledWith(false);

    // 1 s, then 2 s, then 4 s: one attempt each, and none of them renews again.
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent).toHaveLength(4);
    expect(renew).toHaveBeenCalledTimes(1);
    close();
  });

  it('a new token refused too waits for the pause instead of renewing again', async () => {
    const { renew, sent, setValid, close } = setup();
    setValid('never');
    await settle();

    expect(renew).toHaveBeenCalledTimes(1);
    expect(sent).toEqual(['Bearer expired', 'Bearer fresh']);
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(renew).toHaveBeenCalledTimes(1);
    close();
  });

  it('once the stream has answered, a later 401 renews again', async () => {
    const { renew, sent, setValid, setIssued, drop, onConnected, close } = setup();
    await settle();
    expect(renew).toHaveBeenCalledTimes(1);

    // The stream drops, and by the time it opens again (after the 1 s pause) its token has expired.
    setValid('fresher');
    setIssued('fresher');
    drop();
    await settle();
    expect(onConnected).toHaveBeenLastCalledWith(false);
    await vi.advanceTimersByTimeAsync(1000);

    expect(renew).toHaveBeenCalledTimes(2);
    expect(renew).toHaveBeenLastCalledWith('fresh');
    expect(sent).toEqual(['Bearer expired', 'Bearer fresh', 'Bearer fresh', 'Bearer fresher']);
    expect(onConnected).toHaveBeenLastCalledWith(true);
    close();
  });

  it('closing stops every attempt', async () => {
    const { sent, close } = setup({ renewFails: true });
    await settle();
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });
});

describe('parseEvents and reconnectDelay', () => {
  it('splits whole events and keeps the unfinished one', () => {
    expect(parseEvents('event: change\ndata: {"eventId":1}\n\n: comment\n\nevent: ping\ndata: 2\n\ndata: par')).toEqual({
      events: [
        { event: 'change', data: '{"eventId":1}' },
        { event: 'ping', data: '2' },
      ],
      rest: 'data: par',
    });
  });

  it('pauses 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

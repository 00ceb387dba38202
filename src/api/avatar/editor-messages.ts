/**
 * The boundary between the page and the avatar editor's iframe: what the page accepts from it
 * (only from the configured editor origin, only from the editor's own frame, only with the shapes
 * of src/contract/avatar.ts, checked with typia) and what it posts to it.
 */
import typia from 'typia';
import { config } from '@/api/config';
import type { AvatarExportedEvent, EditorEventEnvelope, EditorSource, EditorSubscription, FrameReadyEvent } from '@/contract/avatar';

const EDITOR_SOURCE: EditorSource = 'readyplayerme';

/** What an accepted message means to the avatar flow. */
export type EditorMessage = { type: 'editor.frameReady' } | { type: 'editor.avatarExported'; url: string } | { type: 'editor.otherEvent'; eventName: string };

/** A message either accepted, or ignored with the reason (which is reported). */
export type EditorMessageVerdict = { accepted: EditorMessage } | { ignored: string };

const isEnvelope = typia.createIs<EditorEventEnvelope>();
const isFrameReady = typia.createIs<FrameReadyEvent>();
const isAvatarExported = typia.createIs<AvatarExportedEvent>();

/** The editor's origin, from its configured address (a relative address is this site's). */
export function editorOrigin(base: string = globalThis.location.href): string {
  return new URL(config.avatarEditorUrl, base).origin;
}

/** The iframe's address: the configured editor with its frame API on and a full-body avatar. */
export function editorFrameUrl(): string {
  const url = config.avatarEditorUrl;
  return `${url}${url.includes('?') ? '&' : '?'}frameApi&bodyType=fullbody&clearCache`;
}

/** The subscription to every event of the editor, posted once the frame is ready. */
export function subscribeToAllEvents(): string {
  const message: EditorSubscription = { target: EDITOR_SOURCE, type: 'subscribe', eventName: 'v1.**' };
  return JSON.stringify(message);
}

/** An absolute http(s) address (no script or data addresses). */
export const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (data.length > 10_000) return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * Reads one `message` event. `frame` is the editor iframe's window: a message from any other
 * window (the page itself, another frame, an extension) is not the editor's, whatever it says.
 */
export function readEditorMessage(event: { origin: string; source: unknown; data: unknown }, frame: unknown, expectedOrigin: string): EditorMessageVerdict {
  if (event.origin !== expectedOrigin) return { ignored: `message from another origin (${event.origin.slice(0, 100) || 'none'})` };
  if (!frame || event.source !== frame) return { ignored: 'message from a window other than the editor frame' };
  const message = parse(event.data);
  if (!isEnvelope(message)) return { ignored: 'message without the editor event shape' };
  if (message.eventName === 'v1.frame.ready') {
    return isFrameReady(message) ? { accepted: { type: 'editor.frameReady' } } : { ignored: 'malformed v1.frame.ready' };
  }
  if (message.eventName === 'v1.avatar.exported') {
    return isAvatarExported(message) && isWebAddress(message.data.url) ? { accepted: { type: 'editor.avatarExported', url: message.data.url } } : { ignored: 'malformed v1.avatar.exported' };
  }
  return { accepted: { type: 'editor.otherEvent', eventName: message.eventName } };
}

/**
 * Listens to `message` events on `target` (the page's window): accepted ones go to `accept`,
 * ignored ones to `report` with the reason. Returns the function that stops listening.
 */
export function listenToEditor(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  frame: () => unknown,
  expectedOrigin: string,
  accept: (message: EditorMessage) => void,
  report: (reason: string) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const verdict = readEditorMessage(event, frame(), expectedOrigin);
    if ('ignored' in verdict) report(verdict.ignored);
    else accept(verdict.accepted);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

import type { tags } from 'typia';

/**
 * The 3D avatar service's frame protocol (the editor in an iframe; docs/product/avatar.md, States) and
 * its render API (docs/product/avatar.md, API). The editor posts JSON strings; every one carries
 * `source: 'readyplayerme'` and an `eventName`.
 */
/** The name the editor signs its messages with, and the target of the page's own messages. */
export type EditorSource = 'readyplayerme';

/** Any event the editor emits: the envelope every message must have before it is read further. */
export interface EditorEventEnvelope {
  source: EditorSource;
  eventName: string & tags.MinLength<1> & tags.MaxLength<100>;
}

/** 'v1.frame.ready': the editor loaded and listens for the page's subscription. */
export interface FrameReadyEvent {
  source: EditorSource;
  eventName: 'v1.frame.ready';
}

/** 'v1.avatar.exported': the person finished; `data.url` is the avatar's model. */
export interface AvatarExportedEvent {
  source: EditorSource;
  eventName: 'v1.avatar.exported';
  data: {
    url: string & tags.Format<'uri'> & tags.MaxLength<2048>;
    avatarId?: string;
    userId?: string;
  };
}

/** What the page posts to the editor: subscribe to events ('v1.**' is all of them). */
export interface EditorSubscription {
  target: EditorSource;
  type: 'subscribe';
  eventName: string;
}

/** Avatar rendering (docs/product/avatar.md, API): what to draw and how. */
export interface RenderRequest {
  /** The avatar's model url (from 'v1.avatar.exported'). */
  model: string;
  scene: string;
  armature: string;
  blendShapes: Record<string, Record<string, number>>;
}

/** Avatar render response (docs/product/avatar.md, API): renders[0] is the image. */
export interface RenderResponse {
  renders: Array<string & tags.Format<'uri'> & tags.MaxLength<2048>> & tags.MinItems<1>;
}

/** PATCH /records/api/account/avatar (docs/product/avatar.md, API). Answers the Profile. */
export interface AvatarRequest {
  srcFullUrl: string;
  imageUrl: string;
}

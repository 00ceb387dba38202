import { assign, fromPromise, setup } from 'xstate';
import type { AvatarRequest } from '@/contract/avatar';
import type { Profile } from '@/contract/profile';
import { avatarSaveRequest, renderInput } from '@/api/avatar/avatar-requests';
import { providedBy } from '@/machines/provided-by';

/**
 * /profile/avatar and its flow (docs/product/avatar.md, Screens and States): an intro, then the avatar service's editor in an
 * iframe. When the frame is ready the page subscribes to all of its events; when the avatar is
 * exported the flow keeps its url, asks the render API for its image (docs/product/avatar.md, API) and
 * saves both on the account (PATCH /records/api/account/avatar). While rendering the editor is
 * hidden and a message says the avatar is being created; a timeout or a failure says so and a
 * retry starts again from the exported avatar. Closing returns to /profile.
 *
 * The render and the save are the `renderAvatar` and `saveAvatar` actors and posting to the
 * frame is the `subscribeToEditorEvents` action, all provided by the avatar screen. Only messages
 * the screen accepted at the boundary (src/api/avatar/editor-messages.ts) arrive as `editor.*`;
 * the editor's other events (user set, subscription created…) are not the flow's business.
 * The requests are built in src/api/avatar/avatar-requests.ts; avatar.view.ts reads what the
 * screen shows.
 */

/** Avatar render timeout 60000 ms (docs/product/avatar.md, Limits). */
export const AVATAR_RENDER_TIMEOUT_MS = 60_000;

export interface AvatarInput {
  /** The avatar image on record, shown in the intro when there is one. */
  currentImageUrl: string | null;
}

export type AvatarFailure = 'timeout' | 'renderFailed' | 'saveFailed';

export interface AvatarContext {
  currentImageUrl: string | null;
  /** The exported avatar's model url; kept across retries. */
  exportedUrl: string | null;
  /** renders[0] of the render API. */
  imageUrl: string | null;
  failure: AvatarFailure | null;
}

export type AvatarEvent =
  | { type: 'avatar.start' }
  | { type: 'avatar.retry' }
  | { type: 'avatar.again' }
  | { type: 'avatar.close' }
  | { type: 'editor.frameReady' }
  | { type: 'editor.avatarExported'; url: string };

export const avatarMachine = setup({
  types: {
    input: {} as AvatarInput,
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
  },
  actors: {
    renderAvatar: fromPromise<string, { model: string }>(providedBy('the avatar screen')),
    saveAvatar: fromPromise<Profile, AvatarRequest>(providedBy('the avatar screen')),
  },
  actions: {
    subscribeToEditorEvents: () => undefined,
    keepExportedAvatar: assign({
      exportedUrl: ({ event }) => (event.type === 'editor.avatarExported' ? event.url : null),
      imageUrl: null,
      failure: null,
    }),
    keepRender: assign({ imageUrl: ({ event }) => ('output' in event && typeof event.output === 'string' ? event.output : null) }),
    markTimedOut: assign({ failure: 'timeout' as const }),
    markRenderFailed: assign({ failure: 'renderFailed' as const }),
    markSaveFailed: assign({ failure: 'saveFailed' as const }),
    clearFailure: assign({ failure: null }),
    markSaved: assign({ currentImageUrl: ({ context }) => context.imageUrl }),
    forgetExport: assign({ exportedUrl: null, imageUrl: null, failure: null }),
    avatarSaved: () => undefined,
    returnToProfile: () => undefined,
  },
  guards: {
    renderedBefore: ({ context }) => context.imageUrl !== null,
  },
  delays: {
    renderTimeout: AVATAR_RENDER_TIMEOUT_MS,
  },
}).createMachine({
  id: 'avatar',
  description: 'The avatar flow: intro, editor in an iframe, render of the exported avatar, saved on the account.',
  context: ({ input }) => ({ currentImageUrl: input.currentImageUrl, exportedUrl: null, imageUrl: null, failure: null }),
  initial: 'intro',
  on: {
    'avatar.close': { target: '.closed', actions: 'returnToProfile', description: 'Closing returns to /profile, from any step (docs/product/avatar.md, Screens).' },
  },
  states: {
    intro: {
      description: 'The intro step: what the avatar is for, and the button that opens the editor.',
      on: {
        'avatar.start': { target: 'editor', description: 'The student starts: the editor opens.' },
      },
    },
    editor: {
      description: 'The avatar service editor in an iframe (pt-BR).',
      initial: 'loading',
      states: {
        loading: {
          description: 'The frame loads; the editor has not said it is ready.',
          on: {
            'editor.frameReady': { target: 'ready', actions: 'subscribeToEditorEvents', description: 'The frame is ready: subscribe to all of its events (v1.**).' },
          },
        },
        ready: {
          description: 'Subscribed: the student builds the avatar; the editor sends its events, the export among them.',
          on: {
            'editor.frameReady': { actions: 'subscribeToEditorEvents', description: 'The editor reloaded inside the frame: subscribe again.' },
            'editor.avatarExported': {
              target: '#avatar.rendering',
              actions: 'keepExportedAvatar',
              description: 'The student exported the avatar: keep its url and ask for its image.',
            },
          },
        },
      },
    },
    rendering: {
      description: "The editor is hidden and 'avatar being created' shows while the render API draws the avatar.",
      invoke: {
        id: 'renderAvatar',
        src: 'renderAvatar',
        input: ({ context }) => renderInput(context),
        onDone: { target: 'saving', actions: 'keepRender', description: 'renders[0] is the avatar image: save it with the avatar url.' },
        onError: { target: 'failed', actions: 'markRenderFailed', description: 'The render failed: say so; the exported avatar is kept for a retry.' },
      },
      after: {
        renderTimeout: { target: 'failed', actions: 'markTimedOut', description: 'No image after 60 s is a timeout; the exported avatar is kept (docs/product/avatar.md, API).' },
      },
    },
    saving: {
      description: 'Saves the avatar url and image on the account (PATCH /records/api/account/avatar).',
      invoke: {
        id: 'saveAvatar',
        src: 'saveAvatar',
        input: ({ context }) => avatarSaveRequest(context),
        onDone: { target: 'done', actions: ['markSaved', 'avatarSaved'], description: 'Saved: the profile and the top bar show the new avatar.' },
        onError: { target: 'failed', actions: 'markSaveFailed', description: 'The save failed: say so; the avatar and its image are kept for a retry.' },
      },
    },
    failed: {
      description: 'The render timed out or failed, or the save failed: the message and a retry; nothing exported is lost.',
      on: {
        'avatar.retry': [
          { guard: 'renderedBefore', target: 'saving', actions: 'clearFailure', description: 'The image exists: only the save is tried again.' },
          { target: 'rendering', actions: 'clearFailure', description: 'Ask for the image of the same exported avatar again.' },
        ],
        'avatar.again': { target: 'editor', actions: 'forgetExport', description: 'The student prefers to build the avatar again in the editor.' },
      },
    },
    done: {
      description: 'The avatar is saved: its image shows, with a way back to the profile or to build another.',
      on: {
        'avatar.again': { target: 'editor', actions: 'forgetExport', description: 'Build another avatar in the editor.' },
      },
    },
    closed: {
      type: 'final',
      description: 'The student left for /profile.',
    },
  },
});

/**
 * The avatar flow wired to the app: the render and the save (src/api/avatar), the subscription
 * posted to the editor's frame, the toast and the refreshed profile, and the way back.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { subscribeToAllEvents } from '@/api/avatar/editor-messages';
import { requestRender, saveAvatar } from '@/api/avatar/requests';
import type { HttpClient } from '@/api/http';
import { profileQuery, profileStatsQuery } from '@/api/profile/queries';
import { avatarMachine } from '@/machines/avatar/avatar.machine';
import { m } from '@/paraglide/messages.js';
import { showToast } from '@/ui/feedback/show-toast';

export interface AvatarWiring {
  http: HttpClient;
  queryClient: QueryClient;
  /** The editor's frame window, once it exists, and the origin it must have. */
  editorWindow: () => Window | null;
  editorOrigin: string;
  returnToProfile: () => void;
}

export function provideAvatar({ http, queryClient, editorWindow, editorOrigin, returnToProfile }: AvatarWiring) {
  return avatarMachine.provide({
    actors: {
      renderAvatar: fromPromise(({ input, signal }) => requestRender(input.model, signal)),
      saveAvatar: fromPromise(({ input }) => saveAvatar(http, input)),
    },
    actions: {
      subscribeToEditorEvents: () => editorWindow()?.postMessage(subscribeToAllEvents(), editorOrigin),
      avatarSaved: () => {
        showToast('success', m.avatar_saved());
        // The side card, the top bar and the experience (the first avatar's 35 EXP) refresh.
        void queryClient.invalidateQueries({ queryKey: profileQuery(http).queryKey });
        void queryClient.invalidateQueries({ queryKey: profileStatsQuery(http).queryKey });
      },
      returnToProfile: () => returnToProfile(),
    },
  });
}

import { useEffect, useRef } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { config } from '@/api/config';
import { editorFrameUrl, editorOrigin, listenToEditor } from '@/api/avatar/editor-messages';
import type { Profile } from '@/contract/profile';
import { profileQuery } from '@/api/profile/queries';
import { reportError } from '@/api/reporting';
import { inspect } from '@/machines/inspector';
import { avatarView } from '@/machines/avatar/avatar.view';
import { m } from '@/paraglide/messages.js';
import { AvatarCreating, AvatarDone, AvatarEditorFrame, AvatarFailed, AvatarIntro, AvatarPanel } from '@/ui/avatar/AvatarSteps';
import { ErrorState } from '@/ui/components';
import { PageHeading } from '@/ui/pages/PageHeading';
import { provideAvatar } from './avatar-actors';

const privateRoute = getRouteApi('/_private');

/** /profile/avatar (docs/product/avatar.md, Screens): waits for the stored profile (the current avatar), then runs the flow. */
export function AvatarScreen() {
  const { http } = privateRoute.useRouteContext();
  const profile = useQuery(profileQuery(http));
  return (
    <>
      <title>{`${m.common_pageAvatar()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageAvatar()}</PageHeading>
      {profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <AvatarFlow profile={profile.data} />
      ) : (
        <div aria-busy="true" className={css({ h: '420px', borderRadius: '2xl', bg: 'bg.subtle' })} />
      )}
    </>
  );
}

function AvatarFlow({ profile }: { profile: Profile }) {
  const { http, queryClient } = privateRoute.useRouteContext();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const origin = editorOrigin();
  const [state, send] = useMachine(
    // The frame's window is read when the flow posts to the editor, never while rendering.
    // eslint-disable-next-line react-hooks/refs
    provideAvatar({
      http,
      queryClient,
      editorWindow: () => frame.current?.contentWindow ?? null,
      editorOrigin: origin,
      returnToProfile: () => void navigate({ to: '/profile' }),
    }),
    { input: { currentImageUrl: profile.avatar?.imageUrl ?? null }, inspect },
  );

  // The boundary with the editor: only its frame, from its configured origin, in its shapes.
  useEffect(
    () =>
      listenToEditor(
        window,
        () => frame.current?.contentWindow ?? null,
        origin,
        (message) => {
          if (message.type === 'editor.frameReady') send({ type: 'editor.frameReady' });
          else if (message.type === 'editor.avatarExported') send({ type: 'editor.avatarExported', url: message.url });
        },
        (reason) => reportError(new Error(`Avatar editor message ignored: ${reason}`), { url: window.location.pathname }, config.authority),
      ),
    [origin, send],
  );

  const close = () => send({ type: 'avatar.close' });
  const again = () => send({ type: 'avatar.again' });
  const { context } = state;
  const view = avatarView(state);

  return (
    <AvatarPanel onClose={close}>
      {view.step === 'intro' ? (
        <AvatarIntro currentImageUrl={context.currentImageUrl} onStart={() => send({ type: 'avatar.start' })} />
      ) : view.step === 'editor' ? (
        <AvatarEditorFrame src={editorFrameUrl()} ready={view.ready} frameRef={frame} />
      ) : view.step === 'creating' ? (
        <AvatarCreating saving={view.saving} />
      ) : view.step === 'failed' ? (
        <AvatarFailed failure={view.failure} onRetry={() => send({ type: 'avatar.retry' })} onAgain={again} />
      ) : (
        <AvatarDone imageUrl={context.imageUrl} onBack={close} onAgain={again} />
      )}
    </AvatarPanel>
  );
}

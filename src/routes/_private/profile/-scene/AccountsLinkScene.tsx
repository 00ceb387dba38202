import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { discordLinkView } from '@/machines/game-accounts/discordLink.view';
import { epicLinkView } from '@/machines/game-accounts/epicLink.view';
import { inspect } from '@/machines/inspector';
import { m } from '@/paraglide/messages.js';
import { DiscordAccountCard } from '@/ui/game-accounts/DiscordAccountCard';
import { EpicAccountCard } from '@/ui/game-accounts/EpicAccountCard';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { useErrorTexts } from '@/ui/use-message-table';
import { provideDiscordLinkScene } from '@/routes/-game-accounts/discord-link-actors';
import { provideEpicLink } from './accounts-link-actors';
import { useErrorRound } from '@/ui/components/use-error-focus';

const privateRoute = getRouteApi('/_private');

/** Where the Discord round trip comes back to from this scene. */
const SCENE_PATH = '/profile/accounts-link';

/** /profile/accounts-link (docs/product/game-accounts.md, Screens): the Discord account and the Epic Games id. */
export function AccountsLinkScene() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <p className={css({ color: 'fg.muted' })}>{m.accounts_intro()}</p>
      <div className={css({ display: 'grid', gap: '5', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' })}>
        <DiscordAccount />
        <EpicAccount />
      </div>
    </div>
  );
}

function DiscordAccount() {
  const { http, queryClient, session } = privateRoute.useRouteContext();
  const [state, send] = useMachine(provideDiscordLinkScene({ http, queryClient, session }, SCENE_PATH), { input: {}, inspect });
  const view = discordLinkView(state);
  return (
    <>
      <DiscordAccountCard
        status={view.status}
        accountName={view.accountName}
        onConnect={() => send({ type: 'discord.connect' })}
        onDisconnect={() => send({ type: 'discord.disconnect' })}
        onRetry={() => send({ type: 'discord.retry' })}
      />
      <AlertDialog
        open={view.confirmOpen}
        title={m.accounts_discordConfirmTitle()}
        message={m.accounts_discordConfirmText()}
        confirmLabel={m.accounts_discordConfirm()}
        cancelLabel={m.common_cancel()}
        onConfirm={() => send({ type: 'discord.confirm' })}
        onCancel={() => send({ type: 'discord.cancel' })}
      />
    </>
  );
}

function EpicAccount() {
  const { http, queryClient, session } = privateRoute.useRouteContext();
  const [state, send] = useMachine(provideEpicLink({ http, queryClient, session }), { inspect });
  const { values, fieldErrors, linkedId } = state.context;
  const { status, connectionError } = epicLinkView(state);
  // Renders again when the server-message table arrives, so the texts below are found in it.
  const errors = useErrorTexts(fieldErrors);
  // Each submit that ends with errors is a new round: focus moves to the first of them.
  const errorRound = useErrorRound(fieldErrors);
  return (
    <EpicAccountCard
      status={status}
      linkedId={linkedId}
      values={values}
      errors={errors}
      connectionNote={connectionError === 'cancelled' ? m.accounts_epicConnectionCancelled() : connectionError === 'default' ? m.accounts_epicConnectionError() : null}
      onChange={(change) => send({ type: 'epic.change', change })}
      onSubmit={() => send({ type: 'epic.submit' })}
      errorRound={errorRound}
    />
  );
}

import type { SnapshotFrom } from 'xstate';
import type { discordLinkMachine } from './discordLink.machine';

type DiscordLinkSnapshot = SnapshotFrom<typeof discordLinkMachine>;

/** What the Discord card shows for a snapshot of its flow on the accounts-link scene. */
export interface DiscordLinkView {
  status: 'loading' | 'loadFailed' | 'redirecting' | 'disconnecting' | 'linked' | 'unlinked';
  /** The linked account's name, once known. */
  accountName: string | null;
  confirmOpen: boolean;
}

function statusOf(snapshot: DiscordLinkSnapshot): DiscordLinkView['status'] {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('redirecting')) return 'redirecting';
  if (snapshot.matches('disconnecting')) return 'disconnecting';
  // The account stays shown while the disconnect is being confirmed.
  if (snapshot.matches('linked') || snapshot.matches('confirmingDisconnect')) return 'linked';
  return 'unlinked';
}

export function discordLinkView(snapshot: DiscordLinkSnapshot): DiscordLinkView {
  return {
    status: statusOf(snapshot),
    accountName: snapshot.context.account?.accountDetail ?? null,
    confirmOpen: snapshot.matches('confirmingDisconnect'),
  };
}

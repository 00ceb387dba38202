import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { ChatIcon, CheckIcon, WarningIcon } from '@/ui/icons';
import { accountCard } from './account-card';

export type DiscordCardStatus = 'loading' | 'loadFailed' | 'unlinked' | 'redirecting' | 'linked' | 'disconnecting';

export interface DiscordAccountCardProps {
  status: DiscordCardStatus;
  /** The name the player has on Discord, when linked. */
  accountName: string | null;
  onConnect: () => void;
  onDisconnect: () => void;
  onRetry: () => void;
}

/** Discord linking on the accounts-link scene (docs/product/game-accounts.md, States): the linked account, connect and disconnect. */
export function DiscordAccountCard({ status, accountName, onConnect, onDisconnect, onRetry }: DiscordAccountCardProps) {
  return (
    <section className={accountCard.card} aria-labelledby="discord-title" aria-busy={status === 'loading' || status === 'redirecting'} data-testid="discord-card" data-status={status}>
      <div className={accountCard.header}>
        <span className={accountCard.badge} aria-hidden="true">
          <ChatIcon size={22} />
        </span>
        <h3 id="discord-title" className={accountCard.title}>
          {m.accounts_discordTitle()}
        </h3>
      </div>
      <p className={accountCard.text}>{m.accounts_discordText()}</p>
      {status === 'loading' ? (
        <div className={accountCard.skeleton} />
      ) : status === 'loadFailed' ? (
        <div className={accountCard.actions}>
          <p className={css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg.default', fontWeight: '600' })} role="alert">
            <span aria-hidden="true" className={css({ display: 'inline-flex', color: 'status.warning' })}>
              <WarningIcon size={18} />
            </span>
            {m.accounts_discordLoadError()}
          </p>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onRetry}>
            {m.accounts_discordRetry()}
          </button>
        </div>
      ) : status === 'linked' || status === 'disconnecting' ? (
        <div className={accountCard.actions}>
          <p className={accountCard.status} data-testid="discord-linked">
            <span className={accountCard.statusIcon} aria-hidden="true">
              <CheckIcon size={18} strokeWidth={3} />
            </span>
            {m.accounts_discordConnected({ name: accountName ?? '' })}
          </p>
          <button type="button" className={button({ variant: 'secondary' })} onClick={onDisconnect} disabled={status === 'disconnecting'}>
            {m.accounts_discordDisconnect()}
          </button>
        </div>
      ) : (
        <div className={accountCard.actions}>
          <p className={css({ color: 'fg.muted', fontWeight: '600' })}>{status === 'redirecting' ? m.accounts_discordRedirecting() : m.accounts_discordNotConnected()}</p>
          <button type="button" className={button({ variant: 'primary' })} onClick={onConnect} disabled={status === 'redirecting'}>
            {m.accounts_discordConnect()}
          </button>
        </div>
      )}
    </section>
  );
}

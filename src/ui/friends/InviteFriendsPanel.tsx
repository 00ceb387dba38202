import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { ChatIcon, CopyIcon, TrophyIcon, UserPlusIcon } from '@/ui/icons';

export interface InviteFriendsPanelProps {
  /** The inviter's referral link. */
  link: string;
  /** WhatsApp share address with the pre-filled invitation. */
  whatsappHref: string;
  onCopy: () => void;
}

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  p: { base: '4', sm: '6', lg: '8' },
  borderRadius: '2xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  maxW: '760px',
});
const reward = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  p: { base: '4', sm: '5' },
  borderRadius: 'xl',
  bg: 'accent.subtle',
  color: 'fg.default',
});
const rewardIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '12',
  h: '12',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.onAccent',
  _dark: { color: 'slate.950' },
});
const linkBox = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  p: '3',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  color: 'fg.default',
  overflowWrap: 'anywhere',
  userSelect: 'all',
  m: '0',
});

/** /invite-friends (docs/product/friends.md, Screens): the programme, the referral link, copy and WhatsApp share. */
export function InviteFriendsPanel({ link, whatsappHref, onCopy }: InviteFriendsPanelProps) {
  return (
    <section className={panel} aria-labelledby="invite-link-label" data-testid="invite-friends">
      <div className={reward}>
        <span className={rewardIcon} aria-hidden="true">
          <TrophyIcon size={24} />
        </span>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={css({ fontWeight: '800', fontSize: '1.05rem' })} data-testid="invite-programme">
            {m.friends_programme()}
          </p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.friends_progress()}</p>
        </div>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h2 id="invite-link-label" className={css({ display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sectionTitle', fontSize: '1.05rem' })}>
          <span aria-hidden="true" className={css({ display: 'inline-flex', color: 'accent.default' })}>
            <UserPlusIcon size={20} />
          </span>
          {m.friends_linkLabel()}
        </h2>
        <p className={linkBox} data-testid="invite-link">
          {link}
        </p>
      </div>
      <div className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row' }, gap: '3' })}>
        <button type="button" className={button({ variant: 'primary' })} onClick={onCopy}>
          <CopyIcon size={18} />
          {m.friends_copy()}
        </button>
        <a className={button({ variant: 'secondary' })} href={whatsappHref} target="_blank" rel="noopener noreferrer" data-testid="invite-whatsapp">
          <ChatIcon size={18} />
          {m.friends_whatsapp()}
        </a>
      </div>
    </section>
  );
}

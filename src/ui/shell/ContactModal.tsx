import { css } from 'styled-system/css';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { ChatIcon, MailIcon } from '@/ui/icons';
import { Modal } from '@/ui/feedback/Modal';

export interface ContactModalProps {
  open: boolean;
  chatUrl: string;
  email: string;
  onDismiss: () => void;
  onClose: () => void;
}

/** The contact-us modal opened from the footer. */
export default function ContactModal({ open, chatUrl, email, onDismiss, onClose }: ContactModalProps) {
  return (
    <Modal open={open} title={m.common_contactTitle()} description={m.common_contactText()} onDismiss={onDismiss} onClose={onClose}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <a className={button({ variant: 'primary' })} href={chatUrl} target="_blank" rel="noreferrer noopener">
          <ChatIcon size={20} />
          {m.common_contactChat()}
        </a>
        <a className={button({ variant: 'secondary' })} href={`mailto:${email}`}>
          <MailIcon size={20} />
          {m.common_contactEmail()}
        </a>
      </div>
    </Modal>
  );
}

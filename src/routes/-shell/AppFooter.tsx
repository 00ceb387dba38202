import { config, supportChatUrl } from '../../api/config';
import { m } from '../../paraglide/messages';
import { Footer } from '../../ui/shell/Footer';
import { ContactModal } from '../../ui/shell/ContactModal';
import { useShell } from './shell-context';

/** The footer wired to configuration and the contact-us modal flow. */
export function AppFooter({ userName }: { userName?: string }) {
  const { contact } = useShell();
  const chatMessage = userName ? m.whatsapp_loggedUser({ name: userName }) : m.whatsapp_anonymous();
  return (
    <>
      <Footer
        year={new Date().getFullYear()}
        version={config.version}
        privacyUrl={config.privacyUrl}
        termsUrl={config.termsUrl}
        social={config.social}
        onContact={contact.openModal}
      />
      <ContactModal
        open={contact.open}
        chatUrl={supportChatUrl(chatMessage)}
        email={config.supportEmail}
        onDismiss={contact.dismiss}
        onClose={contact.close}
      />
    </>
  );
}

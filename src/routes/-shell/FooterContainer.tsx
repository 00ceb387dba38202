import { config, supportChatUrl } from '@/api/config';
import { m } from '@/paraglide/messages';
import { Footer } from '@/ui/shell/Footer';
import { Suspense, lazy, useState } from 'react';

// The contact modal's code loads only once somebody asks for it.
const ContactModal = lazy(() => import('@/ui/shell/ContactModal'));
import { useShell } from './shell-context';

/** The footer wired to configuration and the contact-us modal flow. */
export function FooterContainer({ userName }: { userName?: string }) {
  const { contact } = useShell();
  // Once asked for, the modal stays mounted so closing can hand focus back to the button.
  const [requested, setRequested] = useState(false);
  if (!requested && !contact.closed) setRequested(true);
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
      {requested ? (
        <Suspense fallback={null}>
          <ContactModal
            open={contact.open}
            chatUrl={supportChatUrl(chatMessage)}
            email={config.supportEmail}
            onDismiss={contact.dismiss}
            onClose={contact.close}
          />
        </Suspense>
      ) : null}
    </>
  );
}

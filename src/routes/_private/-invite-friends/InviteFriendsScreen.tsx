import { getRouteApi } from '@tanstack/react-router';
import { whatsappShareUrl } from '@/api/config';
import { referralLink } from '@/domain/friends/referrals';
import { pickUtm } from '@/domain/utm';
import { m } from '@/paraglide/messages.js';
import { showToast } from '@/ui/feedback/show-toast';
import { InviteFriendsPanel } from '@/ui/friends/InviteFriendsPanel';
import { PageHeading } from '@/ui/pages/PageHeading';

const privateRoute = getRouteApi('/_private');

/** /invite-friends (docs/product/friends.md, Screens): the student's referral link, copy (1 s toast) and WhatsApp share. */
export function InviteFriendsScreen() {
  const { user } = privateRoute.useRouteContext();
  const link = referralLink(window.location.origin, user.id, pickUtm(window.location.search));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', m.status_inviteLinkCopied(), { duration: 1000 });
    } catch {
      showToast('warning', m.friends_copyFailed());
    }
  };
  return (
    <>
      <title>{`${m.common_pageInviteFriends()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageInviteFriends()}</PageHeading>
      <InviteFriendsPanel link={link} whatsappHref={whatsappShareUrl(m.whatsapp_inviteFriend({ link }))} onCopy={() => void copy()} />
    </>
  );
}

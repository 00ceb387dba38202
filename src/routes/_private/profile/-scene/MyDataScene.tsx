import { Link, getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { config } from '@/api/config';
import type { ProfileScene } from '@/domain/route-search-schemas';
import { m } from '@/paraglide/messages.js';
import { CorrectionCard } from '@/ui/data-rights/CorrectionCard';
import { DataCopyContainer, DeletionContainer } from '@/routes/-data-rights/DataRightsContainers';

const privateRoute = getRouteApi('/_private');
const SELF = { kind: 'self' } as const;
const link = css({ color: 'accent.default', fontWeight: '700', textDecoration: 'underline', _hover: { color: 'accent.emphasis' } });

const sceneLink = (scene: ProfileScene, text: string) => (
  <Link to="/profile/$scene" params={{ scene }} className={link}>
    {text}
  </Link>
);

/** "Meus dados" (docs/product/data-rights.md, Screens): a copy of everything, where to correct it, and the erasure. */
export function MyDataScene() {
  const { http, queryClient, user } = privateRoute.useRouteContext();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="my-data">
      <p className={css({ color: 'fg.muted' })}>{m.dataRights_sceneIntro()}</p>
      <DataCopyContainer http={http} subject={SELF} withMinors={user.role === 'SPONSOR'} heading="h3" />
      <CorrectionCard
        heading="h3"
        supportEmail={config.supportEmail}
        places={[
          { key: 'personal', link: sceneLink('personal-data', m.dataRights_correctPersonal()), detail: m.dataRights_correctPersonalDetail() },
          { key: 'school', link: sceneLink('my-clan', m.dataRights_correctSchool()), detail: m.dataRights_correctSchoolDetail() },
          { key: 'accounts', link: sceneLink('accounts-link', m.dataRights_correctAccounts()), detail: m.dataRights_correctAccountsDetail() },
          {
            key: 'avatar',
            link: (
              <Link to="/profile/avatar" className={link}>
                {m.dataRights_correctAvatar()}
              </Link>
            ),
            detail: m.dataRights_correctAvatarDetail(),
          },
        ]}
      />
      <DeletionContainer http={http} queryClient={queryClient} subject={SELF} heading="h3" />
    </div>
  );
}

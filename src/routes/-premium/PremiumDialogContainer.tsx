import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { citiesQuery } from '@/api/places';
import { profileQuery } from '@/api/profile/queries';
import { fetchCancellation, isSchoolLinkedJourney, redeemActivationCode, requestCancellation } from '@/api/premium/requests';
import { translate } from '@/domain/messages';
import { ageOn, todayInBrazil } from '@/domain/validation/age';
import { inspect } from '@/machines/inspector';
import { premiumDialogMachine } from '@/machines/premium/premiumDialog.machine';
import { premiumDialogView } from '@/machines/premium/premiumDialog.view';
import { SchoolLinkContainer } from '@/routes/-school/SchoolLinkContainer';
import { schoolLinkInputFor } from '@/routes/-school/school-link-input';
import { provideSchoolLink } from '@/routes/-school/schoolLinkActors';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';
import { PremiumDialog } from '@/ui/premium/PremiumDialog';
import { useMessageTable } from '@/ui/use-message-table';

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
const formatDate = (iso: string | null | undefined) => {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? null : dateFormat.format(time);
};

/**
 * The premium dialog over any private page while `premium=true` is in the URL (docs/product/premium.md, States). Loaded on
 * demand by the private layout. Closing removes `premium` and `premium_journey`; a redeemed code
 * reloads the same page with force_refresh=true, which brings the new claims.
 */
export default function PremiumDialogContainer({ journeyId }: { journeyId: number | null }) {
  const { http, session, user } = useRouteContext({ from: '/_private' });
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  const profile = useQuery(profileQuery(http));
  const schoolLinkLogic = useMemo(() => provideSchoolLink({ http, queryClient, session, afterRefresh: () => router.invalidate() }), [http, queryClient, session, router]);
  const leave = (extra: { force_refresh?: true }) =>
    void navigate({ to: '.', search: ({ premium: _premium, premium_journey: _journey, ...rest }: Record<string, unknown>) => ({ ...rest, ...extra }), replace: true });
  const [state, send] = useMachine(
    premiumDialogMachine.provide({
      actors: {
        resolveCourse: fromPromise(({ input }) => isSchoolLinkedJourney(http, input)),
        redeem: fromPromise(({ input }) => redeemActivationCode(http, input)),
        loadCancellation: fromPromise(() => fetchCancellation(http)),
        requestCancellation: fromPromise(() => requestCancellation(http)),
        schoolLink: schoolLinkLogic,
      },
      actions: {
        showSuccess: (_, { messageKey }) => showMessageToast('success', messageKey),
        showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
        reloadWithFreshToken: () => {
          void queryClient.invalidateQueries({ queryKey: ['profile'] });
          leave({ force_refresh: true });
        },
        close: () => leave({}),
      },
    }),
    {
      input: {
        isVip: user.isVip === true,
        isVipOnce: user.isVipOnce === true,
        age: user.birthDate ? ageOn(user.birthDate, todayInBrazil()) : null,
        schoolLinkStatus: user.schoolLinkStatus ?? 'NONE',
        journeyId,
        schoolLinkInput: schoolLinkInputFor(profile.data, user),
      },
      inspect,
    },
  );
  // Refusals are translated while rendering, once the server-message table is there.
  useMessageTable();
  if (state.status === 'done') return null;
  const { context } = state;
  const view = premiumDialogView(state);
  return (
    <PremiumDialog
      step={view.screen}
      vip={view.vip}
      expired={view.expired}
      code={context.code}
      codeError={context.codeError ? translate(context.codeError) : null}
      canSubmit={view.canSubmitCode}
      activeUntil={formatDate(context.activeUntil ?? profile.data?.vipUntil)}
      requestedAt={formatDate(context.cancellation?.requestedAt)}
      schoolLinkSlot={
        state.children.schoolLink ? (
          <SchoolLinkContainer
            actor={state.children.schoolLink}
            searchCities={async (stateId) => queryClient.fetchQuery(citiesQuery(http, stateId))}
          />
        ) : null
      }
      onCodeChange={(code) => send({ type: 'code.change', code })}
      onSubmitCode={() => send({ type: 'code.submit' })}
      onContinue={() => send({ type: 'premium.continue' })}
      onAgeConfirm={() => send({ type: 'age.confirm' })}
      onCancellationRequest={() => send({ type: 'cancellation.request' })}
      onCancellationConfirm={() => send({ type: 'cancellation.confirm' })}
      onCancellationBack={() => send({ type: 'cancellation.back' })}
      onClose={() => send({ type: 'premium.close' })}
    />
  );
}

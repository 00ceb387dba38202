import { useMemo, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { MatchDetail } from '@/contract/play';
import { organiserMatchQuery } from '@/api/organiser/matches';
import { translate } from '@/domain/messages';
import { emptyGames, gamesToWin, type ResolveValues } from '@/domain/organiser/resolve';
import { inspect } from '@/machines/inspector';
import { resolveMatchView } from '@/machines/organiser/resolveMatch.view';
import { m } from '@/paraglide/messages.js';
import { errorTexts } from '@/ui/components/field-binding';
import { ResolveDialog } from '@/ui/organiser/ResolveDialog';
import { useMessageTable } from '@/ui/use-message-table';
import { provideResolveMatch } from './event-run-actors';

const privateRoute = getRouteApi('/_private');

/** The values the dialog starts from: the reported games when there are some, else empty ones; a lobby lists every entry. */
function startingValues(match: MatchDetail): ResolveValues {
  if (match.format === 'BATTLE_ROYALE') {
    return {
      kind: 'LOBBY',
      note: '',
      entries: match.entries.map((entry) => ({ participantId: entry.participantId, name: entry.name, placement: entry.placement === null ? '' : String(entry.placement), eliminations: entry.eliminations === null ? '0' : String(entry.eliminations) })),
    };
  }
  const games = match.games.length > 0 ? match.games.map((game): [string, string] => [String(game.scores[0]), String(game.scores[1])]) : emptyGames(match.bestOf);
  return { kind: 'DUEL', bestOf: match.bestOf, games, note: '' };
}

export interface ResolveDialogContainerProps {
  matchId: number;
  /** Forcing a result on a READY or REPORTED match, rather than deciding a dispute. */
  force: boolean;
  onRefresh: () => void;
  onClose: () => void;
}

/** The resolve dialog of one match: its flow, the match it loads, and what is typed. */
export function ResolveDialogContainer({ matchId, force, onRefresh, onClose }: ResolveDialogContainerProps) {
  const { http } = privateRoute.useRouteContext();
  const match = useQuery(organiserMatchQuery(http, matchId));
  const [typed, setTyped] = useState<ResolveValues | null>(null);
  const machine = useMemo(() => provideResolveMatch({ http, refresh: onRefresh, close: onClose }), [http, onRefresh, onClose]);
  const [state, send] = useMachine(machine, { input: { matchId }, inspect });
  const view = resolveMatchView(state);
  useMessageTable();
  const values = typed ?? (match.data ? startingValues(match.data) : null);
  const bestOf = match.data?.bestOf ?? 1;
  const errors = errorTexts(state.context.fieldErrors);
  const sides: [string, string] = [match.data?.sides[0]?.name ?? m.organiser_tbd(), match.data?.sides[1]?.name ?? m.organiser_tbd()];
  const lobby = match.data?.format === 'BATTLE_ROYALE';
  return (
    <ResolveDialog
      open={view.open}
      title={force ? m.organiser_forceTitle() : m.organiser_resolveTitle()}
      intro={lobby ? m.organiser_resolveLobbyIntro() : m.organiser_resolveIntro({ wins: gamesToWin(bestOf) })}
      sides={sides}
      values={values}
      onChange={setTyped}
      errors={errors}
      failure={view.failureKeys.map(translate)}
      failed={view.failed}
      submitting={view.submitting}
      onSubmit={() => values && send({ type: 'resolveMatch.submit', values })}
      onCancel={() => send({ type: 'resolveMatch.cancel' })}
      onRetry={() => send({ type: 'resolveMatch.retry' })}
      onEdit={() => send({ type: 'resolveMatch.edit' })}
    />
  );
}

import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { GameAccounts, LinkGameAccountResponse } from '@/contract/game-accounts';

const reports = () => import('./contract-reports');

const gameAccountsContract: Contract<GameAccounts> = { is: typia.createIs<GameAccounts>(), explain: () => reports().then((r) => r.validateGameAccounts) };
const linkContract: Contract<LinkGameAccountResponse> = {
  is: typia.createIs<LinkGameAccountResponse>(),
  explain: () => reports().then((r) => r.validateLinkGameAccount),
};

/** Every query of the game accounts starts with this key. */
export const GAME_ACCOUNTS_KEY = 'game-accounts';

/** GET /records/api/account/games: the linked Epic account id (fresher than the token's claim). */
export const gameAccountsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [GAME_ACCOUNTS_KEY],
    queryFn: () => http(`${config.recordsApiBase}/account/games`, { contract: gameAccountsContract }),
    staleTime: 60_000,
  });

/** POST /records/api/account/games {epicAccountId}: links the Epic account once (docs/product/game-accounts.md, Rules). */
export const linkEpicAccount = (http: HttpClient, epicAccountId: string) =>
  http(`${config.recordsApiBase}/account/games`, { method: 'POST', body: { epicAccountId }, contract: linkContract });

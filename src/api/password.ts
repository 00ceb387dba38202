/** The signed-in password change (docs/product/account.md, API). */
import typia from 'typia';
import { config } from './config';
import type { ChangePasswordRequest, StatusResponse } from '@/contract/account';
import type { Contract, HttpClient } from './http';

const statusContract: Contract<StatusResponse> = {
  is: typia.createIs<StatusResponse>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateStatusResponse),
};

/** POST /records/api/account/change-password {oldPassword, newPassword}. */
export function changePassword(http: HttpClient, request: ChangePasswordRequest): Promise<StatusResponse> {
  const body: ChangePasswordRequest = { oldPassword: request.oldPassword, newPassword: request.newPassword };
  return http(`${config.recordsApiBase}/account/change-password`, { method: 'POST', body: { ...body }, contract: statusContract });
}

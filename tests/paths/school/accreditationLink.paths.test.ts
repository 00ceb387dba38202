import { ApiError } from '@/api/errors';
import { accreditationLinkMachine } from '@/machines/school/accreditationLink.machine';
import { describePaths } from '../harness';

const refusal = (status: number, key: string) => new ApiError({ status, fieldErrors: [], requestErrors: [key] });

describePaths(accreditationLinkMachine, {
  inputs: {
    valid: { token: 'link-de-credenciamento-valido-123', problem: null },
    expired: { token: 'link-de-credenciamento-vencido-12', problem: 'EXPIRED' },
  },
  invoked: {
    confirm: {
      done: [{ outcome: 'CONFIRMED', messageKey: 'status:schoolAuthorize.confirmed' }],
      error: [refusal(409, 'requestError:school.accreditationInProgress'), new Error('offline')],
    },
    decline: {
      done: [{ outcome: 'DECLINED', messageKey: 'status:schoolAuthorize.declined' }],
      error: [refusal(410, 'requestError:school.accreditationLinkExpired'), new Error('offline')],
    },
  },
});

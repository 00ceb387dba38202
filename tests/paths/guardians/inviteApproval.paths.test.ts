import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { inviteApprovalMachine, type InviteApprovalContext } from '@/machines/guardians/inviteApproval.machine';
import { describePaths } from '../harness';

const target = { inviteId: 31, teamName: 'Os Adultos' };

describePaths(inviteApprovalMachine, {
  inputs: { julia: { minorId: 7 } },
  events: {
    'approve.press': [{ type: 'approve.press', target }],
    'refuse.press': [{ type: 'refuse.press', target }],
  },
  invoked: {
    decide: { done: [undefined], error: [new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:guardian.inviteGone'] })] },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as InviteApprovalContext;
    return JSON.stringify({ value: snapshot.value, target: context.target?.inviteId ?? null, approve: context.approve });
  },
});

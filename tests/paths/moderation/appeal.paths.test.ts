import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { appealMachine, type AppealContext } from '@/machines/moderation/appeal.machine';
import { describePaths } from '../harness';

describePaths(appealMachine, {
  inputs: { valid: { reportId: 9, token: 'token-de-recurso-valido-123', usable: true }, used: { reportId: 9, token: 'token-de-recurso-usado-1234', usable: false } },
  events: {
    'appeal.submit': [
      { type: 'appeal.submit', text: 'curto' },
      { type: 'appeal.submit', text: 'Eu só estava brincando com meu amigo.' },
    ],
  },
  invoked: {
    send: {
      done: [undefined],
      error: [
        new ApiError({ status: 400, fieldErrors: [{ field: 'appeal', messageKey: 'validation:appeal.tooLong' }], requestErrors: [] }),
        new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:report.appealUsed'] }),
      ],
    },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as AppealContext;
    return JSON.stringify({ value: snapshot.value, text: context.text.length, errors: context.fieldErrors.map((e) => e.field) });
  },
});

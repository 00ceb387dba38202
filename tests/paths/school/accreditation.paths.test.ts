import { ApiError } from '@/api/errors';
import { accreditationMachine } from '@/machines/school/accreditation.machine';
import { describePaths } from '../harness';
import { accreditedSchool, director, openSchool, processingSchool, validExtras } from './accreditation.fixtures';

const refusal = (status: number, requestErrors: string[], fieldErrors: { field: string; messageKey: string }[] = []) =>
  new ApiError({ status, fieldErrors, requestErrors });

describePaths(accreditationMachine, {
  inputs: { director: { director } },
  events: {
    'accreditation.inepChange': [
      { type: 'accreditation.inepChange', inep: '24999005' },
      { type: 'accreditation.inepChange', inep: '2499' },
    ],
    'accreditation.change': [
      { type: 'accreditation.change', change: validExtras },
      { type: 'accreditation.change', change: { cep: '5901' } },
    ],
  },
  invoked: {
    findSchool: {
      done: [openSchool, processingSchool, accreditedSchool],
      error: [refusal(404, ['requestError:school.inepNotFound']), new Error('offline')],
    },
    requestAccreditation: {
      done: [{ school: openSchool, sentTo: 'se•••@escolas.example', expiresAt: '2026-11-29T15:00:00.000Z', messageKey: 'status:schoolAuthorize.confirmationSent' }],
      error: [
        refusal(409, ['requestError:school.accreditationInProgress']),
        refusal(409, ['requestError:school.noSchoolEmail']),
        refusal(400, ['status:default.error'], [{ field: 'cpf', messageKey: 'validation:cpf.invalid' }]),
        new Error('offline'),
      ],
    },
  },
});

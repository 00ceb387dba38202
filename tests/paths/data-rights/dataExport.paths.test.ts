import { ApiError } from '@/api/errors';
import { dataExportMachine } from '@/machines/data-rights/dataExport.machine';
import { describePaths } from '../harness';
import { COPY } from './data-rights.fixtures';

describePaths(dataExportMachine, {
  invoked: {
    fetchCopy: { done: [COPY], error: [new ApiError({ status: 401, fieldErrors: [], requestErrors: ['requestError:invalidToken'] })] },
  },
});

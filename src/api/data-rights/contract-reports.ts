/** The detailed typia reports of the data-rights answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { DataExport, DeletionRequestState } from '@/contract/data-rights';

export const validateDataExport = typia.createValidate<DataExport>();
export const validateDeletionRequestState = typia.createValidate<DeletionRequestState>();

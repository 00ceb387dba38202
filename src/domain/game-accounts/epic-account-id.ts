/** The Epic account id rule lives with the shared validation rules: several features check it. */
export { EPIC_ACCOUNT_ID_LENGTH, checkEpicAccountId, checkEpicAccountIdConfirmation } from '@/domain/validation/epic-account-id';

/** The detailed typia report of the notification answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { CountResponse } from './contract';

export const validateCount = typia.createValidate<CountResponse>();

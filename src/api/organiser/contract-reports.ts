/** The detailed typia reports of the organiser's answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { MatchActionResponse, MatchDetail, OrganiserEvent, OrganiserEventList } from '@/contract/play';

export const validateOrganiserEventList = typia.createValidate<OrganiserEventList>();
export const validateOrganiserEvent = typia.createValidate<OrganiserEvent>();
export const validateMatchDetail = typia.createValidate<MatchDetail>();
export const validateMatchAction = typia.createValidate<MatchActionResponse>();

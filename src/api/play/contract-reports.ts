/** The detailed typia reports of the play answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { Bracket, CheckInState, MatchActionResponse, MatchDetail, MyMatches, Standings } from '@/contract/play';

export const validateCheckIn = typia.createValidate<CheckInState>();
export const validateBracket = typia.createValidate<Bracket>();
export const validateStandings = typia.createValidate<Standings>();
export const validateMatch = typia.createValidate<MatchDetail>();
export const validateMyMatches = typia.createValidate<MyMatches>();
export const validateMatchAction = typia.createValidate<MatchActionResponse>();

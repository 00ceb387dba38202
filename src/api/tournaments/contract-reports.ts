/** The detailed typia reports of the tournament answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { ParticipantPage, SubscriptionResponse, Tournament, TournamentPage, UnsubscribeResponse } from '@/contract/tournaments';

export const validateTournamentPage = typia.createValidate<TournamentPage>();
export const validateTournament = typia.createValidate<Tournament>();
export const validateSubscription = typia.createValidate<SubscriptionResponse>();
export const validateUnsubscribe = typia.createValidate<UnsubscribeResponse>();
export const validateParticipantPage = typia.createValidate<ParticipantPage>();

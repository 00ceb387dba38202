/** The detailed typia reports of the journey answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { Banner, Campaign, Journey, JourneySubscriptionResponse, RankingPage, UserRewards } from '@/contract/journeys';

export const validateJourneys = typia.createValidate<Journey[]>();
export const validateJourney = typia.createValidate<Journey>();
export const validateCampaigns = typia.createValidate<Campaign[]>();
export const validateUserRewards = typia.createValidate<UserRewards>();
export const validateRankingPage = typia.createValidate<RankingPage>();
export const validateSubscription = typia.createValidate<JourneySubscriptionResponse>();
export const validateBanners = typia.createValidate<Banner[]>();

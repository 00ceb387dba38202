/** SPEC §4 "Subscription status" of a user in an event. */
export const SUBSCRIPTION_STATUSES = ['NOT_SUBSCRIBED', 'PENDING_DISCORD_SERVER_JOIN', 'PENDING_ACCOUNT_VERIFICATION', 'COMPLETED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

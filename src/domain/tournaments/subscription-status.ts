/** Subscription status of a user in an event (docs/product/tournaments.md, States). */
export const SUBSCRIPTION_STATUSES = ['NOT_SUBSCRIBED', 'PENDING_DISCORD_SERVER_JOIN', 'PENDING_ACCOUNT_VERIFICATION', 'COMPLETED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

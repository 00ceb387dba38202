// The one PostgreSQL schema of the reference backend; drizzle-kit reads this file.
export * from './places';
export * from './users';
export * from './schools';
export * from './profile';
export * from './notifications';
export * from './rewards';
export * from './auth';
export * from './tournaments';
export * from './teams';
export * from './event-subscriptions';
export * from './journeys';
export * from './discord';
export * from './referrals';
export * from './premium';
export * from './play';
export * from './guardians';
export * from './moderation';

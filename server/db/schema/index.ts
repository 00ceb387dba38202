// The one PostgreSQL schema of the reference backend; drizzle-kit reads this file.
export * from './places';
export * from './users';
export * from './schools';
export * from './notifications';
export * from './auth';

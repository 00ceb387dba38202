import type { Database } from './client';

/** What queries run on: the database itself or a transaction inside it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { cities, institutions, schoolLinks, states, users } from '../db/schema';

/** Everything the profile and the token claims show about a user, read in one query. */
export interface AccountRow {
  id: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'STUDENT' | 'TEACHER' | 'COORDINATOR' | 'SPONSOR' | 'ADMIN';
  birthDate: string | null;
  gender: 'MALE' | 'FEMALE' | 'NON_BINARY' | 'DO_NOT_INFORM' | null;
  phoneIdd: string;
  phoneDdd: string | null;
  phoneNumber: string | null;
  stateId: number | null;
  stateName: string | null;
  cityId: number | null;
  cityName: string | null;
  isVip: boolean;
  vipOnce: boolean;
  vipUntil: string | null;
  firstAccess: boolean;
  playId: string;
  discordId: string | null;
  epicAccountId: string | null;
  avatarSrcFullUrl: string | null;
  avatarImageUrl: string | null;
  hasSchoolLink: boolean;
  linkStepsCompleted: boolean | null;
  institutionId: number | null;
  educationLevel: string | null;
  institutionName: string | null;
  institutionAliasName: string | null;
}

// One JSON column instead of thirty: the embedded database spends most of a small query's time
// converting columns, so this keeps the hot paths (profile, token issuing) fast on PGlite too.
const accountJson = sql<string>`json_build_object(
  'id', ${users.id}, 'userName', ${users.userName}, 'email', ${users.email},
  'firstName', ${users.firstName}, 'lastName', ${users.lastName}, 'role', ${users.role},
  'birthDate', ${users.birthDate}, 'gender', ${users.gender},
  'phoneIdd', ${users.phoneIdd}, 'phoneDdd', ${users.phoneDdd}, 'phoneNumber', ${users.phoneNumber},
  'stateId', ${users.stateId}, 'stateName', ${states.name}, 'cityId', ${users.cityId}, 'cityName', ${cities.name},
  'isVip', coalesce(${users.vipUntil} > now(), false), 'vipOnce', ${users.vipOnce}, 'vipUntil', ${users.vipUntil},
  'firstAccess', ${users.firstAccessAt} is not null, 'playId', ${users.playId},
  'discordId', ${users.discordId}, 'epicAccountId', ${users.epicAccountId},
  'avatarSrcFullUrl', ${users.avatarSrcFullUrl}, 'avatarImageUrl', ${users.avatarImageUrl},
  'hasSchoolLink', ${schoolLinks.userId} is not null, 'linkStepsCompleted', ${schoolLinks.linkStepsCompleted},
  'institutionId', ${schoolLinks.institutionId}, 'educationLevel', ${schoolLinks.educationLevel},
  'institutionName', ${institutions.name}, 'institutionAliasName', ${institutions.aliasName}
)::text`;

function prepareAccountRow(db: Executor) {
  return db
    .select({ account: accountJson })
    .from(users)
    .leftJoin(states, eq(states.id, users.stateId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(schoolLinks, eq(schoolLinks.userId, users.id))
    .leftJoin(institutions, eq(institutions.id, schoolLinks.institutionId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('account_row');
}

// Built once per database: PostgreSQL then also keeps the plan (a named prepared statement).
const prepared = new WeakMap<Executor, ReturnType<typeof prepareAccountRow>>();

export async function loadAccountRow(db: Executor, userId: number): Promise<AccountRow | undefined> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareAccountRow(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ userId });
  if (!row) return undefined;
  const account = JSON.parse(row.account) as AccountRow;
  // Timestamps inside JSON keep PostgreSQL's offset form; normalise to ISO 8601 UTC.
  if (account.vipUntil) account.vipUntil = new Date(account.vipUntil).toISOString();
  return account;
}

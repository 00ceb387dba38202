// The writes of the fault test: the data they need, inserted straight into PostgreSQL before the
// load (team invitations, activation codes), the requests themselves, and the check afterwards
// that every acknowledged write is in the database exactly once, every refused one is absent, and
// none is there twice.
import pg from 'pg';
import { api, ok2xx } from './client.mjs';
import { OPEN_SOLO_EVENT } from './workload.mjs';

/** The demo's open team events without restrictions (server/README.md, Demo tournaments). */
const SQUAD_EVENT = 3;
const DUO_EVENT = 2;
export const WRITE_KINDS = ['subscription', 'accept', 'redeem', 'report'];
export const WRITE_LABELS = { subscription: 'subscriptions', accept: 'team invitation accepts', redeem: 'redeemed activation codes', report: 'reports' };

async function withDatabase(url, work) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * New students for this run, 17 years old (no guardian's consent needed, not an adult contact),
 * with the demo password: for a database earlier runs used up (BENCH_DATABASE_URL), where the
 * demo students have already joined, redeemed and reported.
 */
async function newStudents(db, count, { tag, role }) {
  if (count <= 0) return [];
  const prefix = `escala.${tag.toLowerCase()}.${role}`;
  const { rows } = await db.query(
    `insert into users (user_name, email, password_hash, email_verified, first_name, last_name, role, birth_date, play_id, accept_use_terms, first_access_at)
     select $1 || n, $1 || n || '@example.com', (select password_hash from users where email = 'torcida0001@example.com'), true,
            'Escala', $2 || ' ' || n, 'STUDENT', (current_date - interval '17 years 3 months')::date, 'Escala' || $3 || n || '#' || (7000 + n), true, now() - interval '30 days'
     from generate_series(1, $4::int) as n
     returning id, email, play_id as "playId"`,
    [prefix, role === 'writer' ? 'Escritor' : 'Capitão', `${tag}${role[0].toUpperCase()}`, count],
  );
  return rows;
}

/**
 * Picks, among `candidates` (e-mails), the students who can make every kind of write (not
 * premium, not subscribed to the open solo event, in no team of the team events, room under the
 * daily report limit), topped up with new students when earlier runs used them up, and prepares
 * for each: a subscription to the open solo event, an invitation to a team (3 of 4 to a squad of
 * the open squad event, the others to a duo) led by one of `leaders`, an activation code of their
 * own, and two reports of players of the play demo. Answers the users and their tasks.
 */
export function prepareWrites(url, { candidates, leaders, tag }) {
  return withDatabase(url, async (db) => {
    const { rows: users } = await db.query(
      `select u.id, u.email, u.play_id as "playId" from users u
       where u.email = any($1) and u.role = 'STUDENT'
         and (u.vip_until is null or u.vip_until < now())
         and not exists (select 1 from event_subscriptions s where s.user_id = u.id and s.event_id = $2)
         and not exists (select 1 from team_members m where m.user_id = u.id and m.event_id = any($3))
         and (select count(*) from reports r where r.reporter_id = u.id and r.created_at > now() - interval '1 day') <= 6
       order by u.email`,
      [candidates, OPEN_SOLO_EVENT, [SQUAD_EVENT, DUO_EVENT]],
    );
    users.push(...(await newStudents(db, candidates.length - users.length, { tag, role: 'writer' })));
    const { rows: events } = await db.query(`select id, mode_quantity as size, status from tournaments where id = any($1)`, [[SQUAD_EVENT, DUO_EVENT]]);
    const size = Object.fromEntries(events.map((event) => [event.id, event.size]));
    if (size[SQUAD_EVENT] !== 4 || size[DUO_EVENT] !== 2) throw new Error(`the demo's open squad (3) and duo (2) events are not as expected: ${JSON.stringify(events)}`);
    const squadGuests = Math.ceil((users.length * 3) / 4);
    // Team leaders: students under 18, so their invitations need no guardian's approval
    // (docs/product/guardians.md, Safe defaults), in no team of that event yet.
    const freeLeaders = async (eventId, wanted) => {
      const { rows } = await db.query(
        `select u.id, u.play_id as "playId" from users u
         where u.email = any($1) and u.birth_date > current_date - interval '18 years'
           and not exists (select 1 from team_members m where m.user_id = u.id and m.event_id = $2)
         order by u.email limit $3`,
        [leaders, eventId, wanted],
      );
      return [...rows, ...(await newStudents(db, wanted - rows.length, { tag: `${tag}${eventId}`, role: 'leader' }))];
    };
    const squadLeaders = await freeLeaders(SQUAD_EVENT, Math.ceil(squadGuests / 3));
    const duoLeaders = await freeLeaders(DUO_EVENT, users.length - squadGuests);
    const { rows: targets } = await db.query(`select play_id as "playId" from users where email like 'partida__@example.com' order by email`);

    const tasks = [];
    await db.query('begin');
    for (const [i, user] of users.entries()) {
      const mine = [];
      mine.push({ kind: 'subscription', user, eventId: OPEN_SOLO_EVENT });

      const squad = i < squadGuests;
      const leader = squad ? squadLeaders[Math.floor(i / 3)] : duoLeaders[i - squadGuests];
      if (leader) {
        const eventId = squad ? SQUAD_EVENT : DUO_EVENT;
        let teamId = leader.teams?.[eventId];
        if (!teamId) {
          const name = `${squad ? 'Esquadrão' : 'Dupla'} ${leader.playId.split('#')[0]} ${tag}`;
          teamId = (await db.query(`insert into teams (event_id, name, leader_id, created_at) values ($1, $2, $3, now() - interval '1 hour') returning id`, [eventId, name, leader.id])).rows[0].id;
          await db.query(`insert into team_members (team_id, event_id, user_id, joined_at) values ($1, $2, $3, now() - interval '1 hour')`, [teamId, eventId, leader.id]);
          leader.teams = { ...leader.teams, [eventId]: teamId };
        }
        const invite = await db.query(`insert into team_invites (team_id, user_id, user_identification, awaiting_guardian) values ($1, $2, $3, false) returning id`, [teamId, user.id, user.playId]);
        mine.push({ kind: 'accept', user, inviteId: invite.rows[0].id, teamId });
      }

      const code = `ESCALA-${tag}-${String(i + 1).padStart(4, '0')}`;
      await db.query(`insert into activation_codes (code, months) values ($1, 12)`, [code]);
      mine.push({ kind: 'redeem', user, code });

      for (const [n, category, says] of [
        [0, 'CHEATING', 'Usou programa de mira automática na partida de ontem'],
        [11, 'HARASSMENT', 'Mandou mensagens ofensivas no chat depois da partida'],
      ]) {
        mine.push({ kind: 'report', user, playId: targets[(i + n) % targets.length].playId, category, details: `${says} (relato ${tag}-${i + 1}-${n}).` });
      }
      // Each student writes in their own order, so every kind of write is in flight all along the run.
      const shift = i % mine.length;
      tasks.push(...mine.slice(shift), ...mine.slice(0, shift));
    }
    await db.query('commit');
    return { users, tasks };
  });
}

/** Sends one write with the session of its user and records what the client saw: ack (2xx), refused (another answer), or no answer. */
export async function performWrite(client, session, task) {
  const kind = `write:${task.kind}`;
  const json = { 'content-type': 'application/json' };
  const request = {
    subscription: () => api(client, kind, session, 'POST', `/educational/api/tournaments/${task.eventId}/subscription`, { expect: () => true }),
    accept: () => api(client, kind, session, 'POST', `/educational/api/teams/invitations/${task.inviteId}/accept`, { expect: () => true }),
    redeem: () => api(client, kind, session, 'PUT', `/records/api/activation-licence/${task.code}/redeem`, { expect: () => true }),
    report: () => api(client, kind, session, 'POST', '/records/api/reports', { headers: json, body: JSON.stringify({ target: { kind: 'PLAYER', playId: task.playId }, category: task.category, details: task.details }), expect: () => true }),
  }[task.kind];
  const res = await request();
  task.status = res.status;
  task.backend = res.backend;
  task.outcome = res.noAnswer ? 'no-answer' : ok2xx(res.status) ? 'ack' : 'refused';
  if (task.outcome === 'refused') task.refusal = `${res.status} ${res.body.slice(0, 160)}`;
  return task;
}

/**
 * How many of the writes the tasks aim at are in PostgreSQL now, per kind: the writers'
 * subscriptions to the event, their team memberships in the team events, the licences of this
 * run's codes, and this run's reports. Counted before and after the load, the difference is
 * what the load committed.
 */
export function countWrites(url, tasks) {
  return withDatabase(url, async (db) => {
    const ids = (kind) => [...new Set(tasks.filter((t) => t.kind === kind).map((t) => t.user.id))];
    const one = async (sql, params) => Number((await db.query(sql, params)).rows[0].count);
    const accepts = tasks.filter((t) => t.kind === 'accept');
    return {
      subscription: await one('select count(*) from event_subscriptions where event_id = $1 and user_id = any($2)', [OPEN_SOLO_EVENT, ids('subscription')]),
      accept: await one('select count(*) from team_members m join unnest($1::int[], $2::int[]) as t(team_id, user_id) using (team_id, user_id)', [accepts.map((t) => t.teamId), accepts.map((t) => t.user.id)]),
      redeem: await one('select count(*) from premium_licences where code = any($1)', [tasks.filter((t) => t.kind === 'redeem').map((t) => t.code)]),
      report: await one('select count(*) from reports where details = any($1)', [tasks.filter((t) => t.kind === 'report').map((t) => t.details)]),
    };
  });
}

/**
 * Reads every write's rows back. A write is `lost` when acknowledged and absent, `doubled` when
 * present more than once, and `refusedButPresent` when refused and present. Answers the figures
 * per kind and the offending tasks.
 */
export function verifyWrites(url, tasks) {
  return withDatabase(url, async (db) => {
    const count = {
      subscription: async (t) => Number((await db.query('select count(*) from event_subscriptions where event_id = $1 and user_id = $2', [t.eventId, t.user.id])).rows[0].count),
      accept: async (t) => Number((await db.query('select count(*) from team_members where team_id = $1 and user_id = $2', [t.teamId, t.user.id])).rows[0].count),
      redeem: async (t) => {
        const licences = Number((await db.query('select count(*) from premium_licences where code = $1', [t.code])).rows[0].count);
        const [code] = (await db.query('select redeemed_by from activation_codes where code = $1', [t.code])).rows;
        // A code redeemed by someone else, or redeemed without its licence, is a broken write too.
        if (code?.redeemed_by != null && (code.redeemed_by !== t.user.id || licences === 0)) return 99;
        return licences;
      },
      report: async (t) => Number((await db.query('select count(*) from reports where reporter_id = $1 and details = $2', [t.user.id, t.details])).rows[0].count),
    };
    const figures = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { sent: 0, ack: 0, refused: 0, noAnswer: 0, notSent: 0, ackPresentOnce: 0, noAnswerPresent: 0, lost: 0, doubled: 0, refusedButPresent: 0, refusals: new Map() }]));
    const problems = [];
    for (const task of tasks) {
      const f = figures[task.kind];
      const n = await count[task.kind](task);
      task.rows = n;
      if (!task.outcome) {
        f.notSent += 1;
        if (n !== 0) problems.push({ problem: 'present though never sent', task });
        continue;
      }
      f.sent += 1;
      if (n > 1) {
        f.doubled += 1;
        problems.push({ problem: 'present more than once', task });
      }
      if (task.outcome === 'ack') {
        f.ack += 1;
        if (n === 1) f.ackPresentOnce += 1;
        if (n === 0) {
          f.lost += 1;
          problems.push({ problem: 'acknowledged but absent', task });
        }
      } else if (task.outcome === 'refused') {
        f.refused += 1;
        const reason = `${task.status} ${/"messageKey":"([^"]+)"/.exec(task.refusal)?.[1] ?? task.refusal.slice(4, 60)}`;
        f.refusals.set(reason, (f.refusals.get(reason) ?? 0) + 1);
        if (n > 0) {
          f.refusedButPresent += 1;
          problems.push({ problem: 'refused but present', task });
        }
      } else {
        f.noAnswer += 1;
        if (n === 1) f.noAnswerPresent += 1;
      }
    }
    return { figures, problems };
  });
}

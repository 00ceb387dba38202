// What the virtual users do: the requests the web app makes for each screen (read from
// src/routes and src/api), sign-ins, refreshes and solo subscriptions, mixed by weight.
import { api, ok2xx, refresh, signIn } from './client.mjs';

/** The GETs of a signed-in student's /home: the shell (bell count, avatar, supervision, guardian notice) and the page (banners, journeys, next matches, running tournaments). */
const HOME = [
  '/records/api/notifications/unread',
  '/records/api/quests/current/count',
  '/records/api/user/profile',
  '/records/api/user/supervision',
  '/records/api/user/guardian',
  '/educational/api/banners',
  '/educational/api/journeys',
  '/educational/api/matches/mine',
  '/educational/api/tournaments?pageSize=20&status=RUNNING',
];

/** /tournaments: its three rows. */
const TOURNAMENTS = ['/educational/api/tournaments?pageSize=20&status=OPEN', '/educational/api/tournaments?pageSize=20&status=CHECK_IN%2CRUNNING', '/educational/api/tournaments?pageSize=20&status=CONCLUDED'];

/** The notification panel opened: its first page and the current quests. */
const NOTIFICATIONS = ['/records/api/notifications?page=0&size=5', '/records/api/quests/current'];

/** The open solo event every student may join (demo event 1, "Arena Aberta Rocket League 1v1"). */
export const OPEN_SOLO_EVENT = 1;

/** A session is refreshed before its access token has less than this left, as oidc-client-ts does. */
const REFRESH_MARGIN_S = 10;

const answered = (...statuses) => (status) => ok2xx(status) || statuses.includes(status);

/** Counters a run keeps beside the per-request figures. */
export function newTally() {
  return { actions: 0, signIns: 0, signInFailures: 0, refreshes: 0, refreshFailures: 0, refreshNoAnswer: 0, unauthorized: 0, sessionsEnded: 0, subscribed: 0, unsubscribed: 0, failures: [] };
}

function noteFailure(tally, what) {
  if (tally.failures.length < 20) tally.failures.push(what);
}

const getAll = (client, kind, session, paths, tally) =>
  Promise.all(
    paths.map(async (path) => {
      const res = await api(client, kind, session, 'GET', path);
      if (res.status === 401) {
        tally.unauthorized += 1;
        noteFailure(tally, `401 on GET ${path} (${session.email}, server ${res.backend})`);
      }
      return res;
    }),
  );

/**
 * The users and their sessions. Each virtual user holds a few slots, each a signed-in user;
 * a sign-in replaces a slot's user by the next free one of the pool, so many distinct users
 * sign in over a run and no user is signed in twice at once.
 */
export class Crowd {
  constructor(client, emails) {
    this.client = client;
    this.free = [...emails];
    this.slots = [];
    /** Whether each user is subscribed to the open solo event, as last seen. */
    this.subscribed = new Map();
  }

  /** Signs in `count` users into new slots (before a measurement, so it does not start with a burst of sign-ins). */
  async prepare(count, concurrency = 8) {
    const slots = Array.from({ length: count }, () => ({ session: null }));
    let next = 0;
    const tally = newTally();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < slots.length) await this.replace(slots[next++], tally);
      }),
    );
    if (tally.signInFailures > 0) throw new Error(`${tally.signInFailures} sign-ins failed while preparing: ${tally.failures.join('; ')}`);
    this.slots.push(...slots);
  }

  /** The slot's user signs out of the bench (the session is dropped) and the next free user signs in. */
  async replace(slot, tally) {
    if (slot.session) this.free.push(slot.session.email);
    slot.session = null;
    const email = this.free.shift();
    try {
      slot.session = await signIn(this.client, email);
      tally.signIns += 1;
    } catch (error) {
      this.free.push(email);
      tally.signInFailures += 1;
      noteFailure(tally, error.message);
    }
  }

  /**
   * Runs `vus` virtual users over the slots until `until()` is true. `mix` weighs the actions;
   * `extra` adds actions of the caller's (name → async (session, tally) => …).
   */
  async run({ vus, mix, until, tally = newTally(), extra = {}, replaceSessions = true }) {
    const actions = { ...this.actions(tally), ...extra };
    const entries = Object.entries(mix).filter(([, weight]) => weight > 0);
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    const choose = () => {
      let r = Math.random() * total;
      for (const [name, weight] of entries) if ((r -= weight) < 0) return name;
      return entries[entries.length - 1][0];
    };
    if (this.slots.length < vus) throw new Error(`${vus} virtual users need at least as many signed-in slots, not ${this.slots.length}`);
    const perVu = Math.floor(this.slots.length / vus);
    await Promise.all(
      Array.from({ length: vus }, async (_, vu) => {
        const mine = this.slots.slice(vu * perVu, vu * perVu + perVu);
        for (let turn = 0; !until(); turn += 1) {
          const slot = mine[turn % mine.length];
          const action = choose();
          tally.actions += 1;
          if (!slot.session || slot.session.ended) {
            if (replaceSessions) await this.replace(slot, tally);
            // A session that ended stays ended here: the next slot's turn comes after a pause, so a virtual user whose sessions all ended does not spin.
            else await new Promise((resolve) => setTimeout(resolve, 5));
            continue;
          }
          if (action === 'signin' && replaceSessions) {
            await this.replace(slot, tally);
            continue;
          }
          // The web app refreshes before the access token runs out.
          if (slot.session.expiring(REFRESH_MARGIN_S) && action !== 'refresh') {
            if (!(await this.refreshOrEnd(slot.session, tally))) continue;
          }
          await actions[action](slot.session, tally);
        }
      }),
    );
    return tally;
  }

  /** A refresh; a refused one ends the session (the web app would show the sign-in page). Answers whether the session goes on. */
  async refreshOrEnd(session, tally) {
    const res = await refresh(this.client, session);
    tally.refreshes += 1;
    if (res.status === 200) return true;
    tally.refreshFailures += 1;
    if (res.noAnswer) {
      // The answer never came: the refresh token may or may not have rotated. The next refresh tries the same one again.
      tally.refreshNoAnswer += 1;
      noteFailure(tally, `refresh without an answer (${session.email}, ${res.error ?? res.status})`);
      return true;
    }
    noteFailure(tally, `refresh refused ${res.status} ${res.body.slice(0, 120)} (${session.email}, server ${res.backend}, after ${session.unansweredRefreshes} unanswered)`);
    session.ended = { status: res.status, afterUnanswered: session.unansweredRefreshes > 0 };
    tally.sessionsEnded += 1;
    return false;
  }

  actions(tally) {
    const client = this.client;
    return {
      home: (session) => getAll(client, 'home', session, HOME, tally),
      tournaments: (session) => getAll(client, 'tournaments', session, TOURNAMENTS, tally),
      notifications: (session) => getAll(client, 'notifications', session, NOTIFICATIONS, tally),
      refresh: (session) => this.refreshOrEnd(session, tally),
      signin: () => {},
      // The event's page, then the button: subscribe, or cancel when already subscribed.
      subscription: async (session) => {
        await getAll(client, 'tournaments', session, [`/educational/api/tournaments/${OPEN_SOLO_EVENT}`], tally);
        if (this.subscribed.get(session.email)) {
          const res = await api(client, 'subscription', session, 'DELETE', `/educational/api/events/${OPEN_SOLO_EVENT}/unsubscribe`, { expect: answered(404) });
          if (res.status === 200 || res.status === 404) this.subscribed.set(session.email, false);
          if (res.status === 200) tally.unsubscribed += 1;
        } else {
          const res = await api(client, 'subscription', session, 'POST', `/educational/api/tournaments/${OPEN_SOLO_EVENT}/subscription`, { expect: answered(409) });
          if (res.status === 201 || res.status === 409) this.subscribed.set(session.email, true);
          if (res.status === 201) tally.subscribed += 1;
          else if (!ok2xx(res.status) && res.status !== 409) noteFailure(tally, `subscription ${res.status} ${res.body.slice(0, 160)} (${session.email})`);
        }
      },
    };
  }
}

/**
 * What the replays of a squad event's team steps share (teamFormation.spec.ts drives the team
 * formation flow, tournamentModal.spec.ts the modal around it): the squad event and team they
 * open, the reserve student who plays every part, and the team requests held at the network and
 * answered as the path says, so nothing about teams is stored and the account stays reusable.
 */
import { expect, type Page, type Route } from '@playwright/test';
import type { Team } from '@/contract/teams';
import { acceptCookiePolicy, addSession } from '../support/session';
import type { ScreenTools } from './screen-replay';

/** Squad Aberto Free Fire: open, squads of 4, every student may join (server/seed). */
export const SQUAD_EVENT = 3;
/** The team id the replays put in ?teamId; its answers are the fixtures' teams. */
export const SQUAD_TEAM = 40;
/** A reserve student in no team; squad.spec.ts takes reserva01…31, so this one is left to the replays. */
export const SQUAD_STUDENT = 'reserva32@example.com';

/** The tournament modal on its team steps (titled after the event). */
export const teamModal = (page: Page) => page.getByRole('dialog', { name: /^Equipe · / });

/**
 * The student who plays every part. Each path that enters starts a session of its own (a fresh
 * grant, without the login page), so no path depends on the tokens another one left.
 */
export function reserveSession(email = SQUAD_STUDENT) {
  return {
    /** Signs the student in (cookies accepted); the next page opened starts signed in. Resolves with the student's user id. */
    async enter({ context }: ScreenTools): Promise<number> {
      await acceptCookiePolicy(context);
      return addSession(context, email);
    },
  };
}

/** Swaps a fixture's viewer id with the student's real id (and back), so the fixture's part is the student's. */
export const swapViewer = (fixtureId: number, realId: number) => (id: number) => (id === fixtureId ? realId : id === realId ? fixtureId : id);

/** A team as the path describes it, with the viewer played by the signed-in student. */
export function asStudent(team: Team, swap: (id: number) => number): Team {
  return {
    ...team,
    leader: { ...team.leader, id: swap(team.leader.id) },
    teamMembers: team.teamMembers.map((member) => ({ ...member, id: swap(member.id) })),
    invites: team.invites.map((invite) => ({ ...invite, userId: swap(invite.userId) })),
  };
}

/** Every change to a team and every look at one is held in `held`; the lists (not on the modal) go through. */
export async function holdTeamRequests(page: Page, held: Route[]) {
  await page.route(/\/educational\/api\/teams(\/.*)?(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    const list = route.request().method() === 'GET' && (url.pathname.endsWith('/teams') || url.pathname.endsWith('/pending'));
    if (list) return route.continue();
    held.push(route);
    return undefined;
  });
}

/** The next held team request, once the page has sent it. */
export async function nextTeamRequest(held: Route[]): Promise<Route> {
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return held.shift()!;
}

/** A held team request succeeds with an invoked actor's output, teams played by the student (201 for creations). */
export async function answerTeamRequest(route: Route, output: Team | { messageKey: string; team?: Team }, swap: (id: number) => number) {
  const json = 'teamMembers' in output ? asStudent(output, swap) : output.team ? { ...output, team: asStudent(output.team, swap) } : output;
  const created = route.request().method() === 'POST' && /\/teams(\/\d+\/invite)?$/.test(new URL(route.request().url()).pathname);
  await route.fulfill({ status: created ? 201 : 200, json });
}

interface ProblemSample {
  problem?: { status: number; fieldErrors: { field: string; messageKey: string }[]; requestErrors: string[] };
}

/** An ApiError sample as the error body (docs/product/shell.md, Errors) the server would send; null for a network failure (status 0). */
export function problemResponse(error: unknown): { status: number; json: unknown[] } | null {
  const { problem } = error as ProblemSample;
  if (!problem || problem.status === 0) return null;
  const code = (messageKey: string) => messageKey.split('.').pop();
  return {
    status: problem.status,
    json: [
      ...problem.fieldErrors.map(({ field, messageKey }) => ({ field, code: code(messageKey), messageKey })),
      ...problem.requestErrors.map((messageKey) => ({ code: code(messageKey), messageKey })),
    ],
  };
}

/** A held team request fails as an ApiError sample says: its error body (docs/product/shell.md, Errors), or a network failure. */
export async function failTeamRequest(route: Route, error: unknown) {
  const response = problemResponse(error);
  await (response ? route.fulfill(response) : route.abort('failed'));
}

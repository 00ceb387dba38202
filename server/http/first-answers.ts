import type { Context } from 'hono';
import { FIRST_ANSWERS_ELEMENT, type FirstAnswer, type FirstAnswers } from '../../src/domain/first-answers';
import { requestIdOf } from './operations';
import type { AppEnv } from './types';

/** A page whose first read the server answers inside it: its address, and the read it makes. */
interface AnsweredPage {
  page: RegExp;
  read: (parameters: string[]) => string;
}

/**
 * The link pages a person opens from an e-mail, most often on a phone and signed out: a guardian's
 * consent link, a sanctioned person's appeal link and a school's accreditation link. Each reads one
 * public answer before it can show anything; sent with the page, that read costs no second round
 * trip and no HTTP client (docs/decisions.md, A link page's first read comes with the page). The
 * reads are the ones the pages make (src/api/guardians/consent-link.ts,
 * src/api/moderation/appeal-requests.ts, src/api/school/accreditation-link.ts), which a test holds
 * them to.
 */
export const ANSWERED_PAGES: readonly AnsweredPage[] = [
  { page: /^\/guardian\/consent\/([^/]+)\/?$/, read: ([token]) => `/records/api/public/guardian/consent/${encodeURIComponent(token!)}` },
  { page: /^\/appeal\/([^/]+)\/?$/, read: ([token]) => `/records/api/public/reports/appeal/${encodeURIComponent(token!)}` },
  { page: /^\/school\/accreditation\/([^/]+)\/?$/, read: ([token]) => `/educational/api/public/schools/accreditation-requests/${encodeURIComponent(token!)}` },
];

/** Sends a read to the app's own routes, as the browser would, and resolves with its answer. */
export type ReadAnswerer = (path: string, c: Context<AppEnv>) => Promise<Response>;

/** The read a page at `pathname` makes first, if the server answers it inside the page. */
export function answeredRead(pathname: string): string | undefined {
  for (const { page, read } of ANSWERED_PAGES) {
    const match = page.exec(pathname);
    if (match) return read(match.slice(1));
  }
  return undefined;
}

/**
 * The answers for a page at `pathname`, or null when it has none to carry: a page that makes no such
 * read, or a read the app could not answer (the page then reads it itself, as it always could).
 */
export async function firstAnswers(pathname: string, c: Context<AppEnv>, answer: ReadAnswerer): Promise<FirstAnswers | null> {
  const path = answeredRead(pathname);
  if (!path) return null;
  try {
    const response = await answer(path, c);
    if (response.status >= 500) return null;
    const text = await response.text();
    const requestId = response.headers.get('x-request-id') ?? requestIdOf(c);
    const first: FirstAnswer = { status: response.status, body: text === '' ? null : JSON.parse(text), ...(requestId ? { requestId } : {}) };
    return { [path]: first };
  } catch {
    return null;
  }
}

/**
 * The page with its answers in a JSON data block after the app's root. A data block never runs, so
 * the policy that forbids inline scripts allows it; `<` is escaped so no text in an answer can close
 * the element.
 */
export function withFirstAnswers(html: string, answers: FirstAnswers): string {
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT}">${json}</script>`;
  const root = '<div id="root"></div>';
  return html.includes(root) ? html.replace(root, `${root}${block}`) : html.replace('</body>', `${block}</body>`);
}

/**
 * What the server and the app agree on for a page whose first read the server answers inside the
 * page it sends (docs/decisions.md, A link page's first read comes with the page): the element
 * that carries the answers, and what each answer holds.
 */

/** The id of the `<script type="application/json">` element, a data block that never runs. */
export const FIRST_ANSWERS_ELEMENT = 'first-answers';

/** The server's answer to one read, as the read would have received it. */
export interface FirstAnswer {
  status: number;
  /** The answer's JSON, or null when it had none. */
  body: unknown;
  /** The answer's X-Request-Id, which the server's logs carry. */
  requestId?: string;
}

/** The answers a page carries, by the path of the read each answers. */
export type FirstAnswers = Record<string, FirstAnswer>;

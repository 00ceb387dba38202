import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export { raw };
export type Markup = HtmlEscapedString;

/**
 * hono/html's `html` for the server's pages: every interpolated value is escaped, except the
 * results of `markup` itself and of `raw` (trusted markup). It answers synchronously when no value
 * is a promise, which these pages never interpolate; a promise would be a bug, so it throws.
 */
export function markup(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  const result = html(strings, ...values);
  if (result instanceof Promise) throw new TypeError('A server page interpolated a promise.');
  return result;
}

/**
 * A whole page as a primitive string: `markup` returns a String object, which some consumers
 * (oidc-provider's Koa context) would not send as text.
 */
export const documentText = (page: Markup): string => page.toString();

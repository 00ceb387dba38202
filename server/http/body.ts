import type { Context } from 'hono';
import type { FieldError } from '../../src/contract/errors';
import { fail } from './errors';

/** Request bodies above this are refused with 413 (the app applies it to every API route). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Routes that take an upload, with their own limit: a dispute's screenshot (docs/product/play.md, Limits) and its form. */
export const UPLOAD_ROUTES: ReadonlyArray<{ path: RegExp; maxSize: number; field: string }> = [{ path: /^\/educational\/api\/matches\/\d{1,10}\/dispute$/, maxSize: 5 * 1024 * 1024 + 64 * 1024, field: 'image' }];

export type BodyKind = 'json' | 'form';

/**
 * Reads a JSON object or a form body (urlencoded or multipart) as plain fields. Malformed
 * bodies are 400, other media types 415; files in a form are reported as invalid fields later.
 */
export async function readBody(c: Context, accept: readonly BodyKind[] = ['json', 'form']): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const isJson = type === 'application/json' || type.endsWith('+json');
  const isForm = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
  if ((isJson && !accept.includes('json')) || (isForm && !accept.includes('form')) || (!isJson && !isForm)) {
    throw fail.unsupportedMediaType();
  }
  if (isJson) {
    const text = await c.req.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw fail.badRequest('malformedBody', 'requestError:malformedBody');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw fail.badRequest('malformedBody', 'requestError:malformedBody');
    return parsed as Record<string, unknown>;
  }
  try {
    return (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw fail.badRequest('malformedBody', 'requestError:malformedBody');
  }
}

type Parsed<T> = { ok: true; value: T | undefined } | { ok: false; code: string; detail?: string };

/** How one field of a body is read: its type and size limits. */
export interface FieldRule<T> {
  parse(raw: unknown): Parsed<T>;
}

const bad = (code: string, detail?: number): { ok: false; code: string; detail?: string } =>
  detail === undefined ? { ok: false, code } : { ok: false, code, detail: String(detail) };

/** A string (numbers are taken as their text); longer than `max` is refused. */
export const text = (max = 255): FieldRule<string> => ({
  parse(raw) {
    if (raw === undefined || raw === null) return { ok: true, value: undefined };
    if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw);
    // PostgreSQL text cannot hold NUL characters.
    if (typeof raw !== 'string' || raw.includes('\u0000')) return bad('invalid');
    if (raw.length > max) return bad('max', max);
    return { ok: true, value: raw };
  },
});

/** true/false, also as the form strings "true"/"false"/"on". */
export const bool = (): FieldRule<boolean> => ({
  parse(raw) {
    if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
    if (typeof raw === 'boolean') return { ok: true, value: raw };
    if (raw === 'true' || raw === 'on') return { ok: true, value: true };
    if (raw === 'false') return { ok: true, value: false };
    return bad('invalid');
  },
});

/** A whole number within [min, max], also as a string of digits. */
export const int = (min = 1, max = 2_147_483_647): FieldRule<number> => ({
  parse(raw) {
    if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
    let value: number;
    if (typeof raw === 'number') value = raw;
    else if (typeof raw === 'string' && /^-?\d{1,10}$/.test(raw.trim())) value = Number(raw.trim());
    else return bad('invalid');
    if (!Number.isSafeInteger(value) || value < min || value > max) return bad('invalid');
    return { ok: true, value };
  },
});

/** Accepts JSON null as null (to clear a value); absent stays undefined. */
export const nullable = <T>(rule: FieldRule<T>): FieldRule<T | null> => ({
  parse(raw) {
    if (raw === null) return { ok: true, value: null };
    return rule.parse(raw);
  },
});

type Values<S extends Record<string, FieldRule<unknown>>> = { [K in keyof S]: S[K] extends FieldRule<infer T> ? T | undefined : never };

/**
 * Reads the fields a route knows from a body. Wrong types and oversized values become field
 * errors (`validation:<field>.invalid` / `.max`); unknown fields are ignored.
 */
export function readFields<S extends Record<string, FieldRule<unknown>>>(body: Record<string, unknown>, spec: S): { values: Values<S>; issues: FieldError[] } {
  const values: Record<string, unknown> = {};
  const issues: FieldError[] = [];
  for (const [field, rule] of Object.entries(spec)) {
    let raw = Object.hasOwn(body, field) ? body[field] : undefined;
    // A form may repeat a field; the first value counts.
    if (Array.isArray(raw) && !(typeof raw[0] === 'object' && raw[0] !== null)) raw = raw[0];
    const parsed = rule.parse(raw);
    if (parsed.ok) values[field] = parsed.value;
    else {
      const issue: FieldError = { field, code: parsed.code, messageKey: `validation:${field}.${parsed.code}` };
      if (parsed.detail !== undefined) issue.detail = parsed.detail;
      issues.push(issue);
    }
  }
  return { values: values as Values<S>, issues };
}

/** A path id: a positive 32-bit integer, else 404 with the given messageKey. */
export function pathId(value: string | undefined, notFoundKey = 'requestError:notFound'): number {
  if (!value || !/^\d{1,10}$/.test(value)) throw fail.notFound(notFoundKey);
  const id = Number(value);
  if (id < 1 || id > 2_147_483_647) throw fail.notFound(notFoundKey);
  return id;
}

/** Keeps one error per field: a type error found while reading wins over the rule checks. */
export function mergeIssues(first: FieldError[], second: FieldError[]): FieldError[] {
  const seen = new Set(first.map((issue) => issue.field));
  return [...first, ...second.filter((issue) => !seen.has(issue.field))];
}

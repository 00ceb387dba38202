/**
 * Safe readers for URL search params. TanStack Router hands validateSearch values that are
 * already JSON-parsed ("3" → 3, "true" → true), and a URL can hold anything, so every reader
 * accepts unknown input and falls back to a safe default instead of throwing.
 */
import { readUtmSearch, type UtmParams } from './utm';

const MAX_TEXT = 512;

/** A trimmed, non-empty string of reasonable length; numbers are kept as their text. */
export function readText(value: unknown, maxLength = MAX_TEXT): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > maxLength) return undefined;
  return trimmed;
}

/** A positive integer id (1 … 2^31-1); NaN, decimals, negatives and junk give undefined. */
export function readId(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : undefined;
}

/** A zero-based page index. */
export function readPage(value: unknown): number {
  const id = value === 0 || value === '0' ? 0 : readId(value);
  return id ?? 0;
}

/** `true`/`false` in either form; anything else gives the fallback. */
export function readFlag(value: unknown, fallback = false): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return fallback;
}

/** One of the allowed values, or the fallback. */
export function readOneOf<const T extends string | number>(value: unknown, allowed: readonly T[], fallback: T): T;
export function readOneOf<const T extends string | number>(value: unknown, allowed: readonly T[]): T | undefined;
export function readOneOf<const T extends string | number>(value: unknown, allowed: readonly T[], fallback?: T): T | undefined {
  const normalised = typeof value === 'string' && typeof allowed[0] === 'number' ? Number(value) : value;
  return (allowed as readonly unknown[]).includes(normalised) ? (normalised as T) : fallback;
}

/** Drops undefined entries so URLs stay clean. */
export function compact<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/** Params every page understands: campaign tags and the private-page hooks (docs/product/shell.md, Screens). */
export interface CommonSearch extends UtmParams {
  force_refresh?: boolean;
  finished_mission?: string;
  mission_redirect_to?: string;
  /**
   * The premium dialog is open over the page (any private page can open it: the profile menu, a
   * banner, a premium course or chapter). In the URL so a reload keeps it and the redeem's
   * force_refresh navigation can close it.
   */
  premium?: true;
  /** The journey whose subscribe or chapter opened the premium dialog (its clan step needs it). */
  premium_journey?: number;
}

/** Every key is returned, undefined when unusable, so no raw URL value survives (see route-search-schemas). */
export function readCommonSearch(search: Record<string, unknown>): CommonSearch {
  return {
    ...readUtmSearch(search),
    force_refresh: search.force_refresh === undefined ? undefined : readFlag(search.force_refresh) || undefined,
    finished_mission: readText(search.finished_mission, 64),
    mission_redirect_to: readText(search.mission_redirect_to),
    premium: readFlag(search.premium) ? (true as const) : undefined,
    premium_journey: readFlag(search.premium) ? readId(search.premium_journey) : undefined,
  };
}

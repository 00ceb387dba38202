import { BRAZIL_STATES } from '@/domain/brazil-states';
import { isValidInep } from '@/domain/documents';
import { onlyDigits } from '@/domain/digits';
import { foldText } from '@/domain/text-search';
import { SCHOOL_TYPES, type SchoolType } from './school-draft';

/** School search (docs/product/school.md, Rules and API): page sizes and the filters the server understands. */
export const SCHOOL_PAGE_SIZE = 10;
export const SCHOOL_PAGE_SIZE_MAX = 50;
export const SCHOOL_QUERY_MAX = 100;

/** Raw query parameters as they arrive (all strings, any may be missing). */
export type SchoolSearchQuery = Partial<Record<'name' | 'state' | 'city' | 'address' | 'cep' | 'type' | 'inepCode' | 'page' | 'size', string>>;

export interface SchoolSearchFilters {
  /** Folded name prefix (lower case, no accents). */
  namePrefix?: string;
  stateId?: number;
  cityId?: number;
  /** Folded fragment the address contains. */
  address?: string;
  /** Leading CEP digits. */
  cep?: string;
  type?: SchoolType;
  inepCode?: string;
  page: number;
  size: number;
}

export type SchoolSearchResult = { ok: true; filters: SchoolSearchFilters } | { ok: false; field: string; code: string };

const nonEmpty = (value: string | undefined) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined);

function wholeNumber(value: string | undefined, min: number, max: number): number | undefined | null {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  if (!/^\d{1,9}$/.test(text)) return null;
  const number = Number(text);
  return number >= min && number <= max ? number : null;
}

/** The state filter: its id or its acronym (SP). */
function stateFilter(value: string | undefined): number | undefined | null {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  if (/^[a-z]{2}$/i.test(text)) return BRAZIL_STATES.find((state) => state.acronym === text.toUpperCase())?.id ?? null;
  return wholeNumber(text, 1, 99);
}

/**
 * Reads the search's query parameters. An INEP search ignores every other filter (the form
 * disables them; docs/product/school.md, Rules); empty filters count as absent. Anything malformed names its field.
 */
export function readSchoolSearch(query: SchoolSearchQuery): SchoolSearchResult {
  for (const [field, value] of Object.entries(query)) {
    if (value !== undefined && value.length > SCHOOL_QUERY_MAX) return { ok: false, field, code: 'max' };
  }
  const page = wholeNumber(query.page, 0, 100_000);
  if (page === null) return { ok: false, field: 'page', code: 'invalid' };
  const size = wholeNumber(query.size, 1, SCHOOL_PAGE_SIZE_MAX);
  if (size === null) return { ok: false, field: 'size', code: 'invalid' };
  const paging = { page: page ?? 0, size: size ?? SCHOOL_PAGE_SIZE };

  const inep = nonEmpty(query.inepCode);
  if (inep !== undefined) {
    if (!isValidInep(inep)) return { ok: false, field: 'inepCode', code: 'invalid' };
    return { ok: true, filters: { inepCode: inep, ...paging } };
  }

  const filters: SchoolSearchFilters = { ...paging };
  const stateId = stateFilter(query.state);
  if (stateId === null) return { ok: false, field: 'state', code: 'invalid' };
  if (stateId !== undefined) filters.stateId = stateId;
  const cityId = wholeNumber(query.city, 1, 99_999_999);
  if (cityId === null) return { ok: false, field: 'city', code: 'invalid' };
  if (cityId !== undefined) filters.cityId = cityId;
  const type = nonEmpty(query.type)?.toUpperCase();
  if (type !== undefined) {
    if (!(SCHOOL_TYPES as readonly string[]).includes(type)) return { ok: false, field: 'type', code: 'invalid' };
    filters.type = type as SchoolType;
  }
  const cep = nonEmpty(query.cep);
  if (cep !== undefined) {
    if (!/^[\d.\-\s]+$/.test(cep) || onlyDigits(cep).length > 8) return { ok: false, field: 'cep', code: 'invalid' };
    filters.cep = onlyDigits(cep);
  }
  const name = nonEmpty(query.name);
  if (name !== undefined && foldText(name) !== '') filters.namePrefix = foldText(name);
  const address = nonEmpty(query.address);
  if (address !== undefined && foldText(address) !== '') filters.address = foldText(address);
  return { ok: true, filters };
}

/** A LIKE pattern that matches the text literally (%, _ and \ escaped). */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The page response (docs/product/shell.md, API). */
export function pageOf<T>(content: T[], page: number, size: number, total: number) {
  const totalPages = Math.ceil(total / size);
  return { content, number: page, size, totalPages, totalElements: total, last: page >= totalPages - 1 };
}

/**
 * The accent folding of `foldText` written as a character map, for a database column that must
 * match it without extensions: lower(translate(name, FOLD_FROM, FOLD_TO)).
 */
export const FOLD_FROM = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
export const FOLD_TO = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

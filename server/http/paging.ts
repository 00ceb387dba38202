import type { Context } from 'hono';
import type { Page } from '../../src/contract/page';
import { fail } from './errors';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

const MAX_PAGE = 1_000_000;

/**
 * Reads `page` (from 0) and `pageSize` (or `size`) from the query; a value that is not a whole
 * number in range is a 400 field error (`validation:page.invalid`, `validation:pageSize.invalid`).
 */
export function readPage(c: Context, defaultSize = 20, maxSize = 100): PageRequest {
  const read = (name: string, fallback: number, min: number, max: number): number => {
    const raw = c.req.query(name);
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,7}$/.test(raw)) throw fail.field(name, 'invalid');
    const value = Number(raw);
    if (value < min || value > max) throw fail.field(name, 'invalid');
    return value;
  };
  const page = read('page', 0, 0, MAX_PAGE);
  const sizeName = c.req.query('pageSize') !== undefined ? 'pageSize' : 'size';
  const size = read(sizeName, defaultSize, 1, maxSize);
  return { page, size, offset: page * size };
}

export function pageOf<T>(content: T[], request: PageRequest, totalElements: number): Page<T> {
  const totalPages = Math.ceil(totalElements / request.size);
  return { content, number: request.page, totalPages, size: request.size, last: request.page >= totalPages - 1, totalElements };
}

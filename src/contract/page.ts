/** Page response (docs/product/shell.md, API): one page of a paged list, numbered from 0. */
export interface Page<T> {
  content: T[];
  /** This page's number (0-based). */
  number: number;
  totalPages: number;
  /** The page size asked for. */
  size: number;
  /** True on the last page (also when the list is empty). */
  last: boolean;
  totalElements: number;
}

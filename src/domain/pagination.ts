/** Result list pagination: the '{from} - {to} results of {total}' line and the page links. */

/**
 * Results per page of the search lists. The spec does not say; 18 fills a 3-column or a 2-column
 * grid with whole rows.
 */
export const RESULTS_PER_PAGE = 18;

/** Below this many pages every page is listed. */
export const SIMPLE_PAGE_LIMIT = 10;

/** Below this many pages the jumps are tens; from it on they are hundreds. */
export const TENS_PAGE_LIMIT = 100;

/** Values of the '{from} - {to} results of {total}' line. */
export interface PageRange {
  from: number;
  to: number;
  total: number;
}

/** Number of pages for `total` results (0 when there is none). Throws for perPage < 1. */
export function getPageCount(total: number, perPage: number = RESULTS_PER_PAGE): number {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`Not a page size: ${perPage}`);
  return Math.max(0, Math.ceil(total / perPage));
}

/**
 * First and last result numbers (1-based) shown on `page`; the page is clamped to 1..last.
 * With no results, from and to are 0.
 */
export function getPageRange(page: number, perPage: number, total: number): PageRange {
  const pageCount = getPageCount(total, perPage);
  if (pageCount === 0) return { from: 0, to: 0, total: 0 };
  const current = Math.min(pageCount, Math.max(1, Math.trunc(page)));
  return { from: (current - 1) * perPage + 1, to: Math.min(current * perPage, total), total };
}

function multiplesBelow(step: number, limit: number): number[] {
  const values: number[] = [];
  for (let value = step; value < limit; value += step) values.push(value);
  return values;
}

/**
 * Pages to link, ascending, no duplicates; the UI draws a separator between non-consecutive pages.
 * Under 10 pages: every page. Under 100: first, last, current ± 1 and every multiple of 10.
 * From 100: first, last, current ± 1, every multiple of 100 and the multiples of 10 inside the
 * current hundred (current 345 → 310…390). `current` is clamped to 1..pageCount.
 */
export function getPageItems(current: number, pageCount: number): number[] {
  if (pageCount < 1) return [];
  if (pageCount < SIMPLE_PAGE_LIMIT) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const page = Math.min(pageCount, Math.max(1, Math.trunc(current)));
  const pages = new Set([1, page - 1, page, page + 1, pageCount]);
  if (pageCount < TENS_PAGE_LIMIT) {
    multiplesBelow(10, pageCount).forEach((value) => pages.add(value));
  } else {
    multiplesBelow(100, pageCount).forEach((value) => pages.add(value));
    const hundred = Math.floor(page / 100) * 100;
    multiplesBelow(10, 100).forEach((value) => pages.add(hundred + value));
  }
  return [...pages].filter((value) => value >= 1 && value <= pageCount).sort((a, b) => a - b);
}

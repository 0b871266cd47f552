import { describe, expect, it } from 'vitest';
import type { MatchedRoute } from '../../i18n/routes';
import { getPageBeyondEnd, readSearchRequest } from './search-page.server';

const route = { name: 'search', market: 'fr', params: {} } as unknown as MatchedRoute;

describe('search page numbers', () => {
  it('reads a page that can exist', () => {
    expect(readSearchRequest(route, new URLSearchParams(''))?.page).toBe(0);
    expect(readSearchRequest(route, new URLSearchParams('page=1'))?.page).toBe(0);
    expect(readSearchRequest(route, new URLSearchParams('page=30'))?.page).toBe(29);
  });

  it('refuses a page that cannot exist (a 404)', () => {
    for (const page of ['0', '-2', '2.5', 'abc', '', '1001', '99999']) expect(readSearchRequest(route, new URLSearchParams({ page }))).toBeUndefined();
  });

  it('sends a page past the end to the last page, and an empty search to the first', () => {
    expect(getPageBeyondEnd(40, 0, 537)).toBe(30);
    expect(getPageBeyondEnd(29, 0, 537)).toBeUndefined();
    expect(getPageBeyondEnd(40, 0, 10)).toBe(1);
    expect(getPageBeyondEnd(40, 0, 0)).toBe(1);
    expect(getPageBeyondEnd(2, 18, 537)).toBeUndefined();
    expect(getPageBeyondEnd(0, 0, 0)).toBeUndefined();
  });
});

import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSearchHash } from '../domain/search-hash';
import { $criteria, $fallback, $page, $results, applyCriteria, goToPage, startSearch } from './search';

/** A browser address bar good enough for the store: location, history and the two events it listens to. */
function fakeWindow(href: string) {
  const listeners = new Map<string, (() => void)[]>();
  const win = {
    location: new URL(href) as URL & { assign(url: URL | string): void },
    history: {
      pushState: (_: unknown, __: string, url: URL | string) => {
        win.location.href = String(url);
      },
    },
    addEventListener: (type: string, fn: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: (type: string, fn: () => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((f) => f !== fn),
      ),
    assigned: [] as string[],
  };
  win.location.assign = (url) => {
    win.assigned.push(String(url));
  };
  return win;
}

const offer = (id: number) => ({ id, label: `Offer ${id}`, hotel: { id } });
const answer = (total: number, ids: number[]) => ({
  searchDetails: { totalCount: total, destination: null, locationHierarchy: [] },
  page: 0,
  limit: 18,
  sort: 'priceQuality',
  results: ids.map(offer),
});

describe('search store', () => {
  let win: ReturnType<typeof fakeWindow>;
  const fetchMock = vi.fn();
  const context = { locale: 'fr_FR', flow: 'booking' as const, searchPath: '/fr/recherche', base: parseSearchHash('') };

  beforeEach(() => {
    win = fakeWindow('http://localhost/fr/recherche');
    vi.stubGlobal('window', win);
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });

  afterEach(() => {
    cleanStores($criteria, $results, $page, $fallback);
    vi.unstubAllGlobals();
  });

  const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('shows the results rendered on the server without searching again when the address has no hash', async () => {
    const initial = { status: 'loaded' as const, total: 40, offers: [], activities: [], details: null };
    const stop = startSearch(context, initial);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect($results.get()).toBe(initial);
    stop();
  });

  it('searches the hash criteria on start, then runs the fallback searches when results are few', async () => {
    win.location.href = 'http://localhost/fr/recherche#theme=26&checkin=2030-05-04&checkout=2030-05-05';
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(answer(2, [1, 2]))));
    startSearch(context, null);
    await settle();
    await settle();
    const [main, ...relaxed] = bodies();
    expect(main.criteria).toMatchObject({ theme: 26, checkin: '2030-05-04', flow: 'booking' });
    expect(main.page).toBe(0);
    // Without a place: remove the theme, remove the dates, remove both.
    expect(relaxed.map((body) => [body.criteria.theme, body.criteria.checkin])).toEqual([
      [undefined, '2030-05-04'],
      [26, undefined],
      [undefined, undefined],
    ]);
    // Each asks for its three suggestions on top of the two hotels already shown, which it may find again.
    expect(relaxed.every((body) => body.limit === 3 + 2)).toBe(true);
    expect($results.get()).toMatchObject({ status: 'loaded', total: 2 });
    expect($fallback.get().status).toBe('loaded');
  });

  it('writes new criteria into the hash, drops the page and marks the search bar as the origin', async () => {
    win.location.href = 'http://localhost/fr/recherche?page=3#stars=4';
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(answer(100, [1]))));
    startSearch(context, null);
    applyCriteria({ ...$criteria.get(), stars: [5] });
    expect(win.location.search).toBe('?from=searchbar');
    expect(win.location.hash).toBe('#stars=5');
    expect($page.get()).toBe(0);
    expect($criteria.get().stars).toEqual([5]);
  });

  it('goes to a page through the query and shows an error state when the search fails', async () => {
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startSearch(context, null);
    goToPage(2);
    expect(win.location.search).toBe('?page=3');
    expect($page.get()).toBe(2);
    await settle();
    await settle();
    expect($results.get().status).toBe('error');
    const isLog = (url: unknown) => String(url) === '/api/log';
    const searches = fetchMock.mock.calls.filter(([url]) => !isLog(url));
    expect(JSON.parse((searches.at(-1)?.[1] as RequestInit).body as string).page).toBe(2);
    // The failed search goes to the error log (spec §7 log call).
    expect(fetchMock.mock.calls.some(([url]) => isLog(url))).toBe(true);
  });

  it('leaves a keyword path for the plain search path when the criteria change', () => {
    win.location.href = 'http://localhost/fr/recherche/ville/125';
    startSearch({ ...context, base: { ...parseSearchHash(''), city: 125 } }, { status: 'loaded', total: 30, offers: [], activities: [], details: null });
    applyCriteria({ ...$criteria.get(), stars: [4] });
    expect(win.assigned).toEqual(['http://localhost/fr/recherche?from=searchbar#city=125&stars=4']);
  });
});

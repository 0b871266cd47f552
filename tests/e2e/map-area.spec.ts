import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import {
  countPattern,
  fr,
  mainResults,
  openResultsMap,
  openSearchResults,
  pinVariationsBeforeEach,
  readCount,
  readHash,
  waitForSearch,
} from './search-helpers';

/**
 * The search map (ADR 59): the offline basemap, every result as a pin or a cluster, and 'Search in this area', which
 * searches the visible bounds and keeps the map open while its pins, the list and the heading follow.
 */

/** Normandie: five hotels, three of them around Deauville, one at Étretat, one at Mont-Saint-Michel. */
const NORMANDIE = '/fr/recherche#region=133';

type PinAnswer = { totalCount: number; pins: { id: number; lat: number; lng: number; hotel: string }[] };

pinVariationsBeforeEach();

test.use({ viewport: { width: 1366, height: 900 } });

/** Every address the page asks for outside loopback. */
function recordOutside(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) outside.push(request.url());
  });
  return outside;
}

function waitForPins(page: Page): Promise<PinAnswer> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/map-pins.json' && response.request().method() === 'POST')
    .then((response) => response.json() as Promise<PinAnswer>);
}

async function openMap(page: Page): Promise<{ total: number; dialog: Locator; map: Locator; answer: PinAnswer; basemap: Promise<Response> }> {
  const basemapRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/europe\.topo\.[\w-]+\.json$/.test(new URL(request.url()).pathname)) basemapRequests.push(request.url());
  });
  const total = await openSearchResults(page, NORMANDIE);
  // The basemap comes with the map only.
  expect(basemapRequests).toEqual([]);
  const basemap = page.waitForResponse((response) => /\/_astro\/europe\.topo\.[\w-]+\.json$/.test(new URL(response.url()).pathname));
  const pinsAnswered = waitForPins(page);
  const { dialog, map } = await openResultsMap(page);
  await expect(map).toBeVisible();
  return { total, dialog, map, answer: await pinsAnswered, basemap };
}

/** Offers the map shows: one per pin, and each cluster's count. */
async function countShown(dialog: Locator): Promise<number> {
  const pins = await dialog.getByRole('button', { name: /, [\d\s\u202f]+\s?€$/ }).count();
  const clusters = await dialog.getByRole('button', { name: countPattern('fr', 'map', 'cluster') }).allTextContents();
  return pins + clusters.reduce((sum, text) => sum + readCount(text), 0);
}

test('the map draws its own basemap and shows every result, clustered where pins would overlap', async ({ page }) => {
  const outside = recordOutside(page);
  const { total, dialog, map, answer, basemap } = await openMap(page);
  expect((await basemap).headers()['cache-control']).toContain('immutable');
  expect(answer.totalCount).toBe(total);
  expect(answer.pins).toHaveLength(total);
  // Land, lakes and borders drawn by Leaflet from the basemap file; the catalog's cities named on it.
  await expect(map.locator('path.map-land')).toHaveCount(1);
  expect(((await map.locator('path.map-land').getAttribute('d')) ?? '').length).toBeGreaterThan(200);
  await expect(map.locator('path.map-border')).toHaveCount(1);
  await expect(map.locator('.map-place').first()).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText(fr('search', 'results.mapCount', { count: total }));
  await expect.poll(() => countShown(dialog)).toBe(total);
  // The three hotels around Deauville are one cluster at the region's zoom; Enter opens it and hands the focus on.
  const cluster = dialog.getByRole('button', { name: countPattern('fr', 'map', 'cluster') }).first();
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.leaflet-marker-icon:focus')).toHaveCount(1);
  await expect.poll(() => countShown(dialog)).toBeLessThan(total);
  expect(outside).toEqual([]);
});

test('Search in this area searches the visible bounds: the map stays open, its pins, the list and the heading follow', async ({ page }) => {
  const outside = recordOutside(page);
  const { total, dialog, map } = await openMap(page);
  const searchArea = dialog.getByRole('button', { name: fr('map', 'searchArea') });
  await expect(searchArea).toHaveCount(0);

  // Drag the map towards Le Havre (Mont-Saint-Michel leaves the view), then zoom in with the button.
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 300, box.y + box.height / 2 + 60, { steps: 12 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: fr('map', 'zoomIn'), exact: true }).click();
  await expect(searchArea).toBeVisible();
  // As a person would, search once the zoom has landed: its end is a move of its own (Leaflet ends a zoom a frame
  // after its animation, which a loaded machine can delay past the click).
  await expect(dialog.locator('.leaflet-zoom-anim')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

  const searched = waitForSearch(page);
  const pinsAnswered = waitForPins(page);
  await searchArea.click();
  const count = await searched;
  const answer = await pinsAnswered;

  // The visible bounds became the search: no destination, no radius.
  const hash = readHash(page);
  const [south, west, north, east] = (hash.get('bbox') ?? '').split(',').map(Number) as [number, number, number, number];
  expect(south).toBeLessThan(north);
  expect(west).toBeLessThan(east);
  for (const key of ['region', 'lat', 'lng', 'distanceMax']) expect(hash.get(key), key).toBeNull();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(total);

  // The map is still open, on the same area; every pin lies inside it.
  await expect(dialog).toBeVisible();
  await expect(searchArea).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText(fr('search', 'results.mapCount', { count }));
  expect(answer.totalCount).toBe(count);
  for (const pin of answer.pins) {
    expect(pin.lat, pin.hotel).toBeGreaterThanOrEqual(south);
    expect(pin.lat, pin.hotel).toBeLessThanOrEqual(north);
    expect(pin.lng, pin.hotel).toBeGreaterThanOrEqual(west);
    expect(pin.lng, pin.hotel).toBeLessThanOrEqual(east);
  }
  await expect.poll(() => countShown(dialog)).toBe(count);
  const mapBox = (await map.boundingBox())!;
  for (const marker of await map.locator('.leaflet-marker-pane > *').all()) {
    const at = (await marker.boundingBox())!;
    const middle = { x: at.x + at.width / 2, y: at.y + at.height / 2 };
    expect(middle.x).toBeGreaterThanOrEqual(mapBox.x);
    expect(middle.x).toBeLessThanOrEqual(mapBox.x + mapBox.width);
    expect(middle.y).toBeGreaterThanOrEqual(mapBox.y);
    expect(middle.y).toBeLessThanOrEqual(mapBox.y + mapBox.height);
  }

  // Behind the map, the count and the heading follow the area: named by the place all its results share (the
  // Calvados, or Normandy), as the map area it is.
  await expect(page.getByText(fr('search', 'results.count', { count }), { exact: true })).toBeAttached();
  await expect(page.locator('h1')).toHaveText(/^Week-ends – .+ \(zone de la carte\)$/);

  // Closing the map shows the refreshed list: the hotels of the pins, no other.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(mainResults(page).getByRole('article')).toHaveCount(count);
  const hotels = answer.pins.map((pin) => pin.hotel);
  for (const text of await mainResults(page).getByRole('article').allTextContents()) {
    expect(
      hotels.some((hotel) => text.includes(hotel)),
      text.slice(0, 60),
    ).toBe(true);
  }
  expect(outside).toEqual([]);
});

test('the pin card says what its price is for and links to the offer', async ({ page }) => {
  const { dialog } = await openMap(page);
  const pin = dialog.getByRole('button', { name: /, [\d\s\u202f]+\s?€$/ }).first();
  const [hotel, price] = ((await pin.getAttribute('aria-label')) ?? '').split(', ');
  await pin.focus();
  await page.keyboard.press('Enter');
  const card = dialog.getByRole('article', { name: hotel });
  await expect(card).toBeFocused();
  await expect(card).toContainText(`${price} ${fr('search', 'card.per.person')}`);
  await expect(card.getByRole('link', { name: fr('map', 'seeOffer') })).toHaveAttribute('href', /^\/fr\/sejour\/\d+#a=2$/);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(pin).toBeFocused();
});

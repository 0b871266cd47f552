/**
 * React islands are rendered to a string on the server (ADR 67), where a Suspense boundary would show its fallback
 * until the island loads in the browser. Every component that holds one opens it from a state only the browser sets
 * (an effect, a click): rendered on the server, even with its stores and props asking for it, none holds a boundary.
 * A new Suspense anywhere in src/ fails this test until it is rendered here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BookingMap from '../../src/features/manage-booking/BookingMap';
import GiftPanelLoader from '../../src/features/gifting/panel/GiftPanelLoader';
import HotelStayNav from '../../src/features/hotel/HotelStayNav';
import MapModal from '../../src/features/map/MapModal';
import { $isStayCalendarOpen } from '../../src/stores/hotel-stay';
import { $productFlow } from '../../src/stores/product-flow';

const ROOT = join(import.meta.dirname, '../..');
/** What React writes around a Suspense boundary it rendered: `<!--$-->`, `<!--$!-->` (fallback) or `<!--$?-->`. */
const SUSPENSE_BOUNDARY = /<!--\$[!?]?-->/;
const t = (key: string) => key;
const pin = { id: 1, lat: 48.85, lng: 2.35, label: 'Hôtel', price: null } as never;

/** Each component that holds a Suspense boundary, rendered as the server renders it, in the state most likely to open it. */
const RENDERS: Record<string, () => ReactElement> = {
  'src/features/hotel/StayBar.tsx': () => {
    // The stay store reads the address hash when first used.
    vi.stubGlobal('window', { location: { hash: '' }, addEventListener: () => {}, removeEventListener: () => {} });
    $isStayCalendarOpen.set(true);
    return createElement(HotelStayNav, { language: 'fr', tag: 'fr-FR', messages: { hotel: {}, calendar: {}, searchbox: {} } });
  },
  'src/features/gifting/panel/GiftPanelLoader.tsx': () => {
    $productFlow.set('gifting');
    return createElement(GiftPanelLoader, { loadingLabel: 'loading' } as never);
  },
  'src/features/map/MapModal.tsx': () =>
    createElement(MapModal, { open: true, onClose: () => {}, title: 'Map', t, pins: [pin], tileUrl: null, country: 'FR' } as never),
  'src/features/manage-booking/BookingMap.tsx': () => createElement(BookingMap, { pin, messages: {}, language: 'fr', tileUrl: null, country: 'FR' } as never),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(tsx?|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Suspense boundaries of islands', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    $isStayCalendarOpen.set(false);
    $productFlow.set('booking');
  });

  it('are all in components rendered by this test', () => {
    const holders = sourceFiles(join(ROOT, 'src'))
      .filter((path) => /<Suspense\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path))
      .sort();
    expect(holders).toEqual(Object.keys(RENDERS).sort());
  });

  it.each(Object.entries(RENDERS))('%s renders none on the server', (_, render) => {
    const html = renderToString(render(), { identifierPrefix: 'r0' });
    expect(SUSPENSE_BOUNDARY.exec(html)?.[0]).toBeUndefined();
  });
});

/**
 * React islands are rendered to a string on the server (ADR 67): a Suspense boundary rendered there would show its
 * fallback until the island loads in the browser, instead of its content. No page of the built server may hold one.
 */
import { describe, expect, it } from 'vitest';
import { Visitor } from './client';
import { withBuiltServer } from './shop';

const PORT = Number(process.env.HTTP_SUITE_PORT ?? 4380) + 46;
/** What React writes around a Suspense boundary it rendered: `<!--$-->`, `<!--$!-->` (fallback) or `<!--$?-->`. */
const SUSPENSE_BOUNDARY = /<!--\$[!?]?-->/;
const FIXED_PAGES = [
  '/fr/',
  '/fr/recherche',
  '/fr/coffrets-cadeaux',
  '/fr/giftcard/customization',
  '/fr/cadeau/utiliser',
  '/fr/contact',
  '/fr/ma-reservation',
  '/fr/account/signin',
  '/fr/idees',
];

describe('islands rendered on the server', () => {
  let visitor: Visitor;

  withBuiltServer(PORT, (server) => {
    visitor = new Visitor(server.base);
  });

  it('hold no Suspense boundary on any page template', async () => {
    const search = await visitor.fetch('/fr/recherche');
    const boxes = await visitor.fetch('/fr/coffrets-cadeaux');
    const linked = [
      /\/fr\/sejour\/\d+/.exec(search.text)?.[0],
      /\/fr\/hotel\/\d+/.exec(search.text)?.[0],
      /\/fr\/coffrets-cadeaux\/p\/[^"?#]+/.exec(boxes.text)?.[0],
    ];
    expect(linked.every(Boolean), `links found: ${linked.join(', ')}`).toBe(true);
    let islands = 0;
    for (const path of [...FIXED_PAGES, ...(linked as string[])]) {
      const page = await visitor.fetch(path);
      expect(page.status, path).toBe(200);
      expect(SUSPENSE_BOUNDARY.exec(page.text)?.[0], path).toBeUndefined();
      islands += page.text.split('<astro-island').length - 1;
    }
    expect(islands).toBeGreaterThan(10);
  });
});

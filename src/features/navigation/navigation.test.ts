import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKETS, MARKET_KEYS } from '../../i18n/markets';
import { matchPath } from '../../i18n/routes';
import { BURGER_ROOT, COLUMNS_THRESHOLD, getBurgerLevels, isDeferredBurgerLevel, resolveNavigation, shouldUseColumns, type Navigation } from './navigation';
import { navigationSchema, type NavigationContent } from './navigation-schema';

const folder = join(import.meta.dirname, '../../../content/navigation');
const readContent = (locale: string): NavigationContent => navigationSchema.parse(JSON.parse(readFileSync(join(folder, `${locale}.json`), 'utf8')));

const content: NavigationContent = {
  inspirations: {
    label: 'Inspirations',
    children: [
      {
        id: 'themes',
        label: 'Themes',
        children: [
          {
            id: 'wellness',
            label: 'Wellness',
            route: 'searchIdea',
            params: { idea: '26' },
            children: [{ id: 'spa', label: 'Spa', route: 'searchIdea', params: { idea: '2601' } }],
          },
          { id: 'boxes', label: 'Boxes', route: 'boxes' },
          { id: 'empty', label: 'Nothing' },
        ],
        suggestion: { themeLabel: 'Wellness', route: 'searchIdea', params: { idea: '26' } },
      },
    ],
  },
  burger: {
    entries: [
      { id: 'check-booking', label: 'Check my booking', route: 'bookingLookup' },
      { id: 'wishlist', label: 'Wishlist', route: 'accountWishlist' },
    ],
    social: [{ id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/halte' }],
  },
};

const options = {
  title: 'Menu',
  settings: { label: 'Settings', links: [{ id: 'site-es', label: 'Spain', href: '/es/', isExternal: false, isHighlighted: false }] },
  seeAll: (label: string) => `See all: ${label}`,
};

describe('navigation content', () => {
  it('is written for the six locales and every internal link is a page of the route table', () => {
    expect(readdirSync(folder).sort()).toEqual(MARKET_KEYS.map((key) => `${MARKETS[key].locale}.json`).sort());
    for (const market of MARKET_KEYS) {
      const navigation = resolveNavigation(readContent(MARKETS[market].locale), market);
      const hrefs = [
        ...navigation.entries,
        ...navigation.inspirations.categories.flatMap((category) => [
          ...category.groups.flatMap((group) => [...group.links, ...(group.href ? [{ href: group.href, isExternal: false }] : [])]),
          ...(category.suggestion ? [{ href: category.suggestion.href, isExternal: false }] : []),
        ]),
      ].filter((link) => !link.isExternal);
      for (const { href } of hrefs) expect(matchPath(href)?.market, href).toBe(market);
    }
  });

  it('names the field of a broken link', () => {
    const broken = structuredClone(content) as unknown as { burger: { entries: Record<string, unknown>[] } };
    broken.burger.entries[0] = { id: 'x', label: 'X', route: 'nowhere' };
    const result = navigationSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['burger', 'entries', 0, 'route']);
  });

  it('refuses an item with both a route and an href, and a fifth level', () => {
    const both = structuredClone(content);
    both.burger.entries[0] = { id: 'x', label: 'X', route: 'contact', href: 'https://example.com/' };
    expect(navigationSchema.safeParse(both).success).toBe(false);
    const deep = structuredClone(content) as unknown as { inspirations: { children: { children: { children: Record<string, unknown>[] }[] }[] } };
    deep.inspirations.children[0]!.children[0]!.children[0] = {
      id: 'spa',
      label: 'Spa',
      route: 'contact',
      children: [{ id: 'too-deep', label: 'Deep', route: 'contact' }],
    };
    const parsed = navigationSchema.parse(deep);
    // Unknown keys are dropped: a fifth level never reaches the page.
    expect(parsed.inspirations.children[0]?.children[0]?.children?.[0]).not.toHaveProperty('children');
  });
});

describe('mega menu', () => {
  it('resolves links through the route table of the market', () => {
    const navigation = resolveNavigation(content, 'be-nl');
    const [themes] = navigation.inspirations.categories;
    expect(themes?.groups[0]?.href).toBe('/be-nl/zoeken/thema/26');
    expect(themes?.groups[0]?.links[0]).toMatchObject({ label: 'Spa', href: '/be-nl/zoeken/thema/2601', isExternal: false });
    expect(themes?.suggestion).toEqual({ themeLabel: 'Wellness', href: '/be-nl/zoeken/thema/26' });
    expect(navigation.social[0]).toMatchObject({ href: 'https://www.facebook.com/halte', isExternal: true });
  });

  it('draws lists of 15 children or more in columns', () => {
    expect(COLUMNS_THRESHOLD).toBe(15);
    expect(shouldUseColumns(14)).toBe(false);
    expect(shouldUseColumns(15)).toBe(true);
    const france = resolveNavigation(readContent('fr_FR'), 'fr').inspirations.categories.find((c) => c.id === 'destinations')?.groups[0];
    expect(france?.links.length).toBeGreaterThanOrEqual(15);
    expect(france?.hasColumns).toBe(true);
  });
});

describe('burger levels', () => {
  const navigation: Navigation = resolveNavigation(content, 'fr');

  it('starts with Inspirations, Settings and the entries, and hides the ones asked', () => {
    const levels = getBurgerLevels(navigation, { ...options, hiddenEntries: ['wishlist'] });
    const root = levels.find((level) => level.id === BURGER_ROOT);
    expect(root?.parent).toBeNull();
    expect(root?.items.map((item) => (item.kind === 'level' ? item.label : item.link.label))).toEqual(['Inspirations', 'Settings', 'Check my booking']);
  });

  it('leaves the Inspirations tree out of the page: the first level and the sites stay, every other level is fetched', () => {
    const levels = getBurgerLevels(navigation, options);
    const kept = levels.filter((level) => !isDeferredBurgerLevel(level));
    expect(kept.map((level) => level.id)).toEqual([BURGER_ROOT, 'menu-level-settings']);
    // Every fetched level hangs below Inspirations, so the page's own levels never point into the fetched part but once.
    const deferred = new Set(levels.filter(isDeferredBurgerLevel).map((level) => level.id));
    const intoDeferred = kept.flatMap((level) => level.items).filter((item) => item.kind === 'level' && deferred.has(item.target));
    expect(intoDeferred.map((item) => (item.kind === 'level' ? item.id : ''))).toEqual(['inspirations']);
  });

  it('goes four levels deep, each level naming the one go-back returns to', () => {
    const levels = getBurgerLevels(navigation, options);
    const byId = new Map(levels.map((level) => [level.id, level]));
    const depth = (id: string): number => {
      const parent = byId.get(id)?.parent;
      return parent ? 1 + depth(parent) : 1;
    };
    expect(Math.max(...levels.map((level) => depth(level.id)))).toBe(4);
    for (const level of levels) {
      if (level.parent) expect(byId.has(level.parent)).toBe(true);
      for (const item of level.items) if (item.kind === 'level') expect(byId.get(item.target)?.parent).toBe(level.id);
    }
  });

  it('lists a group without links as a link, drops an empty one, and offers See all for a linked group', () => {
    const levels = getBurgerLevels(navigation, options);
    const themes = levels.find((level) => level.id === 'menu-level-themes');
    expect(themes?.items.map((item) => item.kind)).toEqual(['level', 'link']);
    const wellness = levels.find((level) => level.id === 'menu-level-themes-wellness');
    expect(wellness?.items[0]).toMatchObject({ kind: 'link', link: { label: 'See all: Wellness', href: '/fr/recherche/idee/26' } });
  });
});

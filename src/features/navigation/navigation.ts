/**
 * The navigation of one market, ready to draw: the main nav's 'Inspirations' mega menu and the burger menu's
 * levels (spec §2). Content links become addresses through the route table; nothing here knows a path.
 */
import type { MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { NavigationContent, NavigationLeafContent } from './navigation-schema';

/** A list with this many entries or more is drawn in columns (spec §2 mega menu). */
export const COLUMNS_THRESHOLD = 15;

export interface NavLink {
  id: string;
  label: string;
  href: string;
  isExternal: boolean;
  icon?: string | undefined;
  isHighlighted: boolean;
  count?: number | undefined;
  /** Language of the target (the settings level's sites). */
  hreflang?: string | undefined;
  isCurrent?: boolean | undefined;
}

export interface NavGroup {
  id: string;
  label: string;
  href: string | undefined;
  links: NavLink[];
  hasColumns: boolean;
}

export interface NavCategory {
  id: string;
  label: string;
  href: string | undefined;
  groups: NavGroup[];
  hasColumns: boolean;
  suggestion: { themeLabel: string; href: string } | undefined;
}

export interface Navigation {
  inspirations: { label: string; categories: NavCategory[] };
  entries: NavLink[];
  social: NavLink[];
}

type Target = { route?: NavigationLeafContent['route']; params?: Record<string, string> | undefined; href?: string | undefined };

/** The address of a content target in a market, or undefined when it names none. */
export function resolveTarget(target: Target, market: MarketKey): string | undefined {
  if (target.route) return buildPath(market, target.route, target.params ?? {});
  return target.href;
}

export function shouldUseColumns(count: number): boolean {
  return count >= COLUMNS_THRESHOLD;
}

function toLink(item: NavigationLeafContent, market: MarketKey): NavLink {
  return {
    id: item.id,
    label: item.label,
    href: resolveTarget(item, market) ?? '',
    isExternal: item.route === undefined,
    icon: item.icon,
    isHighlighted: item.variant === 'highlight',
    count: item.count,
  };
}

/** The navigation content of a market with every link resolved. */
export function resolveNavigation(content: NavigationContent, market: MarketKey): Navigation {
  const categories = content.inspirations.children.map((category): NavCategory => {
    const suggestionHref = category.suggestion ? resolveTarget(category.suggestion, market) : undefined;
    return {
      id: category.id,
      label: category.label,
      href: resolveTarget(category, market),
      groups: category.children.map((group) => {
        const links = (group.children ?? []).map((leaf) => toLink(leaf, market));
        return { id: group.id, label: group.label, href: resolveTarget(group, market), links, hasColumns: shouldUseColumns(links.length) };
      }),
      hasColumns: shouldUseColumns(category.children.length),
      suggestion: category.suggestion && suggestionHref ? { themeLabel: category.suggestion.themeLabel, href: suggestionHref } : undefined,
    };
  });
  return {
    inspirations: { label: content.inspirations.label, categories },
    entries: content.burger.entries.map((entry) => toLink(entry, market)),
    social: content.burger.social.map((item) => ({ id: item.id, label: item.label, href: item.href, isExternal: true, isHighlighted: false })),
  };
}

/** One entry of a burger level: a link, or a button that opens a deeper level. */
export type BurgerItem = { kind: 'link'; link: NavLink } | { kind: 'level'; id: string; label: string; target: string; icon?: string | undefined };

export interface BurgerLevel {
  /** DOM id of the level's panel. */
  id: string;
  title: string;
  /** The level 'go back' returns to; null for the first level. */
  parent: string | null;
  items: BurgerItem[];
}

export const BURGER_ROOT = 'menu-level-root';
const levelId = (...parts: string[]) => ['menu-level', ...parts].join('-');
const SETTINGS_LEVEL = levelId('settings');

/**
 * Whether a level is left out of the page and fetched when the menu opens (ADR 29): the Inspirations tree, the
 * same on every page of a market and most of the menu's weight (the mega menu already carries its links). The
 * first level and the settings (which link to the page itself in the other sites) stay in the page.
 */
export function isDeferredBurgerLevel(level: BurgerLevel): boolean {
  return level.id !== BURGER_ROOT && level.id !== SETTINGS_LEVEL;
}

export interface BurgerOptions {
  /** Title of the first level. */
  title: string;
  /** The settings level (the six sites), shown after the inspirations. */
  settings: { label: string; links: NavLink[] };
  /** Entry ids left out (the wishlist when the customer-account toggle is on). */
  hiddenEntries?: readonly string[];
  /** 'See all' label for a group or category whose heading links somewhere. */
  seeAll: (label: string) => string;
}

/**
 * The burger menu as levels (spec §2 'with levels and go-back'): the first level lists Inspirations, Settings
 * and the entries; Inspirations opens its categories, a category its groups, a group its links — four levels
 * at most. Every level but the first names its parent, so 'go back' knows where to return.
 */
export function getBurgerLevels(navigation: Navigation, options: BurgerOptions): BurgerLevel[] {
  const hidden = new Set(options.hiddenEntries ?? []);
  const inspirationsId = levelId('inspirations');
  const settingsId = SETTINGS_LEVEL;
  const levels: BurgerLevel[] = [];
  const seeAll = (id: string, label: string, href: string | undefined): BurgerItem[] =>
    href ? [{ kind: 'link', link: { id: `${id}-all`, label: options.seeAll(label), href, isExternal: false, isHighlighted: false } }] : [];

  levels.push({
    id: BURGER_ROOT,
    title: options.title,
    parent: null,
    items: [
      { kind: 'level', id: 'inspirations', label: navigation.inspirations.label, target: inspirationsId },
      { kind: 'level', id: 'settings', label: options.settings.label, target: settingsId, icon: 'globe' },
      ...navigation.entries.filter((entry) => !hidden.has(entry.id)).map((link): BurgerItem => ({ kind: 'link', link })),
    ],
  });
  levels.push({
    id: inspirationsId,
    title: navigation.inspirations.label,
    parent: BURGER_ROOT,
    items: navigation.inspirations.categories.map((category) => ({ kind: 'level', id: category.id, label: category.label, target: levelId(category.id) })),
  });
  for (const category of navigation.inspirations.categories) {
    const categoryId = levelId(category.id);
    levels.push({
      id: categoryId,
      title: category.label,
      parent: inspirationsId,
      items: [
        ...seeAll(category.id, category.label, category.href),
        ...category.groups
          .filter((group) => group.links.length > 0 || group.href)
          .map((group): BurgerItem =>
            group.links.length > 0
              ? { kind: 'level', id: group.id, label: group.label, target: levelId(category.id, group.id) }
              : { kind: 'link', link: { id: group.id, label: group.label, href: group.href ?? '', isExternal: false, isHighlighted: false } },
          ),
      ],
    });
    for (const group of category.groups.filter((g) => g.links.length > 0)) {
      levels.push({
        id: levelId(category.id, group.id),
        title: group.label,
        parent: categoryId,
        items: [...seeAll(group.id, group.label, group.href), ...group.links.map((link): BurgerItem => ({ kind: 'link', link }))],
      });
    }
  }
  levels.push({ id: settingsId, title: options.settings.label, parent: BURGER_ROOT, items: options.settings.links.map((link) => ({ kind: 'link', link })) });
  return levels;
}

/**
 * Schema of content/navigation/<locale>.json: the burger menu's entries and social links, and the main nav's
 * 'Inspirations' mega menu (spec §2 Burger menu, Main nav; §3 navigation item). Links name routes of the route
 * table (never paths) or external https addresses.
 */
import { z } from 'astro/zod';
import { ROUTES } from '../../i18n/routes';

const routeNames = Object.keys(ROUTES) as [keyof typeof ROUTES, ...(keyof typeof ROUTES)[]];

const ICONS = ['help', 'gift', 'heart', 'user', 'globe', 'arrow'] as const;

/** Fields every navigation item has (spec §3 navigation item: _id, label, icon, variant, count). */
const itemFields = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes'),
  label: z.string().min(1),
  icon: z.enum(ICONS).optional(),
  /** 'highlight' draws the item in the accent colour (a campaign, a new theme). */
  variant: z.enum(['default', 'highlight']).optional(),
  /** A number shown beside the label (how many offers a place has, for instance). */
  count: z.number().int().nonnegative().optional(),
  route: z.enum(routeNames).optional(),
  params: z.record(z.string(), z.string()).optional(),
  href: z.url({ protocol: /^https$/ }).optional(),
};

type ItemFields = { route?: unknown; href?: unknown; params?: unknown };
const targetCheck = [
  (item: ItemFields) => !(item.route !== undefined && item.href !== undefined) && (item.params === undefined || item.route !== undefined),
  { message: 'an item links either to a route (with its params) or to an href, not both' },
] as const;
const needsTarget = [(item: ItemFields) => item.route !== undefined || item.href !== undefined, { message: 'a link needs a route or an href' }] as const;

/** Level 4: a link. */
const leaf = z
  .object(itemFields)
  .refine(...targetCheck)
  .refine(...needsTarget);
/** Level 3: a group (its heading may link) with links under it. */
const group = z.object({ ...itemFields, children: z.array(leaf).optional() }).refine(...targetCheck);
/** The theme card of a category: 'We suggest you: {themeLabel}' / 'I want to go!'. */
const suggestion = z
  .object({
    themeLabel: z.string().min(1),
    route: z.enum(routeNames).optional(),
    params: z.record(z.string(), z.string()).optional(),
    href: z.url({ protocol: /^https$/ }).optional(),
  })
  .refine(...targetCheck)
  .refine(...needsTarget);
/** Level 2: a category of the mega menu. */
const category = z.object({ ...itemFields, children: z.array(group).min(1), suggestion: suggestion.optional() }).refine(...targetCheck);

export const navigationSchema = z.object({
  /** Level 1: the main nav's entry. */
  inspirations: z.object({ label: z.string().min(1), children: z.array(category).min(1) }),
  burger: z.object({
    /** Check my booking, gift login, wishlist, contact… in their order; `wishlist` follows the header's rule. */
    entries: z.array(leaf).min(1),
    social: z.array(z.object({ id: z.string().min(1), label: z.string().min(1), href: z.url({ protocol: /^https$/ }) })),
  }),
});

export type NavigationContent = z.infer<typeof navigationSchema>;
export type NavigationCategoryContent = NavigationContent['inspirations']['children'][number];
export type NavigationGroupContent = NavigationCategoryContent['children'][number];
export type NavigationLeafContent = NonNullable<NavigationGroupContent['children']>[number];

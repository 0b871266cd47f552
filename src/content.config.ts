import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { MARKET_KEYS } from './i18n/markets';
import { ROUTES } from './i18n/routes';
import { LOCALE_COLLECTIONS, Minisite, StaticPage } from './server/content/schemas';
import { navigationSchema } from './features/navigation/navigation-schema';

const routeNames = Object.keys(ROUTES) as [keyof typeof ROUTES, ...(keyof typeof ROUTES)[]];

/** A link is either to one of our pages (a route of the route table) or to an external address. */
const link = z.union([
  z.object({
    label: z.string().min(1),
    route: z.enum(routeNames),
    params: z.record(z.string(), z.string()).optional(),
  }),
  z.object({ label: z.string().min(1), href: z.url({ protocol: /^https$/ }) }),
]);

/** Header and footer links of one locale: content/shell/<locale>.json. */
const shell = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/shell', generateId: ({ entry }) => entry.replace(/\.json$/, '') }),
  schema: z.object({
    header: z.object({
      help: link,
      gift: link,
      wishlist: link,
      account: link,
    }),
    footer: z.object({
      legal: z.array(link).min(1),
      help: z.array(link).min(1),
      about: z.array(link),
      countries: z.array(z.object({ label: z.string().min(1), market: z.enum(MARKET_KEYS) })).length(6),
    }),
  }),
});

/** Editorial content (ADR 12): one JSON file per locale and collection, static pages in Markdown, one file per minisite. */
const byFileName = ({ entry }: { entry: string }) => entry.replace(/\.(json|md)$/, '');
const localeFiles = (folder: string) => glob({ pattern: '*.json', base: `./content/${folder}`, generateId: byFileName });
const C = LOCALE_COLLECTIONS;
const homepage = defineCollection({ loader: localeFiles('homepage'), schema: C.homepage });
const promoBars = defineCollection({ loader: localeFiles('promoBars'), schema: C.promoBars });
const announcementBanners = defineCollection({ loader: localeFiles('announcementBanners'), schema: C.announcementBanners });
const targetedBanners = defineCollection({ loader: localeFiles('targetedBanners'), schema: C.targetedBanners });
const giftBlock = defineCollection({ loader: localeFiles('giftBlock'), schema: C.giftBlock });
const campaignBanners = defineCollection({ loader: localeFiles('campaignBanners'), schema: C.campaignBanners });
const boxBlocks = defineCollection({ loader: localeFiles('boxBlocks'), schema: C.boxBlocks });
const ideas = defineCollection({ loader: localeFiles('ideas'), schema: C.ideas });
const pages = defineCollection({ loader: glob({ pattern: '*/*.md', base: './content/pages', generateId: byFileName }), schema: StaticPage });
const minisites = defineCollection({ loader: localeFiles('minisites'), schema: Minisite });

const editorial = { homepage, promoBars, announcementBanners, targetedBanners, giftBlock, campaignBanners, boxBlocks, ideas, pages, minisites };

/** Burger menu and 'Inspirations' mega menu of one locale: content/navigation/<locale>.json. */
const navigation = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/navigation', generateId: ({ entry }) => entry.replace(/\.json$/, '') }),
  schema: navigationSchema,
});

export const collections = { shell, navigation, ...editorial };

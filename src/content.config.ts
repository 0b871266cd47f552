import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { MARKET_KEYS } from './i18n/markets';
import { ROUTES } from './i18n/routes';

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

/** Header, burger menu and footer of one locale: content/shell/<locale>.json. */
const shell = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/shell', generateId: ({ entry }) => entry.replace(/\.json$/, '') }),
  schema: z.object({
    header: z.object({
      help: link,
      gift: link,
      wishlist: link,
      account: link,
    }),
    menu: z.array(link).min(1),
    footer: z.object({
      legal: z.array(link).min(1),
      help: z.array(link).min(1),
      about: z.array(link),
      countries: z.array(z.object({ label: z.string().min(1), market: z.enum(MARKET_KEYS) })).length(6),
    }),
  }),
});

export const collections = { shell };

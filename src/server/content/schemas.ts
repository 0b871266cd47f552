/**
 * Zod schemas of the editorial content (spec §3 Content) kept in the top-level content/ folder. The same schemas
 * validate the files at build time (src/content.config.ts) and the test fixtures read at run time
 * (content.server.ts), so a mistake is reported the same way: file and field.
 */
import { z } from 'astro/zod';
import { ROUTES, type RouteName } from '../../i18n/routes';
import { LOCALES } from '../search/criteria';

const routeNames = Object.keys(ROUTES) as [RouteName, ...RouteName[]];
const text = z.string().trim().min(1);

export const FLOWS = ['booking', 'gifting', 'activity', 'hotel'] as const;
export const Flow = z.enum(FLOWS);
export const ContentLocale = z.enum(LOCALES);

/** A picture of ours: generated under /api/images/ or a file of public/. Never a third-party address. */
export const LocalImage = z
  .string()
  .regex(/^\/(?!\/)[\w\-./]+$/, 'expected a local image path such as /api/images/hotel/12/seaside.villa.exterior/960_540.svg (never an external address)');

/**
 * A link: one of our routes (with its parameters, an optional query and search hash) or an external https
 * address. Exactly one of route and href.
 */
export const ContentLink = z
  .object({
    label: text,
    route: z.enum(routeNames).optional(),
    params: z.record(z.string(), z.string()).optional(),
    query: z.record(z.string(), z.string()).optional(),
    hash: z.string().optional(),
    href: z.url({ protocol: /^https$/ }).optional(),
    newTab: z.boolean().default(false),
  })
  .refine((link) => (link.route === undefined) !== (link.href === undefined), { message: 'give either route or href', path: ['route'] });
export type ContentLink = z.infer<typeof ContentLink>;

/** Criteria of a landing-block search (spec §7 'Search service for landing blocks'). */
export const LandingSearch = z.object({
  flow: Flow.default('booking'),
  /** Results shown (spec §9 'landing default 3'). */
  limit: z.number().int().min(1).max(12).default(3),
  criteria: z
    .object({
      theme: z.number().int().positive().optional(),
      city: z.number().int().positive().optional(),
      region: z.number().int().positive().optional(),
      department: z.number().int().positive().optional(),
      country: z.enum(['FR', 'ES', 'IT', 'NL', 'BE']).optional(),
    })
    .strict()
    .default({}),
});
export type LandingSearch = z.infer<typeof LandingSearch>;

const SELLING_ICONS = ['selection', 'included', 'care', 'gift', 'calendar', 'secure'] as const;

/** Content blocks of the homepage (spec §2), shown in the order of the file. */
export const HomeBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('boxes'), boxBlock: text }),
  z.object({ type: z.literal('jumbotron'), title: text, text: text, image: LocalImage, imageAlt: z.string(), cta: ContentLink.optional() }),
  z.object({
    type: z.literal('sellingPoints'),
    title: text,
    items: z
      .array(z.object({ icon: z.enum(SELLING_ICONS), title: text, text: text }))
      .min(1)
      .max(6),
  }),
  z.object({ type: z.literal('marketing'), title: text, text: text, image: LocalImage, imageAlt: z.string(), cta: ContentLink }),
  z.object({
    type: z.literal('categories'),
    title: text,
    items: z
      .array(z.object({ label: text, image: LocalImage, link: ContentLink }))
      .min(1)
      .max(8),
  }),
  /** A campaign banner of campaignBanners/<locale>.json, by its campaign code. */
  z.object({ type: z.literal('banner'), campaign: text }),
  /** The targeted banner chosen for this page and flow. */
  z.object({ type: z.literal('targetedBanner') }),
  /** The generic gift block (hidden in care mode). */
  z.object({ type: z.literal('gift') }),
  /** Top results in up to three columns, each fed by a landing-block search. */
  z.object({
    type: z.literal('topResults'),
    title: text,
    columns: z
      .array(z.object({ title: text, search: LandingSearch, link: ContentLink.optional() }))
      .min(1)
      .max(3),
  }),
]);
export type HomeBlock = z.infer<typeof HomeBlock>;

const FlowContent = z.object({
  jumbotron: z.object({ title: text, subtitle: text }),
  blocks: z.array(HomeBlock),
});
export type FlowContent = z.infer<typeof FlowContent>;

/** content/homepage/<locale>.json: the CMS page of spec §3. */
export const Homepage = z.object({
  seo: z.object({ title: text, description: text }),
  /** Whether the locale's announcement banner shows on the home. */
  announcementBanner: z.boolean(),
  header: z.object({ showHeader: z.boolean() }),
  /** The promo bar (internalCode of promoBars/<locale>.json) and whether it carries flow tabs. */
  promoBar: z.object({ internalCode: text, showFlowTabs: z.boolean() }).nullable(),
  /** Booking content is the default; the other flows fall back to it when absent. */
  content: z.object({ booking: FlowContent, gifting: FlowContent.optional(), activity: FlowContent.optional(), hotel: FlowContent.optional() }),
  footer: z.object({ show: z.boolean(), legal: z.boolean(), contact: z.boolean() }),
});
export type Homepage = z.infer<typeof Homepage>;

export const PromoBar = z.object({
  internalCode: text,
  campaign: text,
  category: text,
  flow: Flow.optional(),
  links: z.array(ContentLink.and(z.object({ variation: z.enum(['default', 'highlight']).default('default') }))).max(4),
});
export const PromoBars = z.object({ promoBars: z.array(PromoBar) });
export type PromoBar = z.infer<typeof PromoBar>;

export const COLOR_VARIATIONS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;

export const AnnouncementBanner = z.object({
  id: text,
  content: text,
  colorVariation: z.enum(COLOR_VARIATIONS),
  link: ContentLink.optional(),
  flow: Flow.optional(),
  page: text.optional(),
  /** 'discountCampaign' is the forced variant of the pricing experiment; its content may use {{percent}}. */
  variant: z.enum(['default', 'discountCampaign']).default('default'),
});
export const AnnouncementBanners = z.object({ banners: z.array(AnnouncementBanner) });
export type AnnouncementBanner = z.infer<typeof AnnouncementBanner>;

export const TargetedBanner = z.object({
  id: text,
  title: text,
  subtitle: z.string().optional(),
  imageUrl: LocalImage,
  imageMobile: LocalImage.optional(),
  imagePosition: z.enum(['center', 'left', 'right']).default('center'),
  imageAlt: z.string(),
  ctas: z.array(ContentLink).max(2),
  url: ContentLink.optional(),
  newTab: z.boolean().default(false),
  /** Selection keys (spec §3): a banner matches when every key it sets equals the page's. */
  selection: z
    .object({
      flow: Flow.optional(),
      page: text.optional(),
      department: z.number().int().positive().optional(),
      theme: z.number().int().positive().optional(),
      city: z.number().int().positive().optional(),
      country: z.enum(['FR', 'ES', 'IT', 'NL', 'BE']).optional(),
      region: z.number().int().positive().optional(),
      isLessThanTwoHours: z.boolean().optional(),
    })
    .strict()
    .default({}),
});
export const TargetedBanners = z.object({ banners: z.array(TargetedBanner) });
export type TargetedBanner = z.infer<typeof TargetedBanner>;

export const GiftBlock = z.object({
  campaign: text,
  category: text,
  title: text,
  subtitle: text,
  imageS: LocalImage,
  imageL: LocalImage,
  boxURL: ContentLink,
  singleVoucherURL: ContentLink,
  giftcardURL: ContentLink,
  activityOnlyURL: ContentLink,
});
export type GiftBlock = z.infer<typeof GiftBlock>;

const isoDateTime = z.iso.datetime({ offset: true });

export const CampaignBanner = z.object({
  campaign: text,
  category: text,
  flow: Flow.optional(),
  title: text,
  content: text,
  url: ContentLink,
  variant: z.enum(['grey', 'red', 'yellow', 'blue', 'green', 'black']).default('grey'),
  countdown: z
    .object({ start: isoDateTime, end: isoDateTime })
    .refine((c) => Date.parse(c.end) > Date.parse(c.start), { message: 'end must be after start', path: ['end'] })
    .optional(),
});
export const CampaignBanners = z.object({ banners: z.array(CampaignBanner) });
export type CampaignBanner = z.infer<typeof CampaignBanner>;

export const BoxBlock = z.object({
  id: text,
  containerId: text,
  title: text,
  subtitle: z.string(),
  colorPalette: z.enum(['sand', 'brand', 'accent']),
  cta: ContentLink,
  /** Box codes (only listed e-boxes are shown). */
  boxes: z
    .array(z.string().regex(/^[A-Z0-9]+-[A-Z]+$/, 'expected a box code such as EVASIONBIE01-EBOX'))
    .min(1)
    .max(8),
});
export const BoxBlocks = z.object({ blocks: z.array(BoxBlock) });
export type BoxBlock = z.infer<typeof BoxBlock>;

/** content/pages/<language>/<id>.md front matter: a static content page. */
export const StaticPage = z.object({
  title: text,
  description: text,
  /** Indexed by search engines only when true (spec §5). */
  index: z.boolean(),
  locales: z.array(ContentLocale).min(1),
});

export const Ideas = z.object({
  seo: z.object({ title: text, description: text }),
  title: text,
  intro: text,
  /** Idea cards shown per section before 'See more'. */
  visibleCount: z.number().int().min(1).max(24).default(3),
  sections: z.array(z.object({ title: text, ideas: z.array(z.object({ title: text, text: text, image: LocalImage, link: ContentLink })).min(1) })).min(1),
  regions: z.object({ title: text, items: z.array(ContentLink) }),
});
export type Ideas = z.infer<typeof Ideas>;

export const MINISITE_LOCALES = ['fr_FR', 'fr_BE', 'nl_BE'] as const;

/** content/minisites/<id>.json: a partner's co-branded landing (spec §2 'Partner minisites'). */
export const Minisite = z.object({
  id: z.number().int().positive(),
  /** The last segment of the minisite's address. */
  minisiteUrl: z.string().regex(/^[a-z0-9-]+$/, 'expected lowercase letters, digits and dashes'),
  partnerName: text.optional(),
  minisiteLocale: z.enum(MINISITE_LOCALES),
  title: text,
  intro: text,
  banners: z.object({ desktop: LocalImage, mobile: LocalImage, alt: z.string() }),
  logoUrl: LocalImage.optional(),
  search: LandingSearch,
  footer: z.object({ title: text, paragraphs: z.array(text).min(1) }).optional(),
});
export type Minisite = z.infer<typeof Minisite>;

/** Collections whose file is named after its locale (content/<collection>/<locale>.json). */
export const LOCALE_COLLECTIONS = {
  homepage: Homepage,
  promoBars: PromoBars,
  announcementBanners: AnnouncementBanners,
  targetedBanners: TargetedBanners,
  giftBlock: GiftBlock,
  campaignBanners: CampaignBanners,
  boxBlocks: BoxBlocks,
  ideas: Ideas,
} as const;
export type LocaleCollection = keyof typeof LOCALE_COLLECTIONS;
export type LocaleContent<C extends LocaleCollection> = z.infer<(typeof LOCALE_COLLECTIONS)[C]>;

/** A readable description of a schema error: the file, then each field with its message. */
export function describeContentError(file: string, error: z.ZodError): string {
  const fields = error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`);
  return `Invalid content in ${file}: ${fields.join('; ')}`;
}

/** Static content pages, the ideas page and partner minisites (spec §2), read from content/. */
import type { Kysely } from 'kysely';
import { getEntry, type CollectionEntry } from 'astro:content';
import type { Market } from '../../i18n/markets';
import type { Database } from '../db/schema';
import { getLocaleContent, getMinisites } from './content.server';
import { searchLandingBlock, type LandingCard } from './landing-search.server';
import { resolveContentLink, type ResolvedContentLink } from './links';
import type { Minisite } from './schemas';

export interface StaticPageView {
  id: string;
  title: string;
  description: string;
  /** Indexed by search engines only when the page's flag is on (spec §5). */
  index: boolean;
  entry: CollectionEntry<'pages'>;
}

/** A static content page by id (segment after info/), only in the locales its file names. */
export async function getStaticPage(market: Market, id: string): Promise<StaticPageView | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(id)) return null;
  const entry = await getEntry('pages', `${market.language}/${id}`);
  if (!entry || !entry.data.locales.includes(market.locale)) return null;
  return { id, title: entry.data.title, description: entry.data.description, index: entry.data.index, entry };
}

export interface IdeaCard {
  title: string;
  text: string;
  image: string;
  href: string;
}

export interface IdeasView {
  seo: { title: string; description: string };
  title: string;
  intro: string;
  /** Each section shows its first cards; the rest open with 'See more'. */
  sections: { title: string; visible: IdeaCard[]; more: IdeaCard[] }[];
  regions: { title: string; items: ResolvedContentLink[] };
}

export async function getIdeas(market: Market, fixture?: string): Promise<IdeasView | null> {
  const ideas = await getLocaleContent('ideas', market.locale, fixture);
  if (!ideas) return null;
  const card = (idea: (typeof ideas.sections)[number]['ideas'][number]): IdeaCard => ({
    title: idea.title,
    text: idea.text,
    image: idea.image,
    href: resolveContentLink(idea.link, market.key).href,
  });
  return {
    seo: ideas.seo,
    title: ideas.title,
    intro: ideas.intro,
    sections: ideas.sections.map((section) => ({
      title: section.title,
      visible: section.ideas.slice(0, ideas.visibleCount).map(card),
      more: section.ideas.slice(ideas.visibleCount).map(card),
    })),
    regions: { title: ideas.regions.title, items: ideas.regions.items.map((item) => resolveContentLink(item, market.key)) },
  };
}

export interface MinisiteView {
  minisite: Minisite;
  cards: LandingCard[];
}

/** A partner minisite by its address, only in the market of its locale; its id travels with the result links. */
export async function getMinisitePage(
  db: () => Promise<Kysely<Database>>,
  market: Market,
  slug: string,
  today: string,
  fixture?: string,
): Promise<MinisiteView | null> {
  const minisite = (await getMinisites(fixture)).find((candidate) => candidate.minisiteUrl === slug && candidate.minisiteLocale === market.locale);
  if (!minisite) return null;
  const cards = (await searchLandingBlock(await db(), market, minisite.search, today, minisite.id)) ?? [];
  return { minisite, cards };
}

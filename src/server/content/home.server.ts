/**
 * The homepage of a market (spec §2): its CMS page for the locale, the current flow's content (booking by
 * default), each block loaded in file order; a block with nothing to show (missing reference, empty or failed
 * search) is left out (spec §8).
 */
import type { Kysely } from 'kysely';
import { dropEmptyBlocks, getFlowContent, getVisibleBlocks, type HomeFlow } from '../../domain/home-blocks';
import { getBoxPromo } from '../../domain/pricing';
import type { Market } from '../../i18n/markets';
import { listBoxes } from '../catalog/boxes.server';
import { describeThemePicture } from '../pictures/gallery.server';
import type { Database } from '../db/schema';
import { describeError, log } from '../log';
import {
  getAnnouncementView,
  getCampaignView,
  getGiftBlockView,
  getPromoBarView,
  getTargetedBannerView,
  type AnnouncementView,
  type CampaignView,
  type GiftBlockView,
  type PromoBarView,
  type TargetedBannerView,
} from './banners.server';
import { getLocaleContent } from './content.server';
import { searchLandingBlock, type LandingCard } from './landing-search.server';
import { resolveContentLink, type ResolvedContentLink } from './links';
import type { Homepage, HomeBlock } from './schemas';

export interface BoxCard {
  code: string;
  title: string;
  imageUrl: string;
  href: string;
  sellPrice: number;
  referencePrice: number;
  promo: number | null;
}

export type HomeBlockView =
  | { type: 'boxes'; title: string; subtitle: string; colorPalette: string; cta: ResolvedContentLink; boxes: BoxCard[] }
  | { type: 'jumbotron'; title: string; text: string; image: string; imageAlt: string; cta: ResolvedContentLink | null }
  | { type: 'sellingPoints'; title: string; items: { icon: string; title: string; text: string }[] }
  | { type: 'marketing'; title: string; text: string; image: string; imageAlt: string; cta: ResolvedContentLink }
  | { type: 'categories'; title: string; items: { label: string; image: string; imageAlt: string; href: string }[] }
  | { type: 'banner'; banner: CampaignView }
  | { type: 'targetedBanner'; banner: TargetedBannerView }
  | { type: 'gift'; gift: GiftBlockView }
  | { type: 'topResults'; title: string; columns: { title: string; link: ResolvedContentLink | null; cards: LandingCard[] }[] };

export interface HomeView {
  seo: Homepage['seo'];
  flow: HomeFlow;
  jumbotron: { title: string; subtitle: string };
  announcement: AnnouncementView | null;
  promoBar: (PromoBarView & { showFlowTabs: boolean }) | null;
  blocks: HomeBlockView[];
  header: Homepage['header'];
  footer: Homepage['footer'];
}

export interface HomeRequest {
  market: Market;
  flow: HomeFlow;
  careMode: boolean;
  inDiscountVariation: boolean;
  activityFlow: boolean;
  today: string;
  now: number;
  fixture?: string | undefined;
}

interface BlockLoader {
  db: () => Promise<Kysely<Database>>;
  request: HomeRequest;
}

/** The home of a market, or null when its content file is missing (the page then shows its static frame). */
export async function loadHome(db: () => Promise<Kysely<Database>>, request: HomeRequest): Promise<HomeView | null> {
  const { market, flow, fixture } = request;
  const page = await getLocaleContent('homepage', market.locale, fixture);
  if (!page) return null;
  const content = getFlowContent(page.content, flow);
  const loader: BlockLoader = { db, request };
  const [announcement, promoBar, blocks] = await Promise.all([
    page.announcementBanner
      ? getAnnouncementView(market, { flow, page: 'home', careMode: request.careMode, inDiscountVariation: request.inDiscountVariation }, fixture)
      : null,
    page.promoBar ? getPromoBarView(market, page.promoBar.internalCode, fixture) : null,
    Promise.all(getVisibleBlocks(content.blocks, request.careMode).map((block) => loadBlock(block, loader))),
  ]);
  return {
    seo: page.seo,
    flow,
    jumbotron: content.jumbotron,
    announcement,
    promoBar: promoBar && page.promoBar ? { ...promoBar, showFlowTabs: page.promoBar.showFlowTabs } : null,
    blocks: dropEmptyBlocks(blocks),
    header: page.header,
    footer: page.footer,
  };
}

async function loadBlock(block: HomeBlock, { db, request }: BlockLoader): Promise<HomeBlockView | null> {
  const { market, fixture } = request;
  const link = (value: Parameters<typeof resolveContentLink>[0]) => resolveContentLink(value, market.key);
  try {
    switch (block.type) {
      case 'jumbotron':
        return { ...block, cta: block.cta ? link(block.cta) : null };
      case 'sellingPoints':
        return block;
      case 'marketing':
        return { ...block, cta: link(block.cta) };
      case 'categories':
        return {
          type: 'categories',
          title: block.title,
          items: block.items.map((item) => ({
            label: item.label,
            image: item.image,
            imageAlt: describeThemePicture(item.image, market.language),
            href: link(item.link).href,
          })),
        };
      case 'banner': {
        const banner = await getCampaignView(market, block.campaign, request.now, fixture);
        return banner ? { type: 'banner', banner } : null;
      }
      case 'targetedBanner': {
        const banner = await getTargetedBannerView(market, { page: 'home', flow: request.flow, country: market.country }, fixture);
        return banner ? { type: 'targetedBanner', banner } : null;
      }
      case 'gift': {
        const gift = await getGiftBlockView(market, { careMode: request.careMode, activityFlow: request.activityFlow }, fixture);
        return gift ? { type: 'gift', gift } : null;
      }
      case 'boxes':
        return await loadBoxBlock(await db(), block.boxBlock, request);
      case 'topResults':
        return await loadTopResults(await db(), block, request);
    }
  } catch (error) {
    log('ERROR', 'Home block failed', { ...describeError(error), market: market.key, type: block.type });
    return null;
  }
}

async function loadBoxBlock(db: Kysely<Database>, id: string, { market, fixture }: HomeRequest): Promise<HomeBlockView | null> {
  const file = await getLocaleContent('boxBlocks', market.locale, fixture);
  const block = file?.blocks.find((candidate) => candidate.id === id);
  if (!block) return null;
  const listed = await listBoxes(db, market.key, market.language);
  const boxes = block.boxes
    .map((code) => listed.find((box) => box.code === code))
    .filter((box) => box !== undefined)
    .map((box) => ({
      code: box.code,
      title: box.title,
      imageUrl: box.images.main,
      href: box.uri,
      sellPrice: box.price.sellPrice,
      referencePrice: box.price.referencePrice,
      promo: getBoxPromo(box.price.sellPrice, box.price.referencePrice),
    }));
  if (boxes.length === 0) return null;
  return {
    type: 'boxes',
    title: block.title,
    subtitle: block.subtitle,
    colorPalette: block.colorPalette,
    cta: resolveContentLink(block.cta, market.key),
    boxes,
  };
}

async function loadTopResults(db: Kysely<Database>, block: Extract<HomeBlock, { type: 'topResults' }>, request: HomeRequest): Promise<HomeBlockView | null> {
  const columns = await Promise.all(
    block.columns
      .filter((column) => column.search.flow !== 'activity' || request.activityFlow)
      .map(async (column) => ({
        title: column.title,
        link: column.link ? resolveContentLink(column.link, request.market.key) : null,
        cards: (await searchLandingBlock(db, request.market, column.search, request.today)) ?? [],
      })),
  );
  const filled = columns.filter((column) => column.cards.length > 0);
  return filled.length ? { type: 'topResults', title: block.title, columns: filled } : null;
}

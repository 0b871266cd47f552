/** Banners of spec §3: announcement, promo bar, targeted, campaign (with countdown) and the gift block, resolved for a market. */
import { fillAnnouncement, pickAnnouncementBanner, type AnnouncementContext } from '../../domain/announcement';
import { isCountdownVisible } from '../../domain/countdown';
import { formatMarketDateTime } from '../../domain/market-time';
import { selectTargetedBanner, type BannerSelection } from '../../domain/targeted-banner';
import type { Market } from '../../i18n/markets';
import { getLocaleContent } from './content.server';
import { resolveContentLink, type ResolvedContentLink } from './links';
import type { CampaignBanner, COLOR_VARIATIONS } from './schemas';

export interface AnnouncementView {
  content: string;
  colorVariation: (typeof COLOR_VARIATIONS)[number];
  link: ResolvedContentLink | null;
  isDiscountCampaign: boolean;
}

export interface PromoBarView {
  links: (ResolvedContentLink & { variation: 'default' | 'highlight' })[];
}

export interface TargetedBannerView {
  title: string;
  subtitle: string | null;
  imageUrl: string;
  imageMobile: string;
  imagePosition: 'center' | 'left' | 'right';
  imageAlt: string;
  ctas: ResolvedContentLink[];
}

export interface CampaignView {
  campaign: string;
  title: string;
  content: string;
  link: ResolvedContentLink;
  variant: CampaignBanner['variant'];
  /** Present only between the countdown's start and end. Times in ms since the epoch; `endsOn` the end on the market's clock. */
  countdown: { start: number; end: number; endsOn: string } | null;
}

export interface GiftBlockView {
  title: string;
  subtitle: string;
  imageS: string;
  imageL: string;
  links: ResolvedContentLink[];
}

export async function getAnnouncementView(market: Market, context: AnnouncementContext, fixture?: string): Promise<AnnouncementView | null> {
  if (context.careMode) return null;
  const file = await getLocaleContent('announcementBanners', market.locale, fixture);
  const banner = file ? pickAnnouncementBanner(file.banners, context) : null;
  if (!banner) return null;
  return {
    content: fillAnnouncement(banner.content),
    colorVariation: banner.colorVariation,
    link: banner.link ? resolveContentLink(banner.link, market.key) : null,
    isDiscountCampaign: banner.variant === 'discountCampaign',
  };
}

export async function getPromoBarView(market: Market, internalCode: string, fixture?: string): Promise<PromoBarView | null> {
  const file = await getLocaleContent('promoBars', market.locale, fixture);
  const bar = file?.promoBars.find((candidate) => candidate.internalCode === internalCode);
  if (!bar) return null;
  return { links: bar.links.map((link) => ({ ...resolveContentLink(link, market.key), variation: link.variation })) };
}

export async function getTargetedBannerView(market: Market, page: BannerSelection, fixture?: string): Promise<TargetedBannerView | null> {
  const file = await getLocaleContent('targetedBanners', market.locale, fixture);
  const banner = file ? selectTargetedBanner(file.banners, page) : null;
  if (!banner) return null;
  return {
    title: banner.title,
    subtitle: banner.subtitle ?? null,
    imageUrl: banner.imageUrl,
    imageMobile: banner.imageMobile ?? banner.imageUrl,
    imagePosition: banner.imagePosition,
    imageAlt: banner.imageAlt,
    ctas: banner.ctas.map((cta) => ({ ...resolveContentLink(cta, market.key), newTab: cta.newTab || banner.newTab })),
  };
}

/** A campaign banner by code; its countdown only between start and end (spec §4). */
export async function getCampaignView(market: Market, campaign: string, now: number, fixture?: string): Promise<CampaignView | null> {
  const file = await getLocaleContent('campaignBanners', market.locale, fixture);
  const banner = file?.banners.find((candidate) => candidate.campaign === campaign);
  if (!banner) return null;
  const start = banner.countdown ? Date.parse(banner.countdown.start) : NaN;
  const end = banner.countdown ? Date.parse(banner.countdown.end) : NaN;
  return {
    campaign: banner.campaign,
    title: banner.title,
    content: banner.content,
    link: resolveContentLink(banner.url, market.key),
    variant: banner.variant,
    countdown: banner.countdown && isCountdownVisible(now, start, end) ? { start, end, endsOn: formatMarketDateTime(end, market.key, market.tag) } : null,
  };
}

/** The generic gift block: hidden in care mode (spec §6); no activity link when the activity flow is off. */
export async function getGiftBlockView(market: Market, options: { careMode: boolean; activityFlow: boolean }, fixture?: string): Promise<GiftBlockView | null> {
  if (options.careMode) return null;
  const gift = await getLocaleContent('giftBlock', market.locale, fixture);
  if (!gift) return null;
  const wanted = options.activityFlow
    ? [gift.boxURL, gift.singleVoucherURL, gift.giftcardURL, gift.activityOnlyURL]
    : [gift.boxURL, gift.singleVoucherURL, gift.giftcardURL];
  const links = wanted.map((link) => resolveContentLink(link, market.key));
  return { title: gift.title, subtitle: gift.subtitle, imageS: gift.imageS, imageL: gift.imageL, links };
}

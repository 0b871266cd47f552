/**
 * Data-layer events of spec §7 that carry GA4 e-commerce fields: `launchPage` (a page starts), promotion impressions
 * (`view_promotion`, `select_promotion`) and `personalization_item` (a gift's personalisation is kept). Pure builders:
 * the pages call trackEvent with what these return. No personal text (a name, a message) ever goes in an event.
 */
import type { AnalyticsEvent } from './analytics';

/** A GA4 e-commerce item. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_category: string;
  price: number;
  quantity: number;
}

export interface LaunchPageInput {
  /** The route of the page ('product', 'box', 'home', 'notFound'…). */
  pageType: string;
  location: string;
  title: string;
  referrer: string;
  /** BCP 47 tag of the page ('nl-BE'). */
  language: string;
  /** Spec §7 point of sale ('fr', 'be'…). */
  pos: string;
  flow: string;
}

/** `launchPage`, once per page load: what page, in which market and flow, with the e-commerce currency. */
export function buildLaunchPage(input: LaunchPageInput): AnalyticsEvent {
  return {
    name: 'launchPage',
    params: {
      page_type: input.pageType,
      page_location: input.location,
      page_title: input.title,
      page_referrer: input.referrer,
      language: input.language,
      point_of_sale: input.pos,
      flow: input.flow,
      currency: 'EUR',
    },
  };
}

/** A promotion on show (spec §3 content: promo bar, campaign, targeted, announcement banners, gift block). */
export interface Promotion {
  /** The content's internal code or campaign. */
  id: string;
  name: string;
  /** Which kind of banner shows it ('promo_bar', 'campaign_banner'…). */
  creative: string;
  /** Where on the page ('home', 'search'…). */
  slot: string;
}

function toPromotionItem(promotion: Promotion) {
  return { promotion_id: promotion.id, promotion_name: promotion.name, creative_name: promotion.creative, creative_slot: promotion.slot };
}

/** Promotion impressions: one `view_promotion` for the promotions that came into view together. */
export function buildViewPromotion(promotions: readonly Promotion[]): AnalyticsEvent | null {
  if (promotions.length === 0) return null;
  return { name: 'view_promotion', params: { items: promotions.map(toPromotionItem) } };
}

/** A click on a promotion. */
export function buildSelectPromotion(promotion: Promotion): AnalyticsEvent {
  return { name: 'select_promotion', params: { ...toPromotionItem(promotion), items: [toPromotionItem(promotion)] } };
}

export interface PersonalizationInput {
  item: Omit<EcommerceItem, 'quantity'>;
  hasFromName: boolean;
  hasMessage: boolean;
}

/** `personalization_item`: the gift's personalisation was kept; says which parts were filled in, never their text. */
export function buildPersonalizationItem({ item, hasFromName, hasMessage }: PersonalizationInput): AnalyticsEvent {
  return {
    name: 'personalization_item',
    params: {
      currency: 'EUR',
      value: item.price,
      items: [{ ...item, quantity: 1 }],
      personalization_from_name: hasFromName,
      personalization_message: hasMessage,
    },
  };
}

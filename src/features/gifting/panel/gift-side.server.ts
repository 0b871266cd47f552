/** The gift side of a product page, read on the server (spec §2 flow toggle and gift stay setup). */
import { isGiftDrawerEnabled, isSingleVoucherBlockShown } from '../../../domain/gift-locales';
import { getGiftNightsOptions, type GiftItemCategory } from '../../../domain/gift-stay';
import { readProductFlow, withProductFlow, type ProductFlow } from '../../../domain/product-flow';
import { getT } from '../../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../../i18n/markets';
import { buildPath } from '../../../i18n/routes';
import { isPhysicalGiftEnabled } from '../../../server/features';
import type { ProductDetail } from '../../product/product-page.server';
import type { FlowToggleProps } from './FlowToggle';
import type { GiftPanelProps } from './GiftPanel';

/** Id of the product page element whose data-flow attribute hides the side not shown. */
export const PRODUCT_ROOT_ID = 'product-root';

export interface GiftSide {
  flow: ProductFlow;
  toggle: FlowToggleProps | null;
  /** The gift panel's props; the page adds its tab bar. */
  panel: (Omit<GiftPanelProps, 'tabBar' | 'messages'> & { loadingLabel: string }) | null;
}

/**
 * Whether the product can be gifted and how its gift side starts: the flow comes from `?flow=gifting` (so a shared
 * link opens the gift side), only for giftable, bookable products.
 */
export function getGiftSide(marketKey: MarketKey, product: ProductDetail, url: URL, isCareMode: boolean, isExpired: boolean): GiftSide {
  const market = MARKETS[marketKey];
  const isGiftable = product.isGiftable && !isExpired;
  const flow = readProductFlow(url.search, isGiftable);
  if (!isGiftable) return { flow, toggle: null, panel: null };
  const t = getT(market.language, 'gifting');
  const here = `${url.pathname}${url.search}`;
  const itemCategory: GiftItemCategory = product.itemCategory === 'single_voucher' ? 'single_voucher' : 'weekend';
  const { sellPrices } = product.price;
  return {
    flow,
    toggle: {
      initialFlow: flow,
      rootId: PRODUCT_ROOT_ID,
      label: t('toggle.label'),
      labels: { booking: t('toggle.booking'), gifting: t('toggle.gifting') },
      hrefs: { booking: withProductFlow(here, 'booking'), gifting: withProductFlow(here, 'gifting') },
    },
    panel: {
      packageId: product.id,
      label: product.label,
      itemCategory,
      packageNights: product.nights,
      bucketPrices: [sellPrices[1], sellPrices[2], sellPrices[3]].map((price) => price ?? 0),
      upsellAvailabilityPrice: product.price.upsellAvailabilityPrice,
      nightsOptions: getGiftNightsOptions(),
      locale: market.locale,
      language: market.language,
      tag: market.tag,
      pos: market.country.toLowerCase(),
      isCareMode,
      isPhysicalEnabled: isPhysicalGiftEnabled(),
      isCustomisationShown: isGiftDrawerEnabled(market.locale, isCareMode),
      singleVoucherHref: isSingleVoucherBlockShown(market.locale, isCareMode) ? `${buildPath(marketKey, 'search')}?flow=gifting` : null,
      checkoutPath: buildPath(marketKey, 'giftCheckout'),
      loadingLabel: t('panel.loading'),
    },
  };
}

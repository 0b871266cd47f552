import { describe, expect, it } from 'vitest';
import { buildLaunchPage, buildPersonalizationItem, buildSelectPromotion, buildViewPromotion } from './events';

describe('data-layer events with GA4 e-commerce fields', () => {
  it('launchPage names the page, the market, the flow and the currency', () => {
    const event = buildLaunchPage({
      pageType: 'product',
      location: 'https://halte.test/be-nl/verblijf/12?flow=gifting',
      title: 'Uitje | Halte',
      referrer: '',
      language: 'nl-BE',
      pos: 'be',
      flow: 'gifting',
    });
    expect(event).toEqual({
      name: 'launchPage',
      params: {
        page_type: 'product',
        page_location: 'https://halte.test/be-nl/verblijf/12?flow=gifting',
        page_title: 'Uitje | Halte',
        page_referrer: '',
        language: 'nl-BE',
        point_of_sale: 'be',
        flow: 'gifting',
        currency: 'EUR',
      },
    });
  });

  it('promotion impressions list each promotion with its GA4 promotion fields; none gives no event', () => {
    const promo = { id: 'BF2026', name: 'Black Friday', creative: 'promo_bar', slot: 'home' };
    expect(buildViewPromotion([promo, { ...promo, id: 'GIFT', creative: 'gift_block' }])).toEqual({
      name: 'view_promotion',
      params: {
        items: [
          { promotion_id: 'BF2026', promotion_name: 'Black Friday', creative_name: 'promo_bar', creative_slot: 'home' },
          { promotion_id: 'GIFT', promotion_name: 'Black Friday', creative_name: 'gift_block', creative_slot: 'home' },
        ],
      },
    });
    expect(buildViewPromotion([])).toBeNull();
    expect(buildSelectPromotion(promo).params).toMatchObject({ promotion_id: 'BF2026', items: [{ promotion_id: 'BF2026' }] });
  });

  it('personalization_item carries currency, value and the item, and only whether a name and a message were written', () => {
    const event = buildPersonalizationItem({
      item: { item_id: 'ESCAPADEGO07-EBOX', item_name: 'Escapade gourmande', item_category: 'box', price: 499 },
      hasFromName: true,
      hasMessage: false,
    });
    expect(event).toEqual({
      name: 'personalization_item',
      params: {
        currency: 'EUR',
        value: 499,
        items: [{ item_id: 'ESCAPADEGO07-EBOX', item_name: 'Escapade gourmande', item_category: 'box', price: 499, quantity: 1 }],
        personalization_from_name: true,
        personalization_message: false,
      },
    });
  });
});

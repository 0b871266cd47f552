import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/client';
import { getMessages } from '../../i18n/i18n';
import type { Quote } from './booking-api';
import PriceSummary from './PriceSummary';

const QUOTE: Quote = {
  bookable: true,
  errors: [],
  errorMessage: null,
  priceInfo: {
    sellPrice: 30000,
    refPrice: 30000,
    promoPercentageRounded: 0,
    moneySaved: 0,
    priceType: 'TOTAL',
    nbRooms: 1,
    nights: 2,
    perPerson: 15000,
    paxCount: 2,
  },
  localTaxTotalAmount: 0,
  totalStayAmount: 30000,
  localTax: null,
  programLineList: [],
  programItemList: [],
  roomsAmountMessage: null,
  cancellationPolicy: { cancellable: true, cancellationDeadline: '2026-11-21', refundRate: 0.8 },
};

function render(today: string, quote: Quote = QUOTE): string {
  const t = createTranslator(getMessages('fr', 'booking'), 'fr');
  return renderToStaticMarkup(createElement(PriceSummary, { quote, t, tag: 'fr-FR', today })).replace(/\u00a0|\u202f/g, ' ');
}

describe('PriceSummary cancellation note', () => {
  it('promises the refund up to the deadline, that day included', () => {
    expect(render('2026-11-21')).toContain('Si vous annulez au plus tard le 21 novembre');
  });

  it('never promises a deadline already past: it says the deadline is over, as the checkout does', () => {
    const markup = render('2026-11-26');
    expect(markup).not.toContain('Si vous annulez au plus tard');
    expect(markup).toContain('La date limite pour ces dates était le 21 novembre');
  });

  it('says nothing about cancelling an offer that cannot be cancelled', () => {
    const markup = render('2026-11-01', { ...QUOTE, cancellationPolicy: { cancellable: false, cancellationDeadline: null, refundRate: 0 } });
    expect(markup).not.toMatch(/annul/i);
  });
});

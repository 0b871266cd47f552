import { describe, expect, it } from 'vitest';
import { buildGiftCheckoutQuery, parseGiftCheckoutQuery, type GiftCheckoutRequest } from './gift-checkout-query';

const parse = (query: string) => parseGiftCheckoutQuery(new URLSearchParams(query));

describe('gift checkout query', () => {
  const requests: GiftCheckoutRequest[] = [
    { type: 'BOX', code: 'WELLNESS01-PBOX', giftFormat: 'physical', subElements: [3, 7] },
    { type: 'GIFT_STAY', id: 42, giftNights: 1, bucket: 3, upsell: 'availability', giftFormat: 'digital', subElements: [] },
    { type: 'SINGLE_VOUCHER', id: 9, giftNights: 2, bucket: 1, giftFormat: 'physical' },
    { type: 'GIFT_CARD', amount: 5000, giftFormat: 'digital' },
  ];

  it('reads back every request it builds', () => {
    for (const request of requests) expect(parse(buildGiftCheckoutQuery(request))).toEqual({ ok: true, request });
  });

  it('writes the contract of ADR 10', () => {
    expect(buildGiftCheckoutQuery(requests[0]!)).toBe('type=BOX&code=WELLNESS01-PBOX&giftFormat=physical&subElements=3%2C7');
    expect(buildGiftCheckoutQuery(requests[1]!)).toBe('type=GIFT_STAY&id=42&giftNights=1&giftAdults=2&bucket=LIBERTY&upsell=availability&giftFormat=digital');
  });

  it('is digital without a format and ignores the default extras values', () => {
    expect(parse('type=BOX&code=WELLNESS01-EBOX&subElements=default,standard,true')).toEqual({
      ok: true,
      request: { type: 'BOX', code: 'WELLNESS01-EBOX', giftFormat: 'digital', subElements: [] },
    });
  });

  it('names what is wrong', () => {
    expect(parse('')).toEqual({ ok: false, error: 'type' });
    expect(parse('type=BOX&code=../x')).toEqual({ ok: false, error: 'code' });
    expect(parse('type=BOX&code=A1-EBOX&giftFormat=paper')).toEqual({ ok: false, error: 'format' });
    expect(parse('type=GIFT_STAY&id=x&giftNights=1&bucket=ESSENTIAL')).toEqual({ ok: false, error: 'id' });
    expect(parse('type=GIFT_STAY&id=4&giftNights=9&bucket=ESSENTIAL')).toEqual({ ok: false, error: 'nights' });
    expect(parse('type=GIFT_STAY&id=4&giftNights=1&bucket=GOLD')).toEqual({ ok: false, error: 'bucket' });
    expect(parse('type=GIFT_STAY&id=4&giftNights=1&bucket=ESSENTIAL&giftAdults=3')).toEqual({ ok: false, error: 'adults' });
    expect(parse('type=GIFT_STAY&id=4&giftNights=1&bucket=ESSENTIAL&upsell=yes')).toEqual({ ok: false, error: 'upsell' });
    expect(parse('type=BOX&code=A1-PBOX&subElements=1,x')).toEqual({ ok: false, error: 'subElements' });
    expect(parse('type=GIFT_CARD&amount=-5')).toEqual({ ok: false, error: 'amount' });
  });
});

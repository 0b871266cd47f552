import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { addIsoDays } from '../../src/domain/iso-date';
import { GET as quoteRoute } from '../../src/pages/api/beneficiary/quote';
import { getGiftCalendar, getGiftQuote } from '../../src/server/beneficiary/gift-quote.server';
import { findGiftByCode } from '../../src/server/beneficiary/gift-codes.server';
import { getStayPrice } from '../../src/server/catalog/stay-price.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { withGiftCodesDatabase } from './gift-holder';
import { TARGETS } from './harness';

/** GET /api/beneficiary/quote as a browser with (or without) the gift cookie sends it. */
async function getQuote(query: Record<string, string | number>, code?: string) {
  const url = new URL('http://halte.test/api/beneficiary/quote');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const cookies = { get: (name: string) => (name === 'halte_gift' && code ? { value: code } : undefined) };
  const response = await quoteRoute({ url, request: new Request(url), cookies, params: {} } as unknown as APIContext);
  return { status: response.status, json: await response.json() };
}

describe.each(TARGETS)('beneficiary quotes on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();

  withGiftCodesDatabase(url, today, (opened) => {
    handle = opened;
  });

  /** A single-voucher package and a check-in day its calendar can sell, with the gift's nights. */
  async function voucherStay() {
    const answer = await findGiftByCode(handle.db, 'HALTE-SV-VALID', 'fr', today);
    if (answer.status !== 'valid') throw new Error('demo voucher not valid');
    const pkgs = await handle.db
      .selectFrom('packages')
      .select(['id', 'hotel_id', 'base_price', 'ref_price', 'child_price', 'nights', 'expiration'])
      .where('item_category', '=', 'single_voucher')
      .where('published', '=', true)
      .orderBy('base_price', 'desc')
      .limit(40)
      .execute();
    for (const pkg of pkgs) {
      for (let i = 7; i < 120; i += 1) {
        const checkin = addIsoDays(today, i);
        const stay = await getStayPrice(handle.db, pkg, checkin, answer.gift.nights, { adults: 2, children: 0, babies: 0 });
        if (stay) return { gift: answer.gift, pkg, checkin, stay };
      }
    }
    throw new Error('no bookable voucher stay');
  }

  it('quotes the supplement as the stay price minus the gift value, to the cent', async () => {
    const { gift, pkg, checkin, stay } = await voucherStay();
    const quote = await getGiftQuote(handle.db, 'HALTE-SV-VALID', pkg.id, checkin, gift.nights, 'fr', today);
    expect(quote?.priceType).toBe('beneficiary');
    expect(quote?.stay?.total).toBe(stay.total);
    expect(quote?.giftValue).toBe(gift.amount);
    expect(quote?.supplement).toBe(Math.max(0, stay.total - (gift.amount ?? 0)));
    expect(quote?.status).toBe(stay.total > (gift.amount ?? 0) ? 'supplement' : 'included');
  });

  it('ignores a forged context: an invalid, used or lowered code gives no gift price, and the party is the gift’s', async () => {
    const { gift, pkg, checkin } = await voucherStay();
    expect(await getGiftQuote(handle.db, 'HALTE-SV-USED', pkg.id, checkin, gift.nights, 'fr', today)).toBeNull();
    expect(await getGiftQuote(handle.db, 'HALTE-SV-VALID-9999', pkg.id, checkin, gift.nights, 'fr', today)).toBeNull();
    // A box code does not open a single-voucher stay.
    expect((await getGiftQuote(handle.db, 'HALTE-BOX-VALID', pkg.id, checkin, gift.nights, 'fr', today))?.status).toBe('notAvailable');
    // A check-in after the gift's validity is not covered.
    expect((await getGiftQuote(handle.db, 'HALTE-SV-VALID', pkg.id, addIsoDays(gift.expiresOn, 1), gift.nights, 'fr', today))?.status).toBe('notAvailable');
  });

  it('gives every calendar day a gift status and giftPrice, keeping days the gift does not cover', async () => {
    const { gift, pkg } = await voucherStay();
    const from = today;
    const to = addIsoDays(today, 59);
    const calendar = await getGiftCalendar(handle.db, 'HALTE-SV-VALID', pkg.id, from, to, 'fr', today);
    expect(calendar?.days).toHaveLength(60);
    expect(calendar?.affiliateId).toBe(gift.affiliateId);
    for (const day of calendar?.days ?? []) {
      if (day.status === 'notAvailable') expect(day.giftPrice).toBeNull();
      else expect(day.giftPrice).toBe(Math.max(0, (day.price ?? 0) - (gift.amount ?? 0)));
    }
    expect(calendar?.days.some((day) => day.status !== 'notAvailable')).toBe(true);
    expect(await getGiftCalendar(handle.db, 'HALTE-BOX-USED', pkg.id, from, to, 'fr', today)).toBeNull();
  });

  it('includes a box stay of the box’s nights', async () => {
    const answer = await findGiftByCode(handle.db, 'HALTE-BOX-VALID', 'fr', today);
    if (answer.status !== 'valid') throw new Error('demo box not valid');
    const inBox = await handle.db
      .selectFrom('box_packages')
      .select('package_id')
      .where('box_code', '=', answer.gift.boxCode ?? '')
      .execute();
    const calendar = await getGiftCalendar(handle.db, 'HALTE-BOX-VALID', inBox[0]?.package_id ?? 0, today, addIsoDays(today, 89), 'fr', today);
    const open = calendar?.days.find((day) => day.status !== 'notAvailable' && day.nights === answer.gift.nights);
    expect(open?.status).toBe('included');
    expect(open?.giftPrice).toBe(0);
  });

  it('answers the quote from the cookie’s code only: forged query parameters change nothing, no cookie is a 401', async () => {
    const { gift, pkg, checkin, stay } = await voucherStay();
    const base = { locale: 'fr_FR', packageId: pkg.id, checkin, nights: gift.nights };
    const honest = await getQuote(base, 'HALTE-SV-VALID');
    expect(honest.status).toBe(200);
    expect(honest.json.supplement).toBe(Math.max(0, stay.total - (gift.amount ?? 0)));
    const forged = await getQuote(
      { ...base, giftAmount: 9_999_999, giftPrice: 0, amount: 9_999_999, code: 'HALTE-SV-VALID', adults: 1, children: 0, supplement: 0 },
      'HALTE-SV-VALID',
    );
    expect(forged.json).toEqual(honest.json);
    expect((await getQuote({ ...base, code: 'HALTE-SV-VALID' })).status).toBe(401);
    expect((await getQuote(base, 'HALTE-SV-USED')).status).toBe(404);
    expect((await getQuote({ ...base, packageId: 'x' }, 'HALTE-SV-VALID')).status).toBe(400);
    const calendar = await getQuote({ locale: 'fr_FR', packageId: pkg.id, from: today, to: addIsoDays(today, 29) }, 'HALTE-SV-VALID');
    expect(calendar.json.days).toHaveLength(30);
  });
});

import { z } from 'astro/zod';
import { addIsoDays } from '../../../domain/iso-date';
import { MARKET_KEYS, MARKETS } from '../../../i18n/markets';
import { buildPath } from '../../../i18n/routes';
import { jsonResponse } from '../../../server/api/http';
import { testJsonRoute } from '../../../server/api/test-route';
import { getToday } from '../../../server/db/database';
import { getGiftRedeemUrl } from '../../../server/orders/fulfilment.server';
import { issueGiftCode, type IssueGiftCodeInput } from '../../../server/gift/issue-gift-code.server';
import {
  enqueueMail,
  getPublicOrigin,
  type GiftDescription,
  renderGiftRecipientMail,
  renderOrderConfirmationMail,
  renderVoucherPdf,
  voucherFileName,
  wakeMailOutbox,
} from '../../../server/mail';

const Body = z.object({ to: z.email().max(254), market: z.enum(MARKET_KEYS).default('fr'), gift: z.enum(['BOX', 'ACTIVITY', 'GIFT_CARD']).default('BOX') });

/**
 * POST /api/test/mail-samples — issues a real gift code (an e-box by default, or `gift: 'ACTIVITY' | 'GIFT_CARD'`) and queues the e-gift (with its PDF voucher) and an
 * order confirmation to `to`, so a browser test can open them in the development mailbox and redeem the code.
 * Exists only with HALTE_TEST_ROUTES=1.
 */
export const POST = testJsonRoute(Body, async (data, db) => {
  const { to, market } = data;
  const { language } = MARKETS[market];
  const validUntil = addIsoDays(getToday(), 548);
  const origin = getPublicOrigin();
  const sample = async (): Promise<{ gift: GiftDescription; title: string; issue: Omit<IssueGiftCodeInput, 'market' | 'validUntil'> }> => {
    if (data.gift === 'GIFT_CARD')
      return { gift: { kind: 'GIFT_CARD', amountCents: 10000 }, title: 'Halte', issue: { kind: 'GIFT_CARD', amountCents: 10000, nights: 1 } };
    if (data.gift === 'ACTIVITY') {
      const activity = await db.selectFrom('activity_products').select(['id', 'labels']).where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
      const title = (activity.labels as unknown as Record<string, string>)[language] ?? String(activity.id);
      return { gift: { kind: 'ACTIVITY', title, participants: 2 }, title, issue: { kind: 'ACTIVITY', activityId: activity.id, amountCents: 8900, nights: 0 } };
    }
    const box = await db.selectFrom('boxes').select(['code', 'nights', 'titles']).where('code', 'like', '%-EBOX').orderBy('code').executeTakeFirstOrThrow();
    const title = (box.titles as unknown as Record<string, string>)[language] ?? box.code;
    return { gift: { kind: 'BOX', title, nights: box.nights, people: 2 }, title, issue: { kind: 'BOX', boxCode: box.code, nights: box.nights } };
  };
  const { gift, title, issue } = await sample();
  const code = await db.transaction().execute(async (trx) => {
    const issued = await issueGiftCode(trx, { ...issue, market, validUntil, orderId: 'test-sample' });
    const voucher = {
      market,
      code: issued,
      validUntil,
      gift,
      recipientName: 'Éloïse Núñez',
      senderName: 'Camille Martin',
      message: 'Joyeux anniversaire ! À très vite.',
    };
    const redeemUrl = getGiftRedeemUrl(market, issued);
    const pdf = await renderVoucherPdf({ ...voucher, siteLabel: new URL(origin).host, redeemUrl });
    await enqueueMail(trx, {
      kind: 'GIFT_RECIPIENT',
      to,
      locale: market,
      ...renderGiftRecipientMail({ ...voucher, redeemUrl, voucherAttached: true }),
      attachments: [{ filename: voucherFileName(market, issued), contentType: 'application/pdf', content: pdf }],
    });
    await enqueueMail(trx, {
      kind: 'ORDER_CONFIRMATION',
      to,
      locale: market,
      ...renderOrderConfirmationMail({
        market,
        kind: 'GIFT',
        customerFirstName: 'Camille',
        orderNumber: 'H-TEST-0001',
        orderedOn: getToday(),
        orderUrl: `${origin}${buildPath(market, 'accountTrips')}`,
        lines: [{ label: title, amountCents: 14990 }],
        totalCents: 14990,
        gifts: [{ gift, recipientName: 'Éloïse Núñez', recipientEmail: to, sendOn: getToday() }],
      }),
    });
    return issued;
  });
  wakeMailOutbox();
  return jsonResponse({ code });
});

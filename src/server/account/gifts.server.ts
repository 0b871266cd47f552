/**
 * The account's 'My gifts' (ADR 48): the gift and activity-voucher orders the account owns, titled in the
 * page's language, with each code's use and what the buyer may still do with it (resend, new address, new date).
 */
import type { Kysely } from 'kysely';
import { checkRecipientChange, checkResend, checkSendDateMove, type AftercareGift } from '../../domain/gift-aftercare';
import { formatMoney } from '../../domain/money';
import { getT } from '../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import type { Database } from '../db/schema';
import { getToday } from '../db/database';
import { getGiftOptionsList, type GiftOptions } from '../gift-cards/gift-extension.server';
import { findOwnedGift, getAftercareHistory, type AftercareAction } from './gift-aftercare.server';

type Localized = Record<string, string>;

/** What the buyer may do with one code, and what was done. */
export interface GiftAftercare {
  code: string;
  state: AftercareGift;
  canResend: boolean;
  canChangeRecipient: boolean;
  canMoveDate: boolean;
  history: { action: AftercareAction; at: string }[];
}

export interface GiftSummary {
  orderId: string;
  number: string;
  status: string;
  orderedOn: string;
  title: string;
  type: string;
  format: 'digital' | 'physical';
  recipientName: string | null;
  recipientEmail: string | null;
  sendOn: string | null;
  fulfilment: 'to_ship' | 'shipped' | null;
  totalCents: number;
  codes: string[];
  /** An activity the buyer bought for themselves: their own activity, not a gift. */
  ownUse: boolean;
  /** Each code's after-care (ADR 48). */
  aftercare: GiftAftercare[];
  /** Each code's balance (gift cards), extension and exchange, and the card a voucher was exchanged for (ADR 33). */
  options: GiftOptions[];
}

/**
 * Orders shown: paid, confirmed and still waiting for payment (a payment that failed is not a gift), and confirmed
 * ones refunded as goodwill (ADR 60), whose gifts stand. A late payment sent back was never confirmed.
 */
const SHOWN = ['pending_payment', 'paid', 'confirmed'] as const;
const REFUNDED = ['partly_refunded', 'refunded'] as const;

/** The gift's title in `market`'s language, from the product it was bought from (the order keeps the purchase's language). */
async function getTitles(
  db: Kysely<Database>,
  market: MarketKey,
  lines: { order_id: string; kind: string; product_ref: string | null; unit_cents: number }[],
): Promise<Map<string, string>> {
  const { language, tag } = MARKETS[market];
  const ids = (kinds: string[]) =>
    lines.filter((line) => kinds.includes(line.kind) && /^\d+$/.test(line.product_ref ?? '')).map((line) => Number(line.product_ref));
  const boxCodes = lines.filter((line) => line.kind === 'BOX' && line.product_ref).map((line) => line.product_ref ?? '');
  const packageIds = ids(['GIFT_STAY', 'SINGLE_VOUCHER']);
  const activityIds = ids(['ACTIVITY']);
  const [boxes, packages, activities] = await Promise.all([
    boxCodes.length ? db.selectFrom('boxes').select(['code', 'titles']).where('code', 'in', boxCodes).execute() : [],
    packageIds.length ? db.selectFrom('packages').select(['id', 'labels']).where('id', 'in', packageIds).execute() : [],
    activityIds.length ? db.selectFrom('activity_products').select(['id', 'labels']).where('id', 'in', activityIds).execute() : [],
  ]);
  const titles = new Map<string, string>();
  for (const line of lines) {
    const ref = line.product_ref ?? '';
    const found =
      line.kind === 'BOX'
        ? boxes.find((box) => box.code === ref)?.titles
        : line.kind === 'ACTIVITY'
          ? activities.find((row) => String(row.id) === ref)?.labels
          : line.kind === 'GIFT_STAY' || line.kind === 'SINGLE_VOUCHER'
            ? packages.find((row) => String(row.id) === ref)?.labels
            : undefined;
    const title =
      line.kind === 'GIFT_CARD'
        ? getT(language, 'gift')('checkout.giftCard', { amount: formatMoney(line.unit_cents, tag) })
        : (found as Localized | undefined)?.[language];
    if (title) titles.set(line.order_id, title);
  }
  return titles;
}

export async function getCustomerGifts(db: Kysely<Database>, customerId: string, today = getToday(), market: MarketKey = 'fr'): Promise<GiftSummary[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'created_at', 'details', 'send_on', 'fulfilment', 'total_cents'])
    .where('customer_id', '=', customerId)
    .where('kind', 'in', ['GIFT', 'ACTIVITY'])
    .where((eb) => eb.or([eb('status', 'in', SHOWN), eb.and([eb('status', 'in', REFUNDED), eb('confirmed_at', 'is not', null)])]))
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  if (orders.length === 0) return [];
  const orderIds = orders.map((order) => order.id);
  const lines = await db
    .selectFrom('order_lines')
    .select(['order_id', 'gift_code'])
    .where('order_id', 'in', orderIds)
    .where('gift_code', 'is not', null)
    .execute();
  const firstLines = await db
    .selectFrom('order_lines')
    .select(['order_id', 'kind', 'product_ref', 'unit_cents'])
    .where('order_id', 'in', orderIds)
    .where('position', '=', 1)
    .execute();
  const titles = await getTitles(db, market, firstLines);
  const codes = lines.map((line) => line.gift_code ?? '');
  const history = await getAftercareHistory(db, codes);
  const aftercare = new Map<string, GiftAftercare>();
  for (const code of codes) {
    const owned = await findOwnedGift(db, customerId, code);
    if (!owned) continue;
    const { state } = owned;
    const mails = (history.get(code) ?? []).filter(
      (event) => (event.action === 'resend' || event.action === 'recipient') && Date.parse(event.at) > Date.now() - 86_400_000,
    ).length;
    aftercare.set(code, {
      code,
      state,
      canResend: checkResend(state, mails, today).allowed,
      // Probed with an empty address and today's date: only those answers depend on what the buyer will type.
      canChangeRecipient: ((answer) => !answer.allowed && answer.reason === 'invalidEmail')(checkRecipientChange(state, '', mails, today)),
      canMoveDate: ((answer) => answer.allowed || answer.reason === 'sameDate')(checkSendDateMove(state, today, 0, today)),
      history: history.get(code) ?? [],
    });
  }
  const options = await getGiftOptionsList(db, codes, today);
  const exchanged = await getGiftOptionsList(
    db,
    [...options.values()].flatMap((option) => (option.exchangedFor ? [option.exchangedFor] : [])),
    today,
  );
  return orders.map((order) => {
    const gift = ((order.details as Record<string, unknown>).gift ?? {}) as {
      title?: string;
      type?: string;
      format?: string;
      recipientName?: string;
      recipientEmail?: string | null;
      ownUse?: boolean;
      sendOn?: string | null;
    };
    return {
      orderId: order.id,
      number: order.number,
      status: order.status,
      orderedOn: new Date(order.created_at).toISOString().slice(0, 10),
      title: titles.get(order.id) ?? gift.title ?? '',
      type: gift.type ?? 'BOX',
      format: gift.format === 'physical' ? 'physical' : 'digital',
      recipientName: gift.recipientName ?? null,
      recipientEmail: gift.recipientEmail ?? null,
      sendOn: order.send_on,
      fulfilment: order.fulfilment,
      totalCents: order.total_cents,
      codes: lines.filter((line) => line.order_id === order.id).map((line) => line.gift_code ?? ''),
      ownUse: gift.ownUse === true,
      aftercare: lines.flatMap((line) =>
        line.order_id === order.id ? [aftercare.get(line.gift_code ?? '')].filter((entry): entry is GiftAftercare => entry !== undefined) : [],
      ),
      options: lines
        .filter((line) => line.order_id === order.id)
        .flatMap((line) => {
          const option = options.get(line.gift_code ?? '');
          const card = option?.exchangedFor ? exchanged.get(option.exchangedFor) : undefined;
          return [option, card].filter((value): value is GiftOptions => value !== undefined);
        }),
    };
  });
}

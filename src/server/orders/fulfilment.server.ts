/**
 * What a paid order becomes, run once inside the transaction that confirms it: a stay's booking (the
 * account's trips and the booking lookup read the bookings table); a gift's code (issueGiftCode, so the gift login
 * accepts it at once) and PDF voucher; a physical gift's 'to ship' state; the buyer's confirmation e-mail in the
 * market's language and, for an e-gift, the recipient's e-mail on its send date (the mail outbox, ADR 22).
 */
import { getGiftDelivery } from '../../domain/gift-delivery';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { getOrderProof } from './placed-orders.server';
import { getSignedBookingPath } from './booking-access.server';
import { addIsoDays, addIsoMonths } from '../../domain/iso-date';
import { isMarketKey, MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import type { Database, Localized, OrdersTable } from '../db/schema';
import { generateGiftCode, issueGiftCode, type IssueGiftCodeInput } from '../gift/issue-gift-code.server';
import { applyGiftExtension } from '../gift-cards/gift-extension.server';
import { getGiftBookability } from '../beneficiary/gift-bookability.server';
import { findActivityCentre } from '../beneficiary/activity-voucher.server';
import { formatCentreAddress } from '../mail/templates/activity-booking';
import { getOrderPayLaterPlan } from './pay-later-plan';
import { getGiftLeftover, type StoredGiftRedemption } from './gift-leftover';
import { getOrderGiftCard } from '../gift-cards/gift-cards.server';
import { getOrderSplit } from '../gift-cards/gift-card-step.server';
import { loadVoucherDetails, type VoucherDetails } from '../gift/voucher-details.server';
import {
  enqueueMail,
  getPublicOrigin,
  renderGiftRecipientMail,
  renderOrderConfirmationMail,
  renderVoucherPdf,
  voucherFileName,
  type VoucherPdfInput,
  type GiftDescription,
  type MailAttachment,
  type OrderMailGift,
} from '../mail';

type Order = Selectable<OrdersTable>;
type Trx = Transaction<Database>;

interface StoredStay {
  hotelId: number;
  hotelLabel: string;
  packageId: number;
  packageLabel: string;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
}

/** The gift part of an order's details, as the checkout stored it. */
export interface StoredGift {
  type: 'BOX' | 'GIFT_STAY' | 'SINGLE_VOUCHER' | 'GIFT_CARD' | 'ACTIVITY';
  format: 'digital' | 'physical';
  title: string;
  nights: number | null;
  validityMonths: number;
  participants?: number;
  ownUse?: boolean;
  isPhysical: boolean;
  recipientName?: string;
  recipientEmail?: string | null;
  fromName?: string;
  message?: string;
  sendOn?: string | null;
  address?: { name: string; street: string; postcode: string; city: string } | null;
}

/** A gift stay or a box is for two people (spec §9). */
const GIFT_PEOPLE = 2;
/** E-gifts sent on a later day leave at this hour (UTC) that day. */
const SEND_HOUR_UTC = 7;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function bookStay(trx: Trx, order: Order, stay: StoredStay): Promise<void> {
  await trx
    .insertInto('bookings')
    .values({
      booking_number: order.number,
      market: order.market,
      email: order.email,
      customer_id: order.customer_id,
      first_name: order.first_name,
      last_name: order.last_name,
      status: 'CONFIRMED',
      hotel_id: stay.hotelId,
      hotel_label: stay.hotelLabel,
      package_id: stay.packageId,
      package_label: stay.packageLabel,
      checkin: stay.checkin,
      nights: stay.nights,
      adults: stay.adults,
      children: stay.children,
      babies: stay.babies,
      amount: order.total_cents,
      invoice_number: `F${order.number}`,
    })
    .onConflict((conflict) => conflict.column('booking_number').doNothing())
    .execute();
}

/** What the code opens and what the e-mails and voucher say it gives (the hotel or centre from the catalog). */
function describe(
  gift: StoredGift,
  line: { product_ref: string | null; unit_cents: number },
  details: VoucherDetails,
): { code: Omit<IssueGiftCodeInput, 'market' | 'validUntil' | 'orderId'>; description: GiftDescription } {
  const nights = gift.nights ?? 1;
  switch (gift.type) {
    case 'BOX':
      return { code: { kind: 'BOX', boxCode: line.product_ref, nights }, description: { kind: 'BOX', title: gift.title, nights, people: GIFT_PEOPLE } };
    case 'GIFT_STAY':
      // The code opens the gifted package itself (its line's product), worth what was paid for it.
      return {
        code: { kind: 'SINGLE_VOUCHER', amountCents: line.unit_cents, nights, packageId: Number(line.product_ref) },
        description: { kind: 'GIFT_STAY', title: gift.title, hotel: details.hotel, nights, people: GIFT_PEOPLE },
      };
    case 'SINGLE_VOUCHER':
      return {
        code: { kind: 'SINGLE_VOUCHER', amountCents: line.unit_cents, nights },
        description: { kind: 'SINGLE_VOUCHER', title: gift.title, hotel: details.hotel, nights, amountCents: line.unit_cents },
      };
    case 'GIFT_CARD':
      return { code: { kind: 'GIFT_CARD', amountCents: line.unit_cents, nights: 1 }, description: { kind: 'GIFT_CARD', amountCents: line.unit_cents } };
    case 'ACTIVITY':
      return {
        code: { kind: 'ACTIVITY', activityId: Number(line.product_ref), amountCents: line.unit_cents, nights: 0 },
        description: { kind: 'ACTIVITY', title: gift.title, centre: details.centre, participants: gift.participants ?? 2 },
      };
  }
}

/** The gift login of the market with the code filled in (never submitted for the visitor). */
export function getGiftRedeemUrl(market: MarketKey, code: string): string {
  return `${getPublicOrigin()}${buildPath(market, 'giftLogin')}?${new URLSearchParams({ code })}`;
}

/** What makes a gift's voucher: the order's gift, its first line, the buyer's first name and the code. */
export interface GiftVoucherSource {
  market: MarketKey;
  gift: Pick<StoredGift, 'type' | 'title' | 'nights' | 'validityMonths' | 'participants' | 'ownUse' | 'recipientName' | 'fromName' | 'message'>;
  line: { product_ref: string | null; unit_cents: number };
  buyerFirstName: string;
  code: string;
  /** Last valid day; by default the gift's validity from today. */
  validUntil?: string;
  /** A preview before paying: the PDF is marked as a sample. */
  sample?: boolean;
}

/** A gift's voucher as the recipient gets it: what the PDF and the e-mails say. Reads, never writes. */
export async function makeGiftVoucher(db: Kysely<Database>, source: GiftVoucherSource) {
  const { market, gift, line, code } = source;
  const details = await loadVoucherDetails(db, MARKETS[market].language, { type: gift.type, productRef: line.product_ref });
  const { code: codeInput, description } = describe(gift as StoredGift, line, details);
  const validUntil = source.validUntil ?? addIsoDays(addIsoMonths(today(), gift.validityMonths), -1);
  const senderName = gift.fromName || source.buyerFirstName;
  const recipientName = gift.ownUse ? source.buyerFirstName : gift.recipientName || source.buyerFirstName;
  const siteLabel = new URL(getPublicOrigin()).host;
  const redeemUrl = getGiftRedeemUrl(market, code);
  // A stay gift's voucher says how bookable it is on the day it is made, counted like the gift page.
  const opensStays = codeInput.kind === 'BOX' || codeInput.kind === 'SINGLE_VOUCHER';
  const bookability = opensStays
    ? await getGiftBookability(
        db,
        { kind: codeInput.kind, boxCode: codeInput.boxCode ?? null, nights: codeInput.nights, packageId: codeInput.packageId ?? null },
        today(),
      )
    : null;
  const centre = codeInput.kind === 'ACTIVITY' && codeInput.activityId ? await findActivityCentre(db, codeInput.activityId) : undefined;
  const pdfInput: VoucherPdfInput = {
    market,
    code,
    validUntil,
    gift: description,
    recipientName,
    senderName,
    ownUse: Boolean(gift.ownUse),
    message: gift.message ?? null,
    siteLabel,
    redeemUrl,
    picture: details.picture,
    included: details.included,
    bookability: bookability && { ...bookability, countedOn: today() },
    centre: centre ? { label: centre.label, address: formatCentreAddress(centre), phone: centre.phone } : null,
    sample: Boolean(source.sample),
  };
  return { codeInput, description, validUntil, recipientName, senderName, redeemUrl, pdfInput };
}

/** The e-gift e-mail to its recipient, with the voucher attached. */
export function renderGiftVoucherMail(
  market: MarketKey,
  voucher: Pick<PreparedGift, 'code' | 'validUntil' | 'description' | 'recipientName' | 'senderName'>,
  message: string | null,
  sample = false,
) {
  return renderGiftRecipientMail({
    market,
    recipientName: voucher.recipientName,
    senderName: voucher.senderName,
    message,
    code: voucher.code,
    validUntil: voucher.validUntil,
    gift: voucher.description,
    redeemUrl: getGiftRedeemUrl(market, voucher.code),
    voucherAttached: true,
    sample,
  });
}

/** A gift's code and voucher, made before the confirming transaction (rendering a PDF takes long; the embedded database has one connection). */
export interface PreparedGift {
  code: string;
  validUntil: string;
  codeInput: Omit<IssueGiftCodeInput, 'market' | 'validUntil' | 'orderId'>;
  description: GiftDescription;
  recipientName: string;
  senderName: string;
  voucher: MailAttachment;
}

/** Draws the gift's code and renders its PDF voucher; null for an order without a gift. Reads, never writes. */
export async function prepareFulfilment(db: Kysely<Database>, order: Order): Promise<PreparedGift | null> {
  const gift = (order.details as unknown as { gift?: StoredGift }).gift;
  if (!gift) return null;
  const validUntil = addIsoDays(addIsoMonths(today(), gift.validityMonths), -1);
  const rendered = await renderGiftVoucher(db, order, generateGiftCode(), validUntil);
  return rendered && { ...rendered, validUntil };
}

/**
 * The gift of `order` as code `code` valid until `validUntil`: what it opens, what it gives, its names and its PDF
 * voucher. Used when the order is paid, and again when the buyer asks My gifts for a copy (ADR 48).
 */
export async function renderGiftVoucher(
  db: Kysely<Database>,
  order: Order,
  code: string,
  validUntil: string,
): Promise<Omit<PreparedGift, 'validUntil'> | null> {
  const gift = (order.details as unknown as { gift?: StoredGift }).gift;
  if (!gift) return null;
  const market: MarketKey = isMarketKey(order.market) ? order.market : 'fr';
  const line = await db
    .selectFrom('order_lines')
    .select(['product_ref', 'unit_cents'])
    .where('order_id', '=', order.id)
    .where('position', '=', 1)
    .executeTakeFirstOrThrow();
  const voucher = await makeGiftVoucher(db, { market, gift, line, buyerFirstName: order.first_name, code, validUntil });
  const { codeInput, description, recipientName, senderName, pdfInput } = voucher;
  const pdf = await renderVoucherPdf(pdfInput);
  return {
    code,
    codeInput,
    description,
    recipientName,
    senderName,
    voucher: { filename: voucherFileName(market, code), contentType: 'application/pdf', content: pdf },
  };
}

/** The moment an e-gift chosen for `sendOn` leaves: that day at the send hour, or now for today or a past day. */
export function getGiftSendAt(sendOn: string, now = today()): Date | undefined {
  return sendOn > now ? new Date(`${sendOn}T0${SEND_HOUR_UTC}:00:00Z`) : undefined;
}

/** Issues the prepared code and queues the recipient's e-mail (e-gifts); answers what the buyer's e-mail says and attaches. */
async function deliverGift(
  trx: Trx,
  order: Order,
  market: MarketKey,
  gift: StoredGift,
  prepared: PreparedGift,
): Promise<{ mailGift: OrderMailGift; attachments: MailAttachment[] }> {
  const { code, validUntil, description, recipientName, voucher } = prepared;
  await issueGiftCode(trx, { ...prepared.codeInput, code, market, validUntil, orderId: order.id });
  await trx.updateTable('order_lines').set({ gift_code: code }).where('order_id', '=', order.id).where('position', '=', 1).execute();
  const isEmailedGift = !gift.isPhysical && !gift.ownUse && Boolean(gift.recipientEmail);
  if (isEmailedGift && gift.recipientEmail) {
    const mail = renderGiftVoucherMail(market, prepared, gift.message ?? null);
    const sendAt = getGiftSendAt(gift.sendOn ?? today());
    await enqueueMail(trx, {
      kind: 'GIFT_RECIPIENT',
      to: gift.recipientEmail,
      locale: market,
      ...mail,
      attachments: [voucher],
      giftCode: code,
      ...(sendAt ? { sendAt } : {}),
    });
  }
  const address = gift.address ? `${gift.address.name}\n${gift.address.street}\n${gift.address.postcode} ${gift.address.city}` : null;
  const extras = gift.isPhysical
    ? await trx.selectFrom('order_lines').select(['product_ref', 'unit_cents']).where('order_id', '=', order.id).where('kind', '=', 'EXTRA').execute()
    : [];
  const delivery = getGiftDelivery(
    gift.isPhysical ? 'physical' : 'digital',
    extras.map((extra) => ({ id: extra.product_ref ?? '', price: extra.unit_cents })),
  );
  const mailGift: OrderMailGift = {
    gift: description,
    recipientName,
    recipientEmail: isEmailedGift ? gift.recipientEmail : null,
    sendOn: gift.sendOn ?? null,
    shippingAddress: address,
    delivery,
  };
  // The buyer keeps the voucher of a gift they hand over themselves (physical, or an activity for themselves).
  return { mailGift, attachments: isEmailedGift ? [] : [voucher] };
}

/** Runs inside the transaction that confirms the order (the order's row is locked and 'paid'). */
export async function fulfilOrder(trx: Trx, order: Order, prepared: PreparedGift | null): Promise<void> {
  const market: MarketKey = isMarketKey(order.market) ? order.market : 'fr';
  const details = order.details as unknown as { stay?: StoredStay; gift?: StoredGift; giftRedemption?: StoredGiftRedemption };
  let delivered: { mailGift: OrderMailGift; attachments: MailAttachment[] } | undefined;
  if (order.kind === 'STAY' && details.stay) await bookStay(trx, order, details.stay);
  // A paid extension adds its six months to the gift, once (ADR 33).
  if (order.kind === 'EXTENSION') await applyGiftExtension(trx, order.details);
  if (details.gift) {
    if (!prepared) throw new Error(`Order ${order.number}: its gift was not prepared`);
    delivered = await deliverGift(trx, order, market, details.gift, prepared);
    if (details.gift.isPhysical) await trx.updateTable('orders').set({ fulfilment: 'to_ship' }).where('id', '=', order.id).execute();
  }
  await queueOrderConfirmation(trx, order, { delivered, giftCode: prepared?.code ?? null });
}

/**
 * Queues the order's confirmation e-mail, to the buyer or to `to` (a corrected address a care agent typed). Run by
 * the confirmation with the gift it delivered; sent again later, it says the same without the gift's voucher (the
 * voucher is sent again on its own).
 */
export async function queueOrderConfirmation(
  trx: Trx,
  order: Order,
  {
    delivered,
    giftCode,
    to = order.email,
  }: { delivered?: { mailGift: OrderMailGift; attachments: MailAttachment[] } | undefined; giftCode: string | null; to?: string },
): Promise<void> {
  const market: MarketKey = isMarketKey(order.market) ? order.market : 'fr';
  const details = order.details as unknown as { stay?: StoredStay; gift?: StoredGift; giftRedemption?: StoredGiftRedemption };
  const stay = order.kind === 'STAY' ? details.stay : undefined;
  const lines = await trx.selectFrom('order_lines').select(['label', 'total_cents']).where('order_id', '=', order.id).orderBy('position').execute();
  const gift = details.gift;
  // A gift card's part (ADR 33): the mail says the total, what the card paid and what was paid by card.
  const split = getOrderSplit({ totalCents: order.total_cents, amountDueCents: order.amount_due_cents }, await getOrderGiftCard(trx, order.id));
  const proof = await getOrderProof(trx, order.id);
  const room = stay
    ? await trx
        .selectFrom('packages')
        .innerJoin('rooms', 'rooms.id', 'packages.room_id')
        .select('rooms.labels')
        .where('packages.id', '=', stay.packageId)
        .executeTakeFirst()
    : undefined;
  const mail = renderOrderConfirmationMail({
    market,
    kind: order.kind === 'STAY' ? 'STAY' : order.kind === 'ACTIVITY' && gift?.ownUse ? 'ACTIVITY' : 'GIFT',
    customerFirstName: order.first_name,
    orderNumber: order.number,
    orderedOn: new Date(order.created_at).toISOString(),
    orderUrl: `${getPublicOrigin()}${buildPath(market, 'orderConfirmation', { id: order.id })}?k=${proof}`,
    // A guest's order: a link to add it to an account (any address), with the same proof (ADR 43).
    // A stay's own page, with its signed link: it opens from the mailbox, signed in or not (ADR 55).
    bookingUrl: stay ? `${getPublicOrigin()}${await getSignedBookingPath(trx, market, order.number)}` : null,
    claimUrl: order.customer_id ? null : `${getPublicOrigin()}${buildPath(market, 'accountClaim')}?${new URLSearchParams({ order: order.id, k: proof })}`,
    lines: lines.map((line) => ({ label: line.label, amountCents: line.total_cents })),
    ...(split.giftCard
      ? { totalCents: split.totalCents, giftCard: { ...split.giftCard, paidByCardCents: split.paidByCardCents } }
      : { totalCents: order.amount_due_cents }),
    payLater: getOrderPayLaterPlan(order),
    giftLeftover: getGiftLeftover(details.giftRedemption),
    stay: stay
      ? {
          hotelName: stay.hotelLabel,
          checkIn: stay.checkin,
          checkOut: addIsoDays(stay.checkin, stay.nights),
          nights: stay.nights,
          adults: stay.adults,
          children: stay.children,
          roomName: (room?.labels as unknown as Localized | undefined)?.[MARKETS[market].language] ?? null,
        }
      : null,
    // Bought for oneself: nothing is booked yet, the e-mail links to the voucher's page where a date is chosen (ADR 46).
    activity: gift?.ownUse
      ? {
          title: gift.title,
          participants: gift.participants ?? 2,
          bookUrl: giftCode ? `${getPublicOrigin()}${buildPath(market, 'giftActivity')}?code=${encodeURIComponent(giftCode)}` : null,
        }
      : null,
    gifts: delivered && !gift?.ownUse ? [delivered.mailGift] : [],
  });
  await enqueueMail(trx, { kind: 'ORDER_CONFIRMATION', to, locale: market, ...mail, attachments: delivered?.attachments ?? [] });
}

import { getGiftDeliveryWording, type GiftDelivery } from '../../../domain/gift-delivery';
import type { PayLaterPlan } from '../../../domain/pay-later';
import type { MarketKey } from '../../../i18n/markets';
import { describePayLaterPlan } from '../../orders/pay-later-plan';
import { describeGift, getMailTexts, type GiftDescription } from './format';
import { greet, renderMail, type Block } from './layout';

/** One line of an order as the customer paid it. */
export interface OrderMailLine {
  /** What it is, in the market's language ('Week-end étoilé – e-box', 'Breakfast', 'Cancellation insurance'). */
  label: string;
  /** The line's total in cents (already multiplied by its quantity). */
  amountCents: number;
}

/** A booked stay. Dates 'YYYY-MM-DD'. */
export interface OrderMailStay {
  hotelName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children?: number;
  roomName?: string | null;
}

/** A booked activity (for oneself). */
export interface OrderMailActivity {
  title: string;
  /** 'YYYY-MM-DD', when a date is booked. */
  date?: string | null;
  participants: number;
  /** A voucher bought for oneself: the absolute link where its date is booked with the centre (ADR 46). */
  bookUrl?: string | null;
}

/** A gift in a gift order. */
export interface OrderMailGift {
  gift: GiftDescription;
  recipientName: string;
  /** E-gift: the recipient's address and the day it is sent ('YYYY-MM-DD'; today or absent: sent now). */
  recipientEmail?: string | null;
  sendOn?: string | null;
  /** Physical gift: the shipping address on one or more lines. */
  shippingAddress?: string | null;
  /** Physical gift: how it travels (free in 2–4 working days, or express at its price). */
  delivery?: GiftDelivery | null;
}

/**
 * The order confirmation's data. `kind` chooses the introduction; give `stay` for a stay booking, `activity` for
 * an activity, `gifts` for a gift order. Amounts in cents; `lines` and `totalCents` as the server priced them.
 */
export interface OrderConfirmationMailInput {
  market: MarketKey;
  kind: 'STAY' | 'ACTIVITY' | 'GIFT';
  customerFirstName: string;
  orderNumber: string;
  /** 'YYYY-MM-DD' (or an ISO date-time) of the order. */
  orderedOn: string;
  /** Absolute link to the order (its confirmation page or the account page that lists it). */
  orderUrl: string;
  /** A stay: the booking's own page, signed so that it opens from the mailbox (ADR 55); replaces the order link. */
  bookingUrl?: string | null;
  /** A guest's order: the link that adds it to an account; null once an account owns it. */
  claimUrl?: string | null;
  lines: readonly OrderMailLine[];
  /** What Halte received for the order (from a pay-later provider: the whole amount, ADR 41); with a gift card, the order's total. */
  totalCents: number;
  /** A gift card that paid part of the order (ADR 33): its code, what it paid and what was paid by card (cents). */
  giftCard?: { code: string; cents: number; paidByCardCents: number } | null;
  /** How a pay-later order is paid: the provider and the schedule the customer owes it. */
  payLater?: PayLaterPlan | null;
  /** A value voucher that paid a stay worth less than itself: what stays on its code as a balance (ADR 45). */
  giftLeftover?: { code: string; cents: number; expiresOn: string } | null;
  stay?: OrderMailStay | null;
  activity?: OrderMailActivity | null;
  gifts?: readonly OrderMailGift[];
}

/** The order confirmation e-mail in the market's language: what was bought, the total, the number and a link. */
export function renderOrderConfirmationMail(input: OrderConfirmationMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, money, date } = texts;
  const intro = { STAY: 'order.introStay', ACTIVITY: 'order.introActivity', GIFT: 'order.introGift' }[input.kind];
  // A stay's number is its booking number, named as the booking's page, the confirmation page and the lookup name it.
  const isStay = input.kind === 'STAY';
  const blocks: Block[] = [
    { type: 'paragraph', text: t(intro) },
    {
      type: 'facts',
      rows: [
        [t(isStay ? 'order.bookingNumber' : 'order.number'), input.orderNumber],
        [t('order.date'), date(input.orderedOn)],
      ],
    },
  ];
  if (input.stay) {
    const { stay } = input;
    const travellers = [t('units.adults', { count: stay.adults }), ...(stay.children ? [t('units.children', { count: stay.children })] : [])].join(', ');
    blocks.push(
      { type: 'heading', text: t('order.stay') },
      {
        type: 'facts',
        rows: [
          [t('order.hotel'), stay.hotelName],
          ...(stay.roomName ? [[t('order.room'), stay.roomName] as const] : []),
          [
            t('order.dates'),
            t('order.datesValue', { checkIn: date(stay.checkIn), checkOut: date(stay.checkOut), nights: t('units.nights', { count: stay.nights }) }),
          ],
          [t('order.travellers'), travellers],
        ],
      },
    );
  }
  if (input.activity) {
    const { activity } = input;
    blocks.push(
      { type: 'heading', text: t('order.activity') },
      {
        type: 'facts',
        rows: [
          [t('order.activity'), activity.title],
          ...(activity.date ? [[t('order.activityDate'), date(activity.date)] as const] : []),
          [t('order.participants'), t('units.participants', { count: activity.participants })],
        ],
      },
    );
    if (activity.bookUrl)
      blocks.push({ type: 'button', label: t('order.bookActivity'), url: activity.bookUrl, textLine: t('order.bookActivityLink', { link: activity.bookUrl }) });
  }
  for (const gift of input.gifts ?? []) {
    const today = new Date().toISOString().slice(0, 10);
    const delivery = gift.shippingAddress
      ? t('order.giftPosted', { address: gift.shippingAddress.replace(/\s*\n\s*/g, ', ') })
      : gift.recipientEmail
        ? gift.sendOn && gift.sendOn.slice(0, 10) > today
          ? t('order.giftEmailOn', { email: gift.recipientEmail, date: date(gift.sendOn) })
          : t('order.giftEmailNow', { email: gift.recipientEmail })
        : '';
    const wording = gift.shippingAddress && gift.delivery ? getGiftDeliveryWording(gift.delivery, money) : null;
    const speed = wording ? t(`order.delivery.${wording.key}`, wording.values) : '';
    blocks.push(
      { type: 'heading', text: t('order.gift', { name: gift.recipientName }) },
      { type: 'paragraph', text: [describeGift(gift.gift, texts), delivery, speed].filter(Boolean).join('\n') },
    );
  }
  const card = input.giftCard ?? null;
  blocks.push(
    { type: 'heading', text: t('order.lines') },
    {
      type: 'lines',
      rows: input.lines.map((line) => ({ label: line.label, amount: money(line.amountCents) })),
      total: [t(card ? 'order.orderTotal' : 'order.total'), money(input.totalCents)],
    },
  );
  if (card)
    blocks.push({
      type: 'facts',
      rows: [
        [t('order.giftCard', { code: card.code }), money(-card.cents)],
        [t('order.paidByCard'), money(card.paidByCardCents)],
      ],
    });
  if (input.payLater) blocks.push({ type: 'paragraph', text: describePayLaterPlan(input.payLater, input.market) });
  if (input.giftLeftover)
    blocks.push({
      type: 'paragraph',
      text: t('order.giftLeftover', { code: input.giftLeftover.code, amount: money(input.giftLeftover.cents), date: date(input.giftLeftover.expiresOn) }),
    });
  if (input.bookingUrl)
    blocks.push({ type: 'button', label: t('order.manageBooking'), url: input.bookingUrl, textLine: t('order.manageBookingLink', { link: input.bookingUrl }) });
  else blocks.push({ type: 'button', label: t('order.viewOrder'), url: input.orderUrl, textLine: t('order.orderLink', { link: input.orderUrl }) });
  if (input.claimUrl) {
    blocks.push(
      { type: 'paragraph', text: t('order.claim') },
      { type: 'button', label: t('order.claimCta'), url: input.claimUrl, textLine: t('order.claimLink', { link: input.claimUrl }) },
    );
  }
  return renderMail(input.market, texts, {
    subject: t(isStay ? 'order.subjectStay' : 'order.subject', { number: input.orderNumber }),
    greeting: greet(texts, input.customerFirstName),
    blocks,
  });
}

import { REFUND_DELAY_WORKING_DAYS, type RefundChannel } from '../../../domain/cancellation-refund';
import { addIsoDays } from '../../../domain/iso-date';
import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts } from './format';
import { greet, renderMail, type Block } from './layout';

/** The cancellation e-mail's data: the booking and what its cancellation gives back, by means (cents). */
export interface BookingCancellationMailInput {
  market: MarketKey;
  customerFirstName: string;
  bookingNumber: string;
  hotelName: string;
  /** 'YYYY-MM-DD'. */
  checkIn: string;
  nights: number;
  /** Sent back by the payment provider to the card or account that paid. */
  cardCents: number;
  /** How the provider sends it back (a card, PayPal, Alma's plan); a card by default. */
  refundChannel?: RefundChannel;
  /** Who cancelled: the customer online, or customer care at their request. */
  cancelledBy?: 'customer' | 'care';
  /** Put back on the gift card that paid. */
  giftCardCents: number;
  /** The gift code given back, usable again; null when none is. */
  giftCode: string | null;
  /** Absolute link to the booking (the customer's trips, or the booking lookup for a guest). */
  bookingUrl: string;
}

/** The cancellation e-mail in the market's language: the booking cancelled and what comes back, and how. */
export function renderBookingCancellationMail(input: BookingCancellationMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, money, date } = texts;
  const channel = input.refundChannel ?? 'card';
  const refunds = [
    ...(input.cardCents > 0
      ? [
          t(`cancellation.refundBy.${channel}`, {
            amount: money(input.cardCents),
            min: REFUND_DELAY_WORKING_DAYS[channel].min,
            max: REFUND_DELAY_WORKING_DAYS[channel].max,
          }),
        ]
      : []),
    ...(input.giftCardCents > 0 ? [t('cancellation.refundGiftCard', { amount: money(input.giftCardCents) })] : []),
    ...(input.giftCode ? [t('cancellation.giftCodeBack', { code: input.giftCode })] : []),
  ];
  const blocks: Block[] = [
    { type: 'paragraph', text: t(input.cancelledBy === 'care' ? 'cancellation.introCare' : 'cancellation.intro', { number: input.bookingNumber }) },
    {
      type: 'facts',
      rows: [
        [t('stayReminder.bookingNumber'), input.bookingNumber],
        [t('order.hotel'), input.hotelName],
        [
          t('order.dates'),
          t('order.datesValue', {
            checkIn: date(input.checkIn),
            checkOut: date(addIsoDays(input.checkIn, input.nights)),
            nights: t('units.nights', { count: input.nights }),
          }),
        ],
      ],
    },
    { type: 'heading', text: t('cancellation.refunds') },
    { type: 'paragraph', text: refunds.length > 0 ? refunds.join('\n\n') : t('cancellation.refundNone') },
    { type: 'button', label: t('order.manageBooking'), url: input.bookingUrl, textLine: t('order.manageBookingLink', { link: input.bookingUrl }) },
  ];
  return renderMail(input.market, texts, {
    subject: t('cancellation.subject', { number: input.bookingNumber }),
    greeting: greet(texts, input.customerFirstName),
    blocks,
  });
}

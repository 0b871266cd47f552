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
  /** Put back on the gift card that paid. */
  giftCardCents: number;
  /** The gift code given back, usable again; null when none is. */
  giftCode: string | null;
  /** Absolute link to the customer's trips. */
  tripsUrl: string;
}

/** The cancellation e-mail in the market's language: the booking cancelled and what comes back, and how. */
export function renderBookingCancellationMail(input: BookingCancellationMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, money, date } = texts;
  const refunds = [
    ...(input.cardCents > 0 ? [t('cancellation.refundCard', { amount: money(input.cardCents) })] : []),
    ...(input.giftCardCents > 0 ? [t('cancellation.refundGiftCard', { amount: money(input.giftCardCents) })] : []),
    ...(input.giftCode ? [t('cancellation.giftCodeBack', { code: input.giftCode })] : []),
  ];
  const blocks: Block[] = [
    { type: 'paragraph', text: t('cancellation.intro', { number: input.bookingNumber }) },
    {
      type: 'facts',
      rows: [
        [t('order.number'), input.bookingNumber],
        [t('order.hotel'), input.hotelName],
        [t('order.dates'), t('order.datesValue', { checkIn: date(input.checkIn), checkOut: date(addIsoDays(input.checkIn, input.nights)), nights: t('units.nights', { count: input.nights }) })],
      ],
    },
    { type: 'heading', text: t('cancellation.refunds') },
    { type: 'paragraph', text: refunds.length > 0 ? refunds.join('\n') : t('cancellation.refundNone') },
    { type: 'button', label: t('cancellation.viewTrips'), url: input.tripsUrl, textLine: t('cancellation.tripsLink', { link: input.tripsUrl }) },
  ];
  return renderMail(input.market, texts, { subject: t('cancellation.subject', { number: input.bookingNumber }), greeting: greet(texts, input.customerFirstName), blocks });
}

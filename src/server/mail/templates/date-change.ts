import { addIsoDays } from '../../../domain/iso-date';
import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts, type MailTexts } from './format';
import { greet, renderMail, type Block } from './layout';

/** A stay's dates and party, as the date-change e-mail says them. */
export interface MailStay {
  /** 'YYYY-MM-DD'. */
  checkIn: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
}

/** The date-change e-mail's data (ADR 57): the stay before and after, and how the difference was settled (cents). */
export interface DateChangeMailInput {
  market: MarketKey;
  customerFirstName: string;
  bookingNumber: string;
  hotelName: string;
  before: MailStay;
  after: MailStay;
  /** The new stay's price. */
  totalCents: number;
  /** The difference paid through the provider (a dearer stay). */
  paidCents: number;
  /** Put back on the gift card that paid (a cheaper stay). */
  giftCardCents: number;
  /** Refunded by the provider to the card or account that paid (a cheaper stay). */
  cardCents: number;
  /** Absolute link to the customer's trips. */
  bookingUrl: string;
}

function datesOf({ t, date }: MailTexts, stay: MailStay): string {
  return t('order.datesValue', {
    checkIn: date(stay.checkIn),
    checkOut: date(addIsoDays(stay.checkIn, stay.nights)),
    nights: t('units.nights', { count: stay.nights }),
  });
}

function partyOf({ t }: MailTexts, stay: MailStay): string {
  return [
    t('units.adults', { count: stay.adults }),
    ...(stay.children > 0 ? [t('units.children', { count: stay.children })] : []),
    ...(stay.babies > 0 ? [t('units.babies', { count: stay.babies })] : []),
  ].join(', ');
}

/** A change's facts: the booking, its hotel, the new dates and party, the old ones (the party only when it changed), the new price. */
function changeFacts(
  texts: MailTexts,
  input: { bookingNumber: string; hotelName: string; before: MailStay; after: MailStay; totalCents: number },
): [string, string][] {
  const { t, money } = texts;
  const partyChanged = partyOf(texts, input.before) !== partyOf(texts, input.after);
  return [
    [t('order.bookingNumber'), input.bookingNumber],
    [t('order.hotel'), input.hotelName],
    [t('dateChange.newDates'), datesOf(texts, input.after)],
    [t('order.travellers'), partyOf(texts, input.after)],
    [t('dateChange.oldDates'), datesOf(texts, input.before)],
    ...(partyChanged ? [[t('dateChange.oldTravellers'), partyOf(texts, input.before)] as [string, string]] : []),
    [t('dateChange.total'), money(input.totalCents)],
  ];
}

/** The date-change e-mail in the market's language: the new dates, the old ones, and the difference paid or refunded. */
export function renderDateChangeMail(input: DateChangeMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, money } = texts;
  const settled = [
    ...(input.paidCents > 0 ? [t('dateChange.paid', { amount: money(input.paidCents) })] : []),
    ...(input.giftCardCents > 0 ? [t('dateChange.refundGiftCard', { amount: money(input.giftCardCents) })] : []),
    ...(input.cardCents > 0 ? [t('dateChange.refundCard', { amount: money(input.cardCents) })] : []),
  ];
  const blocks: Block[] = [
    { type: 'paragraph', text: t('dateChange.intro', { number: input.bookingNumber }) },
    { type: 'facts', rows: changeFacts(texts, input) },
    { type: 'heading', text: t('dateChange.difference') },
    { type: 'paragraph', text: settled.length > 0 ? settled.join('\n') : t('dateChange.none') },
    { type: 'button', label: t('order.manageBooking'), url: input.bookingUrl, textLine: t('order.manageBookingLink', { link: input.bookingUrl }) },
  ];
  return renderMail(input.market, texts, {
    subject: t('dateChange.subject', { number: input.bookingNumber }),
    greeting: greet(texts, input.customerFirstName),
    blocks,
  });
}

/** The e-mail of a dearer change a care agent made on the phone (ADR 60): the held dates and the page to pay the difference. */
export interface DateChangePaymentMailInput {
  market: MarketKey;
  customerFirstName: string;
  bookingNumber: string;
  hotelName: string;
  agentName: string;
  before: MailStay;
  after: MailStay;
  /** The new stay's price, and the difference to pay (cents). */
  totalCents: number;
  differenceCents: number;
  /** The payment provider's page for the difference. */
  payUrl: string;
  /** When the held nights go back on sale and the link stops working, as the market says a time ('14:35'). */
  until: string;
}

/** Tells the customer, in the market's language, which dates are held for them and until when they can pay the difference. */
export function renderDateChangePaymentMail(input: DateChangePaymentMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, money } = texts;
  const blocks: Block[] = [
    { type: 'paragraph', text: t('dateChangePayment.intro', { agent: input.agentName, number: input.bookingNumber, time: input.until }) },
    { type: 'facts', rows: [...changeFacts(texts, input), [t('dateChange.difference'), money(input.differenceCents)]] },
    {
      type: 'button',
      label: t('paymentLink.pay', { amount: money(input.differenceCents) }),
      url: input.payUrl,
      textLine: t('paymentLink.link', { link: input.payUrl }),
    },
    { type: 'paragraph', text: t('dateChangePayment.expiry', { time: input.until }) },
  ];
  return renderMail(input.market, texts, {
    subject: t('dateChangePayment.subject', { number: input.bookingNumber }),
    greeting: greet(texts, input.customerFirstName),
    blocks,
  });
}

/**
 * The e-mails of a stay's and a gift's life after the sale (ADR 56): the practical details three days before a stay,
 * the review request after it, the buyer told that an e-gift reached its recipient, and the reminders before a gift
 * ends. Plain data in, `{ subject, text, html }` out, in the market's language.
 */
import type { MarketKey } from '../../../i18n/markets';
import { MARKETS } from '../../../i18n/markets';
import { describeGift, getMailTexts, type GiftDescription } from './format';
import { greet, renderMail, type Block, type MailUnsubscribe } from './layout';

type Rendered = { subject: string; text: string; html: string };

/** A line of a stay's programme: what, and on which day ('YYYY-MM-DD'), or every day (a breakfast). */
export interface StayProgrammeLine {
  title: string;
  date: string | null;
  everyDay?: boolean;
}

/** The tourist tax paid at the hotel, as the hotel charges it (cents). */
export type StayTax = { kind: 'perPersonPerNight'; amountCents: number; totalCents: number } | { kind: 'percentage'; percentage: number; totalCents: number };

export interface StayReminderMailInput {
  market: MarketKey;
  firstName: string;
  bookingNumber: string;
  hotelName: string;
  /** Street, postcode and city, and the country's ISO code. */
  address: { street: string; postcode: string; city: string; country: string };
  /** 'YYYY-MM-DD'. */
  checkIn: string;
  checkOut: string;
  nights: number;
  /** Days from today to check-in. */
  daysBefore: number;
  /** The hotel's hours ('15:00'). */
  checkInFrom: string;
  checkOutUntil: string;
  adults: number;
  children: number;
  programme: readonly StayProgrammeLine[];
  tax: StayTax | null;
  /** Absolute link to the booking. */
  bookingUrl: string;
}

function countryName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The practical e-mail before a stay: where, when, what is planned and what is paid at the hotel. */
export function renderStayReminderMail(input: StayReminderMailInput): Rendered {
  const texts = getMailTexts(input.market);
  const { t, money, date } = texts;
  const { address } = input;
  const place = [address.street, `${address.postcode} ${address.city}`.trim(), countryName(address.country, MARKETS[input.market].tag)]
    .filter(Boolean)
    .join('\n');
  const travellers = [t('units.adults', { count: input.adults }), ...(input.children > 0 ? [t('units.children', { count: input.children })] : [])].join(', ');
  const blocks: Block[] = [
    { type: 'paragraph', text: t('stayReminder.intro', { hotel: input.hotelName, days: t('units.days', { count: input.daysBefore }) }) },
    {
      type: 'facts',
      rows: [
        [t('stayReminder.bookingNumber'), input.bookingNumber],
        [t('order.hotel'), input.hotelName],
        [t('stayReminder.address'), place],
        [
          t('order.dates'),
          t('order.datesValue', { checkIn: date(input.checkIn), checkOut: date(input.checkOut), nights: t('units.nights', { count: input.nights }) }),
        ],
        [t('stayReminder.arrival'), t('stayReminder.arrivalValue', { time: input.checkInFrom })],
        [t('stayReminder.departure'), t('stayReminder.departureValue', { time: input.checkOutUntil })],
        [t('order.travellers'), travellers],
      ],
    },
  ];
  if (input.programme.length > 0) {
    blocks.push(
      { type: 'heading', text: t('stayReminder.programme') },
      {
        type: 'facts',
        rows: input.programme.map(
          (line) => [line.date ? date(line.date) : t(line.everyDay ? 'stayReminder.everyDay' : 'stayReminder.duringStay'), line.title] as const,
        ),
      },
    );
  }
  blocks.push({ type: 'heading', text: t('stayReminder.tax') });
  if (input.tax === null) blocks.push({ type: 'paragraph', text: t('stayReminder.taxNone') });
  else if (input.tax.kind === 'perPersonPerNight')
    blocks.push({ type: 'paragraph', text: t('stayReminder.taxPerNight', { total: money(input.tax.totalCents), amount: money(input.tax.amountCents) }) });
  else
    blocks.push({
      type: 'paragraph',
      text: t('stayReminder.taxPercentage', {
        total: money(input.tax.totalCents),
        percentage: new Intl.NumberFormat(MARKETS[input.market].tag, { maximumFractionDigits: 2 }).format(input.tax.percentage),
      }),
    });
  blocks.push(
    { type: 'paragraph', text: t('stayReminder.bring') },
    { type: 'button', label: t('stayReminder.cta'), url: input.bookingUrl, textLine: t('stayReminder.link', { link: input.bookingUrl }) },
  );
  return renderMail(input.market, texts, {
    subject: t('stayReminder.subject', { hotel: input.hotelName, count: input.daysBefore }),
    greeting: greet(texts, input.firstName),
    blocks,
  });
}

export interface ReviewRequestMailInput {
  market: MarketKey;
  firstName: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  /** Absolute link where the review is written. */
  reviewUrl: string;
  unsubscribeUrl: string;
}

/** The review request the day after a stay (a marketing-like e-mail: it carries the unsubscribe link). */
export function renderReviewRequestMail(input: ReviewRequestMailInput): Rendered {
  const texts = getMailTexts(input.market);
  const { t, date } = texts;
  const unsubscribe: MailUnsubscribe = { reason: t('reviewRequest.why'), label: t('unsubscribe.reviewRequests'), url: input.unsubscribeUrl };
  return renderMail(input.market, texts, {
    subject: t('reviewRequest.subject', { hotel: input.hotelName }),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('reviewRequest.intro', { hotel: input.hotelName, checkIn: date(input.checkIn), checkOut: date(input.checkOut) }) },
      { type: 'paragraph', text: t('reviewRequest.ask') },
      { type: 'button', label: t('reviewRequest.cta'), url: input.reviewUrl, textLine: t('reviewRequest.link', { link: input.reviewUrl }) },
    ],
    unsubscribe,
  });
}

export interface GiftSentMailInput {
  market: MarketKey;
  firstName: string;
  recipientName: string;
  recipientEmail: string;
  /** The day it left, 'YYYY-MM-DD'. */
  sentOn: string;
  validUntil: string;
  gift: GiftDescription;
  /** Absolute link to My gifts. */
  giftsUrl: string;
}

/** The buyer told that the e-gift left for its recipient on the day they chose. */
export function renderGiftSentMail(input: GiftSentMailInput): Rendered {
  const texts = getMailTexts(input.market);
  const { t, date } = texts;
  const name = input.recipientName.trim() || input.recipientEmail;
  return renderMail(input.market, texts, {
    subject: t('giftSent.subject', { name }),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('giftSent.intro', { name, email: input.recipientEmail, date: date(input.sentOn) }) },
      { type: 'paragraph', text: t('giftSent.what', { date: date(input.validUntil), what: describeGift(input.gift, texts) }) },
      { type: 'paragraph', text: t('giftSent.notReceived') },
      { type: 'button', label: t('giftSent.cta'), url: input.giftsUrl, textLine: t('giftSent.link', { link: input.giftsUrl }) },
    ],
  });
}

/** What the gift's bookability meter counted today (stay gifts only). */
export interface GiftMeter {
  stays: number;
  weekendBookable: number;
}

export interface GiftExpiryMailInput {
  market: MarketKey;
  /** The holder's name, if known. */
  name: string | null;
  code: string;
  validUntil: string;
  daysLeft: number;
  gift: GiftDescription;
  /** A gift card's balance (cents); null for other gifts. */
  balanceCents: number | null;
  meter: GiftMeter | null;
  /** Absolute link where the gift is used. */
  useUrl: string;
  /** The six-month extension, when the gift may have it. */
  extension: { url: string; feeCents: number; months: number; newValidUntil: string } | null;
  unsubscribeUrl: string;
}

/** A reminder before a gift ends: what it gives, how bookable it is today, how to use or extend it. */
export function renderGiftExpiryMail(input: GiftExpiryMailInput): Rendered {
  const texts = getMailTexts(input.market);
  const { t, money, date } = texts;
  const days = t('units.days', { count: input.daysLeft });
  const blocks: Block[] = [
    { type: 'paragraph', text: t('giftExpiry.intro', { days, date: date(input.validUntil) }) },
    { type: 'paragraph', text: t('giftExpiry.what', { what: describeGift(input.gift, texts) }) },
    {
      type: 'code',
      label: t('giftRecipient.code'),
      code: input.code,
      caption:
        input.balanceCents !== null
          ? t('giftExpiry.balance', { amount: money(input.balanceCents) })
          : t('giftRecipient.validUntil', { date: date(input.validUntil) }),
    },
  ];
  const { meter } = input;
  if (meter && meter.weekendBookable > 0) {
    blocks.push({
      type: 'highlight',
      text: meter.stays === 1 ? t('giftExpiry.meterOne') : t('giftExpiry.meter', { count: meter.weekendBookable, total: meter.stays }),
    });
  }
  const use = input.gift.kind === 'ACTIVITY' ? 'useActivity' : input.gift.kind === 'GIFT_CARD' ? 'useCard' : 'useStay';
  blocks.push({ type: 'button', label: t(`giftExpiry.${use}`), url: input.useUrl, textLine: t('giftExpiry.useLink', { link: input.useUrl }) });
  if (input.extension) {
    const { extension } = input;
    blocks.push(
      { type: 'heading', text: t('giftExpiry.extendTitle') },
      { type: 'paragraph', text: t('giftExpiry.extend', { count: extension.months, fee: money(extension.feeCents), date: date(extension.newValidUntil) }) },
      { type: 'button', label: t('giftExpiry.extendCta'), url: extension.url, textLine: t('giftExpiry.extendLink', { link: extension.url }) },
    );
  }
  const unsubscribe: MailUnsubscribe = { reason: t('giftExpiry.why'), label: t('unsubscribe.giftReminders'), url: input.unsubscribeUrl };
  return renderMail(input.market, texts, {
    subject: t('giftExpiry.subject', { count: input.daysLeft }),
    greeting: greet(texts, input.name),
    blocks,
    unsubscribe,
  });
}

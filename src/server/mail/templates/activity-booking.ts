import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts, type MailTexts } from './format';
import { greet, renderMail, type Block } from './layout';

/** An activity centre as the booking e-mails print it. */
export interface BookingMailCentre {
  label: string;
  streetAddress: string;
  postcode: string;
  city: string;
  phone: string;
}

/** A date booked with an activity voucher (ADR 46). `date` 'YYYY-MM-DD', `time` 'HH:MM'. */
export interface VoucherBookingMailInput {
  market: MarketKey;
  code: string;
  title: string;
  date: string;
  time: string;
  participants: number;
  centre: BookingMailCentre;
  holder: { name: string; email: string; phone: string };
}

/** The centre's address on one line: street, postcode and city. */
export function formatCentreAddress(centre: Pick<BookingMailCentre, 'streetAddress' | 'postcode' | 'city'>): string {
  return [centre.streetAddress, [centre.postcode, centre.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function bookingFacts(input: VoucherBookingMailInput, texts: MailTexts): Block {
  const { t, date } = texts;
  return {
    type: 'facts',
    rows: [
      [t('order.activity'), input.title],
      [t('activityBooking.date'), t('activityBooking.dateValue', { date: date(input.date), time: input.time })],
      [t('order.participants'), t('units.participants', { count: input.participants })],
      [t('activityBooking.code'), input.code],
    ],
  };
}

/** The holder's confirmation: the date and time, where to go, whom to call. */
export function renderVoucherBookingHolderMail(input: VoucherBookingMailInput & { pageUrl: string }): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, date } = texts;
  const blocks: Block[] = [
    { type: 'paragraph', text: t('activityBooking.holderIntro', { title: input.title, centre: input.centre.label }) },
    bookingFacts(input, texts),
    { type: 'heading', text: t('activityBooking.where') },
    {
      type: 'facts',
      rows: [
        [t('activityBooking.centre'), input.centre.label],
        [t('activityBooking.address'), formatCentreAddress(input.centre)],
        [t('activityBooking.phone'), input.centre.phone],
      ],
    },
    { type: 'paragraph', text: t('activityBooking.holderChange', { phone: input.centre.phone }) },
    { type: 'button', label: t('activityBooking.see'), url: input.pageUrl, textLine: t('activityBooking.seeLink', { link: input.pageUrl }) },
  ];
  return renderMail(input.market, texts, {
    subject: t('activityBooking.holderSubject', { title: input.title, date: date(input.date) }),
    greeting: greet(texts, input.holder.name),
    blocks,
  });
}

/** The centre's notice: who comes, when, how many, and how to reach them. */
export function renderVoucherBookingCentreMail(input: VoucherBookingMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, date } = texts;
  const blocks: Block[] = [
    { type: 'paragraph', text: t('activityBooking.centreIntro', { title: input.title }) },
    bookingFacts(input, texts),
    { type: 'heading', text: t('activityBooking.holder') },
    {
      type: 'facts',
      rows: [
        [t('activityBooking.name'), input.holder.name],
        [t('activityBooking.email'), input.holder.email],
        [t('activityBooking.phone'), input.holder.phone],
      ],
    },
    { type: 'paragraph', text: t('activityBooking.centrePaid') },
  ];
  return renderMail(input.market, texts, {
    subject: t('activityBooking.centreSubject', { title: input.title, date: date(input.date), time: input.time }),
    greeting: greet(texts, input.centre.label),
    blocks,
  });
}

import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts } from './format';
import { greet, renderMail } from './layout';

/** The e-mail of a booking a care agent made for a caller: what is held for them, and the page to pay it. */
export interface PaymentLinkMailInput {
  market: MarketKey;
  firstName: string;
  number: string;
  agentName: string;
  lines: readonly { label: string; amountCents: number }[];
  totalCents: number;
  /** The payment provider's page for this order. */
  payUrl: string;
  /** When the hold ends and the link stops working, as the market says a time ('14:35'). */
  until: string;
}

/** Tells the caller, in the market's language, what was booked for them and until when they can pay it. */
export function renderPaymentLinkMail(input: PaymentLinkMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, money } = texts;
  return renderMail(input.market, texts, {
    subject: t('paymentLink.subject', { number: input.number }),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('paymentLink.intro', { agent: input.agentName, time: input.until }) },
      {
        type: 'lines',
        rows: input.lines.map((line) => ({ label: line.label, amount: money(line.amountCents) })),
        total: [t('order.total'), money(input.totalCents)],
      },
      {
        type: 'button',
        label: t('paymentLink.pay', { amount: money(input.totalCents) }),
        url: input.payUrl,
        textLine: t('paymentLink.link', { link: input.payUrl }),
      },
      { type: 'paragraph', text: t('paymentLink.expiry', { time: input.until }) },
    ],
  });
}

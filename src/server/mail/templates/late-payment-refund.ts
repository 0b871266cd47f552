import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts } from './format';
import { greet, renderMail } from './layout';

/** The e-mail of a payment that arrived after its order expired and could not be honoured. */
export interface LatePaymentRefundMailInput {
  market: MarketKey;
  firstName: string;
  number: string;
  /** What was paid, all of which goes back (cents). */
  amountCents: number;
  /** What was ordered ('Week-end romantique à Colmar'). */
  label: string;
}

/** Tells the buyer, in the market's language, that the late payment is refunded in full and why. */
export function renderLatePaymentRefundMail(input: LatePaymentRefundMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t, money } = texts;
  return renderMail(input.market, texts, {
    subject: t('lateRefund.subject', { number: input.number }),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('lateRefund.intro', { label: input.label }) },
      {
        type: 'facts',
        rows: [
          [t('order.number'), input.number],
          [t('lateRefund.amount'), money(input.amountCents)],
        ],
      },
      { type: 'paragraph', text: t('lateRefund.how') },
    ],
  });
}

import type { MarketKey } from '../../../i18n/markets';
import { getMailTexts } from './format';
import { greet, renderMail } from './layout';

type Rendered = { subject: string; text: string; html: string };

/** A goodwill refund a care agent granted (ADR 60), to the buyer in the market's language. */
export interface GoodwillRefundMailInput {
  market: MarketKey;
  firstName: string;
  number: string;
  amountCents: number;
}

export function renderGoodwillRefundMail(input: GoodwillRefundMailInput): Rendered {
  const texts = getMailTexts(input.market);
  const { t, money } = texts;
  return renderMail(input.market, texts, {
    subject: t('goodwillRefund.subject', { number: input.number, amount: money(input.amountCents) }),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('goodwillRefund.intro', { number: input.number, amount: money(input.amountCents) }) },
      {
        type: 'facts',
        rows: [
          [t('order.number'), input.number],
          [t('goodwillRefund.amount'), money(input.amountCents)],
        ],
      },
      { type: 'paragraph', text: t('goodwillRefund.how') },
    ],
  });
}

/** A gift's validity extended from the care desk, free (ADR 60), to whoever holds the gift. */
export interface GoodwillExtensionMailInput {
  market: MarketKey;
  name: string | null;
  code: string;
  months: number;
  validUntil: string;
  redeemUrl: string;
}

export function renderGoodwillExtensionMail(input: GoodwillExtensionMailInput): Rendered {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  const date = texts.date(input.validUntil);
  return renderMail(input.market, texts, {
    subject: t('goodwillExtension.subject', { code: input.code, date }),
    greeting: greet(texts, input.name),
    blocks: [
      { type: 'paragraph', text: t('goodwillExtension.intro', { code: input.code, count: input.months }) },
      { type: 'code', label: t('giftRecipient.code'), code: input.code, caption: t('giftRecipient.validUntil', { date }) },
      { type: 'button', label: t('giftRecipient.cta'), url: input.redeemUrl, textLine: t('giftRecipient.giftLink', { link: input.redeemUrl }) },
    ],
  });
}

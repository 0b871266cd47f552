import type { MarketKey } from '../../../i18n/markets';
import { describeGift, getMailTexts, type GiftDescription } from './format';
import { greet, renderMail, type Block } from './layout';

type Rendered = { subject: string; text: string; html: string };

/** The buyer's own copy of a gift they hand over or keep (a physical gift, an activity for themselves), asked again from My gifts. */
export function renderGiftCopyMail(input: {
  market: MarketKey;
  firstName: string;
  code: string;
  validUntil: string;
  gift: GiftDescription;
  redeemUrl: string;
}): Rendered {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  return renderMail(input.market, texts, {
    subject: t('giftCopy.subject'),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text: t('giftCopy.intro', { what: describeGift(input.gift, texts) }) },
      { type: 'code', label: t('giftRecipient.code'), code: input.code, caption: t('giftRecipient.validUntil', { date: texts.date(input.validUntil) }) },
      { type: 'button', label: t('giftRecipient.cta'), url: input.redeemUrl, textLine: t('giftRecipient.giftLink', { link: input.redeemUrl }) },
      { type: 'paragraph', text: t('giftRecipient.attached') },
    ],
  });
}

/** What the buyer changed on an e-gift from My gifts: its recipient's address, or the day it leaves. */
export type GiftChange = { kind: 'recipient'; email: string; sent: boolean } | { kind: 'sendDate'; date: string };

/** The buyer's confirmation of a change made from My gifts. */
export function renderGiftChangeMail(input: { market: MarketKey; firstName: string; code: string; change: GiftChange }): Rendered {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  const { change } = input;
  const text =
    change.kind === 'recipient'
      ? t(change.sent ? 'giftChange.recipientSent' : 'giftChange.recipientScheduled', { code: input.code, email: change.email })
      : t('giftChange.sendDate', { code: input.code, date: texts.date(change.date) });
  return renderMail(input.market, texts, {
    subject: t('giftChange.subject', { code: input.code }),
    greeting: greet(texts, input.firstName),
    blocks: [
      { type: 'paragraph', text },
      { type: 'paragraph', text: t('giftChange.notYou') },
    ],
  });
}

/** The new code of a voucher exchanged for a gift card, to whoever holds the gift. */
export function renderGiftExchangeMail(input: {
  market: MarketKey;
  name: string | null;
  oldCode: string;
  code: string;
  amountCents: number;
  validUntil: string;
  redeemUrl: string;
}): Rendered {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  const blocks: Block[] = [
    { type: 'paragraph', text: t('giftExchange.intro', { oldCode: input.oldCode, amount: texts.money(input.amountCents) }) },
    { type: 'code', label: t('giftExchange.code'), code: input.code, caption: t('giftRecipient.validUntil', { date: texts.date(input.validUntil) }) },
    { type: 'paragraph', text: t('giftExchange.howTo') },
    { type: 'button', label: t('giftRecipient.cta'), url: input.redeemUrl, textLine: t('giftRecipient.giftLink', { link: input.redeemUrl }) },
  ];
  return renderMail(input.market, texts, {
    subject: t('giftExchange.subject', { amount: texts.money(input.amountCents) }),
    greeting: greet(texts, input.name),
    blocks,
  });
}

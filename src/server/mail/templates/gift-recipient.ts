import type { MarketKey } from '../../../i18n/markets';
import { describeGift, getMailTexts, type GiftDescription } from './format';
import { greet, renderMail, type Block } from './layout';

/** The e-gift sent to its recipient (on the send date the buyer chose). */
export interface GiftRecipientMailInput {
  market: MarketKey;
  recipientName: string;
  /** The buyer's name as they want it shown ('Camille', 'Camille and Léo'). */
  senderName: string;
  /** The buyer's message, as typed (plain text, line breaks kept); empty or absent for none. */
  message?: string | null;
  /** The gift code (issueGiftCode). */
  code: string;
  /** Last valid day, 'YYYY-MM-DD'. */
  validUntil: string;
  gift: GiftDescription;
  /** Absolute link to the gift login of the market (public origin + buildPath(market, 'giftLogin')). */
  redeemUrl: string;
  /** Whether the PDF voucher is attached (renderVoucherPdf), so the text says so. */
  voucherAttached?: boolean;
  /** A preview before paying: it opens with a line saying the code is a sample. */
  sample?: boolean;
}

/** The e-gift e-mail to its recipient, in the market's language. */
export function renderGiftRecipientMail(input: GiftRecipientMailInput): { subject: string; text: string; html: string } {
  const texts = getMailTexts(input.market);
  const { t } = texts;
  const sender = input.senderName.trim();
  const message = input.message?.trim();
  const howTo =
    input.gift.kind === 'ACTIVITY' ? 'giftRecipient.howToActivity' : input.gift.kind === 'GIFT_CARD' ? 'giftRecipient.howToCard' : 'giftRecipient.howTo';
  const blocks: Block[] = [
    ...(input.sample ? [{ type: 'notice' as const, text: t('giftRecipient.sample') }] : []),
    { type: 'paragraph', text: t('giftRecipient.intro', { sender, what: describeGift(input.gift, texts) }) },
    ...(message ? [{ type: 'quote' as const, text: message, caption: `— ${sender}` }] : []),
    { type: 'code', label: t('giftRecipient.code'), code: input.code, caption: t('giftRecipient.validUntil', { date: texts.date(input.validUntil) }) },
    { type: 'paragraph', text: t(howTo) },
    { type: 'button', label: t('giftRecipient.cta'), url: input.redeemUrl, textLine: t('giftRecipient.giftLink', { link: input.redeemUrl }) },
    ...(input.voucherAttached ? [{ type: 'paragraph' as const, text: t('giftRecipient.attached') }] : []),
  ];
  return renderMail(input.market, texts, { subject: t('giftRecipient.subject', { sender }), greeting: greet(texts, input.recipientName), blocks });
}

/** Shared pieces of the e-mail and voucher texts: the market's language, dates, amounts and what a gift gives. */
import type { TFunction } from 'i18next';
import { isIsoDate } from '../../../domain/iso-date';
import { formatLongDate } from '../../../domain/long-date';
import { formatMoney } from '../../../domain/money';
import { getT } from '../../../i18n/i18n';
import { MARKETS, type MarketKey } from '../../../i18n/markets';

/**
 * What a gift gives, as plain data (amounts in cents). One of:
 * - `BOX`: a gift box (`title` of the box, `nights` and `people` of each of its stays);
 * - `GIFT_STAY`: a gift stay (the package's `title`) at the `hotel`, for `nights` and `people`, dates chosen later;
 * - `SINGLE_VOUCHER`: a voucher worth `amountCents` for a stay of `nights`, the package `title` at the `hotel`;
 * - `GIFT_CARD`: a gift card worth `amountCents`;
 * - `ACTIVITY`: an activity (`title`) at the `centre`, for `participants`.
 * The hotel or centre is absent only when the catalog no longer has it.
 */
export type GiftDescription =
  | { kind: 'BOX'; title: string; nights: number; people: number }
  | { kind: 'GIFT_STAY'; title: string; hotel?: string | null; nights: number; people: number }
  | { kind: 'SINGLE_VOUCHER'; title: string; hotel?: string | null; nights: number; amountCents: number }
  | { kind: 'GIFT_CARD'; amountCents: number }
  | { kind: 'ACTIVITY'; title: string; centre?: string | null; participants: number };

/** The texts of the mail namespace in the market's language, with the market's formats. */
export interface MailTexts {
  t: TFunction;
  tag: string;
  money: (cents: number) => string;
  /** 'YYYY-MM-DD' → '14 February 2027' in the market's language. */
  date: (iso: string) => string;
}

/** A day as the pages write it ('1er mai 2027' in French), so an e-mail says the dates its booking's page says. */
export function formatIsoDate(iso: string, tag: string): string {
  return isIsoDate(iso.slice(0, 10)) ? formatLongDate(iso, tag, { year: true }) : iso;
}

export function getMailTexts(market: MarketKey): MailTexts {
  const { language, tag } = MARKETS[market];
  return { t: getT(language, 'mail'), tag, money: (cents) => formatMoney(cents, tag), date: (iso) => formatIsoDate(iso, tag) };
}

/** One sentence saying what a gift gives ('the gift box “Week-end étoilé”: 1 night for 2 people…'). */
export function describeGift(gift: GiftDescription, texts: MailTexts): string {
  const { t, money } = texts;
  switch (gift.kind) {
    case 'BOX':
      return t('giftWhat.box', { title: gift.title, nights: t('units.nights', { count: gift.nights }), people: t('units.people', { count: gift.people }) });
    // A package's title names the stay, not where it is: the hotel is named with it.
    case 'GIFT_STAY':
      return t(gift.hotel ? 'giftWhat.giftStay' : 'giftWhat.giftStayNoHotel', {
        title: gift.title,
        hotel: gift.hotel,
        nights: t('units.nights', { count: gift.nights }),
        people: t('units.people', { count: gift.people }),
      });
    case 'SINGLE_VOUCHER':
      return t(gift.hotel ? 'giftWhat.singleVoucher' : 'giftWhat.singleVoucherNoHotel', {
        title: gift.title,
        hotel: gift.hotel,
        amount: money(gift.amountCents),
        nights: t('units.nights', { count: gift.nights }),
      });
    case 'GIFT_CARD':
      return t('giftWhat.giftCard', { amount: money(gift.amountCents) });
    case 'ACTIVITY':
      return t(gift.centre ? 'giftWhat.activity' : 'giftWhat.activityNoCentre', {
        title: gift.title,
        centre: gift.centre,
        participants: t('units.participants', { count: gift.participants }),
      });
  }
}

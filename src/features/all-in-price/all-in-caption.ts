import { getAllInPartyParts, type AllInParty } from '../../domain/all-in-price';
import type { Translate } from '../../i18n/client';

type PricedFor = AllInParty & { nights: number };

function formatParts(t: Translate, stay: PricedFor) {
  const party = getAllInPartyParts(stay)
    .map((part) => t(`common:allInPrice.${part.kind}`, { count: part.count }))
    .join(', ');
  return { party, nights: t('common:allInPrice.nights', { count: stay.nights }) };
}

/** 'total for 2 adults, 1 child, 2 nights, tourist tax included', from the `common:allInPrice` texts. */
export function formatAllInCaption(t: Translate, stay: PricedFor): string {
  return t('common:allInPrice.caption', formatParts(t, stay));
}

/**
 * What a price without the tax is for: '2 adults, 2 nights, tourist tax not included' (or without the tax's words
 * when the hotel charges none).
 */
export function formatTaxExcludedCaption(t: Translate, stay: PricedFor, localTax: number): string {
  return t(localTax > 0 ? 'common:allInPrice.taxExcluded' : 'common:allInPrice.stay', formatParts(t, stay));
}

import { getAllInPartyParts, type AllInParty } from '../../domain/all-in-price';
import type { Translate } from '../../i18n/client';

/** 'total for 2 adults, 1 child, 2 nights, tourist tax included', from the `common:allInPrice` texts. */
export function formatAllInCaption(t: Translate, stay: AllInParty & { nights: number }): string {
  const party = getAllInPartyParts(stay).map((part) => t(`common:allInPrice.${part.kind}`, { count: part.count })).join(', ');
  return t('common:allInPrice.caption', { party, nights: t('common:allInPrice.nights', { count: stay.nights }) });
}

/** The beneficiary endpoints (spec §7): stays and facets of a box code or of single vouchers. */
import type { GiftCodeKind } from '../../../domain/gift-code';

/** Offers per hotel the beneficiary calls ask for (spec §7, §9). */
export const PACKAGES_PER_HOTEL = 20;
export const RESULTS_PAGE_SIZE = 12;

export interface BeneficiaryQuery {
  kind: GiftCodeKind;
  boxCode: string | null;
  affiliateId: string;
  giftNights: number;
  locale: string;
  checkinDate: string | null;
  stars: readonly number[];
}

export interface BeneficiaryOffer {
  id: number;
  label: string;
  uri: string;
  imageUrl: string;
  sellPrice: number;
  nights: number;
  hotel: { label: string; stars: number; location: { label: string } };
}

function buildQuery(query: BeneficiaryQuery, extra: Record<string, string>): string {
  const params = new URLSearchParams({ locale: query.locale, numberOfPackagesPerHotel: String(PACKAGES_PER_HOTEL), affiliateId: query.affiliateId, ...extra });
  if (query.kind === 'BOX' && query.boxCode) params.set('code', query.boxCode);
  // Spec §7: single-voucher offers are not limited to the gift amount's price range (the rest is paid at booking).
  if (query.kind === 'SINGLE_VOUCHER') {
    params.set('matchOfferRangePriceWithGiftAmount', 'false');
    params.set('giftNights', String(query.giftNights));
  }
  if (query.checkinDate) params.set('checkinDate', query.checkinDate);
  if (query.stars.length) params.set('stars', query.stars.join(','));
  return params.toString();
}

const base = (kind: GiftCodeKind) => `/api/beneficiary/${kind === 'BOX' ? 'boxes' : 'single-vouchers'}`;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** One page of stays the gift can book. */
export function fetchBeneficiaryOffers(query: BeneficiaryQuery, page: number) {
  return getJson<{ searchDetails: { totalCount: number }; results: BeneficiaryOffer[] }>(
    `${base(query.kind)}/offers?${buildQuery(query, { page: String(page), limit: String(RESULTS_PAGE_SIZE) })}`,
  );
}

/** Star counts of the stays (the filter's options). */
export function fetchBeneficiaryFacets(query: BeneficiaryQuery) {
  return getJson<{ totalCount: number; stars: { value: number; count: number }[] }>(`${base(query.kind)}/facets?${buildQuery({ ...query, stars: [] }, {})}`);
}

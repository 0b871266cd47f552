/**
 * Server side of the activity-only pages (spec §2 'Activity-only detail page', 'Checkout routes'): the product in
 * the market's language with its offers per participant count, or undefined (404) for an unknown id.
 */
import type { Kysely } from 'kysely';
import { getActivityOffer, type ActivityOffer } from '../../domain/activity-offer';
import { ACTIVITY_PARTICIPANT_BOUNDS } from '../../domain/pax';
import type { Market } from '../../i18n/markets';
import { NotFoundError } from '../../server/api/http';
import { getActivityDetail } from '../../server/catalog/activities.server';
import type { ActivityPrice, Database } from '../../server/db/schema';
import { priceActivityVoucher } from '../../server/gift/gift-price.server';

export type ActivityDetail = Awaited<ReturnType<typeof getActivityDetail>>;

/** Offers for each participant count of the bounds (1–2); a count without a price is left out. */
export type ActivityOffers = Record<number, ActivityOffer>;

export interface ActivityPageData {
  activity: ActivityDetail;
  offers: ActivityOffers;
}

function toOffers(prices: readonly ActivityPrice[]): ActivityOffers {
  const offers: ActivityOffers = {};
  for (let count = ACTIVITY_PARTICIPANT_BOUNDS.min; count <= ACTIVITY_PARTICIPANT_BOUNDS.max; count += 1) {
    const offer = getActivityOffer(prices, count);
    if (offer) offers[count] = offer;
  }
  return offers;
}

/** The activity page of `id`; unpublished activities are pages too (the expired notice). */
export async function loadActivityPage(db: Kysely<Database>, market: Market, id: number): Promise<ActivityPageData | undefined> {
  try {
    const activity = await getActivityDetail(db, id, market.key, market.language);
    const prices = activity.prices.map((price) => ({ adults: price.paxComposition.adults, barPrice: price.barPrice, sellPrice: price.sellPrice }));
    return { activity, offers: toOffers(prices) };
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

/** The activity checkout of `id`: a published activity priced by the server, else undefined (404). */
export async function loadActivityCheckout(db: Kysely<Database>, market: Market, id: number) {
  return (await priceActivityVoucher(db, market, id)) ?? undefined;
}
export type ActivityCheckoutData = NonNullable<Awaited<ReturnType<typeof loadActivityCheckout>>>;

/**
 * Hotel-only offers (spec §1 hotel flow, ADR 54): a room night without activities, 'room only' or 'room with
 * breakfast', sold for any length of stay the hotel allows. They are packages of item category 'hotel', priced by
 * the one stay price (ADR 16) like every stay; this module says where they are listed and for how many nights.
 */
import type { Flow } from './sorts';

/** The item category of a hotel-only offer. */
export const HOTEL_ONLY_CATEGORY = 'hotel';

/** The two rates of a room: the room alone, or with breakfast every morning. */
export type HotelRate = 'roomOnly' | 'breakfast';

/** Whether an offer of this item category is a hotel-only night. */
export function isHotelOnly(itemCategory: string): boolean {
  return itemCategory === HOTEL_ONLY_CATEGORY;
}

/**
 * Whether a flow's search lists an offer: the hotel flow lists only hotel-only offers; the booking flow (stays with
 * activities), gifting and every search made for a gift never list them.
 */
export function isListedInFlow(itemCategory: string, flow: Flow | undefined): boolean {
  return (flow === 'hotel') === isHotelOnly(itemCategory);
}

/**
 * The nights a search prices an offer for, or null when the offer does not match the nights asked for: a hotel-only
 * offer is sold for any length (the nights asked for, else its own one night); any other offer only for its own.
 */
export function getSearchedNights(offer: { itemCategory: string; nights: number }, requested: number | undefined): number | null {
  if (isHotelOnly(offer.itemCategory)) return requested ?? offer.nights;
  return requested === undefined || requested === offer.nights ? offer.nights : null;
}

/** The rate of a hotel-only offer: with breakfast when its programme has one. */
export function getHotelRate(items: readonly { type: string }[]): HotelRate {
  return items.some((item) => item.type === 'breakfast') ? 'breakfast' : 'roomOnly';
}

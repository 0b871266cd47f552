/** Prices of a package for a given party: package prices are for two adults, children pay their own rate. */

/** Adults a package price is quoted for. */
export const PACKAGE_PRICE_ADULTS = 2;

export interface PartyPriceInput {
  /** Price of each night for two adults, in cents. */
  nightPrices: readonly number[];
  adults: number;
  children: number;
  /** Child price for the package's own length of stay, in cents. */
  childPricePerStay: number;
  /** The package's own number of nights (the child price is prorated to the stay asked for). */
  packageNights: number;
}

/**
 * Stay price in cents for the party: the nights scaled to the number of adults, plus each child's price
 * prorated to the stay's nights; babies stay free.
 */
export function getPartyPrice({ nightPrices, adults, children, childPricePerStay, packageNights }: PartyPriceInput): number {
  const nights = nightPrices.length;
  const adultsPrice = (nightPrices.reduce((sum, price) => sum + price, 0) * adults) / PACKAGE_PRICE_ADULTS;
  const childrenPrice = (children * childPricePerStay * nights) / Math.max(1, packageNights);
  return Math.round(adultsPrice + childrenPrice);
}

/** Reference (crossed-out) price with the package's own promo ratio; never below the sell price. */
export function getReferencePrice(sellPrice: number, packageSell: number, packageReference: number): number {
  if (packageSell <= 0) return sellPrice;
  return Math.max(sellPrice, Math.round((sellPrice * packageReference) / packageSell));
}

/** Rooms needed for the party (babies share a room). */
export function getRoomCount(adults: number, children: number, roomCapacity: number): number {
  return Math.max(1, Math.ceil((adults + children) / Math.max(1, roomCapacity)));
}

/** Rooms a party needs. The price of a party's stay is `src/domain/stay-price.ts` (ADR 16). */

/** Rooms needed for the party (babies share a room). */
export function getRoomCount(adults: number, children: number, roomCapacity: number): number {
  return Math.max(1, Math.ceil((adults + children) / Math.max(1, roomCapacity)));
}

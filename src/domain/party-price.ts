/** Rooms a party needs. The price of a party's stay is `src/domain/stay-price.ts` (ADR 16). */

/** Rooms needed for the party (babies share a room). */
export function getRoomCount(adults: number, children: number, roomCapacity: number): number {
  return Math.max(1, Math.ceil((adults + children) / Math.max(1, roomCapacity)));
}

/** The party with the rooms it needs in rooms of that capacity: every price of a stay, 'from' prices included, is for them all. */
export function withRooms<P extends { adults: number; children: number }>(party: P, roomCapacity: number): P & { rooms: number } {
  return { ...party, rooms: getRoomCount(party.adults, party.children, roomCapacity) };
}

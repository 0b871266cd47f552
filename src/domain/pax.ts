/** Travellers ("pax") chosen in the search form and the activity participant stepper. */

/** The three traveller counters of a stay search. */
export type PaxKind = 'adults' | 'children' | 'babies';

/** Counts of travellers per kind. */
export interface Pax {
  adults: number;
  children: number;
  babies: number;
}

/** Inclusive bounds of a stepper. */
export interface Bounds {
  min: number;
  max: number;
}

/** Inclusive bounds per traveller kind: adults 1–20, children 0–10, babies 0–10. */
export const PAX_BOUNDS: Readonly<Record<PaxKind, Bounds>> = {
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 10 },
  babies: { min: 0, max: 10 },
};

/** Travellers of a new search: 2 adults, no children, no babies. */
export const DEFAULT_PAX: Readonly<Pax> = { adults: 2, children: 0, babies: 0 };

/** Inclusive bounds of the activity search participant stepper: 1–2. */
export const ACTIVITY_PARTICIPANT_BOUNDS: Readonly<Bounds> = { min: 1, max: 2 };

/** Participants of a new activity search. */
export const DEFAULT_ACTIVITY_PARTICIPANTS = 2;

/** Age hint under each counter, in years (inclusive; adults have no upper age). */
export const PAX_AGE_HINTS: Readonly<Record<PaxKind, { minAge: number; maxAge: number | null }>> = {
  adults: { minAge: 12, maxAge: null },
  children: { minAge: 3, maxAge: 11 },
  babies: { minAge: 0, maxAge: 2 },
};

/** True when `value` is an integer inside the inclusive `bounds`. */
export function isWithinBounds(value: number, bounds: Bounds): boolean {
  return Number.isInteger(value) && value >= bounds.min && value <= bounds.max;
}

/**
 * Sets one counter to `value`. Out-of-range (or non-integer) values are ignored: the same `pax`
 * object comes back unchanged. Otherwise a new object is returned.
 */
export function applyPaxChange(pax: Pax, kind: PaxKind, value: number): Pax {
  if (!isWithinBounds(value, PAX_BOUNDS[kind])) return pax;
  return { ...pax, [kind]: value };
}

/** Activity participant change: `value` when within ACTIVITY_PARTICIPANT_BOUNDS, else `current`. */
export function applyParticipantChange(current: number, value: number): number {
  return isWithinBounds(value, ACTIVITY_PARTICIPANT_BOUNDS) ? value : current;
}

/** A stepper's "+" is enabled only below its maximum (a kind's PAX_BOUNDS, or ACTIVITY_PARTICIPANT_BOUNDS). */
export function canIncrement(value: number, bounds: Bounds): boolean {
  return value < bounds.max;
}

/** A stepper's "−" is enabled only above its minimum. */
export function canDecrement(value: number, bounds: Bounds): boolean {
  return value > bounds.min;
}

/** Single room is ticked automatically when any child or baby travels, otherwise not. */
export function getSingleRoomDefault(pax: Pax): boolean {
  return pax.children > 0 || pax.babies > 0;
}

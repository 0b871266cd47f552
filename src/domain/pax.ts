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

function clampToBounds(value: number, bounds: Bounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}

/**
 * Brings every counter inside PAX_BOUNDS (used on values read from a URL or storage): rounds to
 * an integer, clamps to the bounds, and turns a non-number into the kind's minimum.
 */
export function clampPax(pax: Pax): Pax {
  return {
    adults: clampToBounds(pax.adults, PAX_BOUNDS.adults),
    children: clampToBounds(pax.children, PAX_BOUNDS.children),
    babies: clampToBounds(pax.babies, PAX_BOUNDS.babies),
  };
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

/** The "+" stepper of `kind` is enabled only below the kind's maximum. */
export function canIncrement(pax: Pax, kind: PaxKind): boolean {
  return pax[kind] < PAX_BOUNDS[kind].max;
}

/** The "−" stepper of `kind` is enabled only above the kind's minimum. */
export function canDecrement(pax: Pax, kind: PaxKind): boolean {
  return pax[kind] > PAX_BOUNDS[kind].min;
}

/** Single room is ticked automatically when any child or baby travels, otherwise not. */
export function getSingleRoomDefault(pax: Pax): boolean {
  return pax.children > 0 || pax.babies > 0;
}

/** Number of travellers: adults + children + babies (babies count as people). */
export function getPaxCount(pax: Pax): number {
  return pax.adults + pax.children + pax.babies;
}

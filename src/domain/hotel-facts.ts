/** Rules of the hotel's practical information (spec §3 Hotel and Local tax, §9 eco label and tourist tax). */

/** The eco-label notice shows from this many eco facilities on. */
export const ECO_LABEL_MIN_FACILITIES = 8;

/** Pets a hotel accepts when it does not say (spec §3 petsMaxNumberOfPets default 1). */
export const DEFAULT_MAX_PETS = 1;

/** Whether a hotel with `ecoFacilityCount` eco facilities shows the eco-label notice. */
export function hasEcoLabel(ecoFacilityCount: number): boolean {
  return ecoFacilityCount >= ECO_LABEL_MIN_FACILITIES;
}

/** Tourist tax as the hotel's catalog gives it (spec §3 Local tax; amounts in cents). */
export interface LocalTax {
  type: string;
  amount: number;
  percentage: number | null;
  toBePaidAtHotel: boolean;
}

/** What the page says of the tourist tax: per person and night, a percentage of the stay, or none. */
export type LocalTaxRule =
  | { kind: 'perPersonPerNight'; amountCents: number; isPaidAtHotel: boolean }
  | { kind: 'percentage'; percentage: number; isPaidAtHotel: boolean }
  | { kind: 'none' };

/**
 * The tourist-tax rule of a hotel (spec §9: paid at the hotel per person per night, or a percentage of the
 * package). A zero or missing amount or percentage means no tax to announce.
 */
export function getLocalTaxRule(tax: LocalTax): LocalTaxRule {
  if (tax.type === 'BOOKING_PERCENTAGE') {
    return tax.percentage !== null && tax.percentage > 0
      ? { kind: 'percentage', percentage: tax.percentage, isPaidAtHotel: tax.toBePaidAtHotel }
      : { kind: 'none' };
  }
  return tax.amount > 0 ? { kind: 'perPersonPerNight', amountCents: tax.amount, isPaidAtHotel: tax.toBePaidAtHotel } : { kind: 'none' };
}

/** The pets policy of a hotel (spec §3 policy). */
export interface PetsPolicy {
  petsAllowed: boolean;
  /** Cents; 0 is free, null unknown. */
  petsPrice: number | null;
  petsMaxWeight: number | null;
  petsMaxNumberOfPets: number | null;
}

/** What the page says of pets: not allowed, or allowed with a price, a weight and a number limit when known. */
export type PetsRule = { isAllowed: false } | { isAllowed: true; priceCents: number | null; isFree: boolean; maxWeightKg: number | null; maxCount: number };

/** The pets rule of a hotel; the number of pets defaults to DEFAULT_MAX_PETS. */
export function getPetsRule(policy: PetsPolicy): PetsRule {
  if (!policy.petsAllowed) return { isAllowed: false };
  const maxCount = policy.petsMaxNumberOfPets !== null && policy.petsMaxNumberOfPets > 0 ? policy.petsMaxNumberOfPets : DEFAULT_MAX_PETS;
  return {
    isAllowed: true,
    priceCents: policy.petsPrice,
    isFree: policy.petsPrice === 0,
    maxWeightKg: policy.petsMaxWeight !== null && policy.petsMaxWeight > 0 ? policy.petsMaxWeight : null,
    maxCount,
  };
}

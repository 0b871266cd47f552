import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PETS, ECO_LABEL_MIN_FACILITIES, getLocalTaxRule, getPetsRule, hasEcoLabel } from './hotel-facts';

describe('hasEcoLabel', () => {
  it('shows the eco-label notice from 8 eco facilities on', () => {
    expect(ECO_LABEL_MIN_FACILITIES).toBe(8);
    expect(hasEcoLabel(7)).toBe(false);
    expect(hasEcoLabel(8)).toBe(true);
    expect(hasEcoLabel(12)).toBe(true);
    expect(hasEcoLabel(0)).toBe(false);
  });
});

describe('getLocalTaxRule', () => {
  it('announces a tax per person and night', () => {
    expect(getLocalTaxRule({ type: 'PER_PERSON_PER_NIGHT', amount: 165, percentage: null, toBePaidAtHotel: true })).toEqual({
      kind: 'perPersonPerNight',
      amountCents: 165,
      isPaidAtHotel: true,
    });
  });

  it('announces a percentage of the stay', () => {
    expect(getLocalTaxRule({ type: 'BOOKING_PERCENTAGE', amount: 0, percentage: 4, toBePaidAtHotel: true })).toEqual({
      kind: 'percentage',
      percentage: 4,
      isPaidAtHotel: true,
    });
  });

  it('announces nothing for a zero amount or a missing percentage', () => {
    expect(getLocalTaxRule({ type: 'PER_PERSON_PER_NIGHT', amount: 0, percentage: null, toBePaidAtHotel: true })).toEqual({ kind: 'none' });
    expect(getLocalTaxRule({ type: 'BOOKING_PERCENTAGE', amount: 0, percentage: null, toBePaidAtHotel: true })).toEqual({ kind: 'none' });
    expect(getLocalTaxRule({ type: 'BOOKING_PERCENTAGE', amount: 0, percentage: 0, toBePaidAtHotel: true })).toEqual({ kind: 'none' });
  });
});

describe('getPetsRule', () => {
  it('says when pets are not allowed', () => {
    expect(getPetsRule({ petsAllowed: false, petsPrice: 1000, petsMaxWeight: 10, petsMaxNumberOfPets: 2 })).toEqual({ isAllowed: false });
  });

  it('gives the price, the weight and the number of pets', () => {
    expect(getPetsRule({ petsAllowed: true, petsPrice: 1500, petsMaxWeight: 15, petsMaxNumberOfPets: 2 })).toEqual({
      isAllowed: true,
      priceCents: 1500,
      isFree: false,
      maxWeightKg: 15,
      maxCount: 2,
    });
  });

  it('tells a free stay for pets from an unknown price', () => {
    expect(getPetsRule({ petsAllowed: true, petsPrice: 0, petsMaxWeight: null, petsMaxNumberOfPets: null })).toEqual({
      isAllowed: true,
      priceCents: 0,
      isFree: true,
      maxWeightKg: null,
      maxCount: DEFAULT_MAX_PETS,
    });
    expect(getPetsRule({ petsAllowed: true, petsPrice: null, petsMaxWeight: 0, petsMaxNumberOfPets: 0 })).toEqual({
      isAllowed: true,
      priceCents: null,
      isFree: false,
      maxWeightKg: null,
      maxCount: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PARTICIPANT_BOUNDS,
  DEFAULT_ACTIVITY_PARTICIPANTS,
  DEFAULT_PAX,
  PAX_AGE_HINTS,
  PAX_BOUNDS,
  applyParticipantChange,
  applyPaxChange,
  canDecrement,
  canIncrement,
  getSingleRoomDefault,
  isWithinBounds,
} from './pax';

describe('pax constants', () => {
  it('bounds adults 1–20, children 0–10, babies 0–10', () => {
    expect(PAX_BOUNDS).toEqual({
      adults: { min: 1, max: 20 },
      children: { min: 0, max: 10 },
      babies: { min: 0, max: 10 },
    });
  });

  it('defaults to 2 adults and 2 activity participants out of 1–2', () => {
    expect(DEFAULT_PAX).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(ACTIVITY_PARTICIPANT_BOUNDS).toEqual({ min: 1, max: 2 });
    expect(DEFAULT_ACTIVITY_PARTICIPANTS).toBe(2);
  });

  it('gives age hints adults 12+, children 3–11, babies 0–2', () => {
    expect(PAX_AGE_HINTS.adults).toEqual({ minAge: 12, maxAge: null });
    expect(PAX_AGE_HINTS.children).toEqual({ minAge: 3, maxAge: 11 });
    expect(PAX_AGE_HINTS.babies).toEqual({ minAge: 0, maxAge: 2 });
  });
});

describe('isWithinBounds', () => {
  it('includes both ends and refuses fractions', () => {
    expect(isWithinBounds(1, { min: 1, max: 20 })).toBe(true);
    expect(isWithinBounds(20, { min: 1, max: 20 })).toBe(true);
    expect(isWithinBounds(0, { min: 1, max: 20 })).toBe(false);
    expect(isWithinBounds(21, { min: 1, max: 20 })).toBe(false);
    expect(isWithinBounds(1.5, { min: 1, max: 20 })).toBe(false);
  });
});

describe('applyPaxChange', () => {
  const pax = { adults: 2, children: 1, babies: 0 };

  it('applies in-range values, bounds included', () => {
    expect(applyPaxChange(pax, 'adults', 20)).toEqual({ adults: 20, children: 1, babies: 0 });
    expect(applyPaxChange(pax, 'adults', 1)).toEqual({ adults: 1, children: 1, babies: 0 });
    expect(applyPaxChange(pax, 'children', 0)).toEqual({ adults: 2, children: 0, babies: 0 });
    expect(applyPaxChange(pax, 'babies', 10)).toEqual({ adults: 2, children: 1, babies: 10 });
  });

  it('ignores out-of-range values', () => {
    expect(applyPaxChange(pax, 'adults', 0)).toBe(pax);
    expect(applyPaxChange(pax, 'adults', 21)).toBe(pax);
    expect(applyPaxChange(pax, 'children', 11)).toBe(pax);
    expect(applyPaxChange(pax, 'children', -1)).toBe(pax);
    expect(applyPaxChange(pax, 'babies', 11)).toBe(pax);
    expect(applyPaxChange(pax, 'babies', 0.5)).toBe(pax);
    expect(pax).toEqual({ adults: 2, children: 1, babies: 0 });
  });
});

describe('applyParticipantChange', () => {
  it('keeps activity participants within 1–2', () => {
    expect(applyParticipantChange(2, 1)).toBe(1);
    expect(applyParticipantChange(1, 2)).toBe(2);
    expect(applyParticipantChange(2, 3)).toBe(2);
    expect(applyParticipantChange(1, 0)).toBe(1);
  });
});

describe('steppers', () => {
  it('disables + at the maximum and − at the minimum', () => {
    expect(canIncrement(20, PAX_BOUNDS.adults)).toBe(false);
    expect(canIncrement(19, PAX_BOUNDS.adults)).toBe(true);
    expect(canDecrement(1, PAX_BOUNDS.adults)).toBe(false);
    expect(canDecrement(2, PAX_BOUNDS.adults)).toBe(true);
    expect(canDecrement(0, PAX_BOUNDS.children)).toBe(false);
    expect(canDecrement(1, PAX_BOUNDS.children)).toBe(true);
    expect(canIncrement(10, PAX_BOUNDS.children)).toBe(false);
    expect(canIncrement(10, PAX_BOUNDS.babies)).toBe(false);
    expect(canIncrement(9, PAX_BOUNDS.babies)).toBe(true);
  });

  it('bounds the activity participant stepper to 1–2', () => {
    expect(canDecrement(1, ACTIVITY_PARTICIPANT_BOUNDS)).toBe(false);
    expect(canIncrement(1, ACTIVITY_PARTICIPANT_BOUNDS)).toBe(true);
    expect(canDecrement(2, ACTIVITY_PARTICIPANT_BOUNDS)).toBe(true);
    expect(canIncrement(2, ACTIVITY_PARTICIPANT_BOUNDS)).toBe(false);
  });
});

describe('getSingleRoomDefault', () => {
  it('is true when a child or a baby travels, false otherwise', () => {
    expect(getSingleRoomDefault({ adults: 2, children: 0, babies: 0 })).toBe(false);
    expect(getSingleRoomDefault({ adults: 20, children: 0, babies: 0 })).toBe(false);
    expect(getSingleRoomDefault({ adults: 2, children: 1, babies: 0 })).toBe(true);
    expect(getSingleRoomDefault({ adults: 2, children: 0, babies: 1 })).toBe(true);
  });
});

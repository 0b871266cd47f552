import { describe, expect, it } from 'vitest';
import { getRoomCount } from './party-price';

describe('party price', () => {
  it('counts rooms by capacity', () => {
    expect(getRoomCount(2, 0, 2)).toBe(1);
    expect(getRoomCount(2, 1, 2)).toBe(2);
    expect(getRoomCount(4, 1, 5)).toBe(1);
  });
});

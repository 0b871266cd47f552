import { describe, expect, it } from 'vitest';
import { Random, distanceKm, fill } from './random';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(Array.from({ length: 5 }, () => b.int(0, 1000)));
    expect(new Random(43).int(0, 1_000_000)).not.toBe(new Random(42).int(0, 1_000_000));
  });

  it('stays within bounds', () => {
    const random = new Random(7);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
  });

  it('samples distinct items and makes uuid-shaped ids', () => {
    const random = new Random(1);
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('text and distance helpers', () => {
  it('fills templates', () => {
    expect(fill('{a} à {b}', { a: 'Spa', b: 'Liège' })).toBe('Spa à Liège');
    expect(fill('{a} {missing}', { a: 'x' })).toBe('x {missing}');
  });

  it('measures Paris–Lyon at about 392 km', () => {
    expect(distanceKm(48.8566, 2.3522, 45.764, 4.8357)).toBeGreaterThan(385);
    expect(distanceKm(48.8566, 2.3522, 45.764, 4.8357)).toBeLessThan(400);
  });
});

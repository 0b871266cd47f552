import { describe, expect, it } from 'vitest';
import { clearGiftHash, parseGiftHash, writeGiftHash } from './gift-hash';

describe('gift criteria in the hash', () => {
  it('reads nights, bucket, upsell, format and extras', () => {
    expect(parseGiftHash('#giftNights=2&giftAdults=2&bucket=3&upsell=availability&giftFormat=physical&subElements=2,default,10')).toEqual({
      giftNights: 2,
      bucket: 3,
      upsell: true,
      giftFormat: 'physical',
      subElements: ['2', '10'],
    });
  });

  it('leaves out values it cannot use', () => {
    expect(parseGiftHash('giftNights=abc&bucket=-1&upsell=maybe&giftFormat=paper')).toEqual({ subElements: [] });
  });

  it('writes the gift criteria and keeps the other keys', () => {
    const state = { giftNights: 1, giftAdults: 2, bucket: 2, upsell: false, giftFormat: 'physical' as const, subElements: ['3', 'standard', '9'] };
    expect(writeGiftHash('#a=2&giftAdult=2', state)).toBe('a=2&giftNights=1&giftAdults=2&bucket=2&upsell=none&giftFormat=physical&subElements=3%2C9');
  });

  it('drops the extras of a digital gift', () => {
    const state = { giftNights: 2, giftAdults: 2, bucket: 1, upsell: false, giftFormat: 'digital' as const, subElements: ['3'] };
    expect(writeGiftHash('subElements=3', state)).toBe('giftNights=2&giftAdults=2&bucket=1&upsell=none&giftFormat=digital');
  });

  it('clears only the gift keys', () => {
    expect(clearGiftHash('#checkin=2026-12-04&giftNights=2&giftFormat=digital&a=2')).toBe('checkin=2026-12-04&a=2');
  });
});

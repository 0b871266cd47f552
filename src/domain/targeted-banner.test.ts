import { describe, expect, it } from 'vitest';
import { getSelectionScore, selectTargetedBanner } from './targeted-banner';

const banners = [
  { id: 'any', selection: {} },
  { id: 'gifting', selection: { flow: 'gifting' } },
  { id: 'wellness-home', selection: { page: 'home', theme: 26 } },
  { id: 'near', selection: { isLessThanTwoHours: true } },
  { id: 'lyon', selection: { city: 12, page: 'search' } },
];

describe('selectTargetedBanner', () => {
  it('falls back to a banner without selection keys', () => {
    expect(selectTargetedBanner(banners, { page: 'home', flow: 'booking' })?.id).toBe('any');
  });

  it('prefers the banner matching more keys', () => {
    expect(selectTargetedBanner(banners, { page: 'home', theme: 26, flow: 'booking' })?.id).toBe('wellness-home');
    expect(selectTargetedBanner(banners, { page: 'search', city: 12 })?.id).toBe('lyon');
  });

  it('never picks a banner one of whose keys differs', () => {
    expect(selectTargetedBanner(banners.slice(1), { page: 'search', city: 13 })).toBeNull();
  });

  it('matches the less-than-two-hours flag and the flow', () => {
    expect(selectTargetedBanner(banners.slice(1), { isLessThanTwoHours: true })?.id).toBe('near');
    expect(selectTargetedBanner(banners.slice(1), { flow: 'gifting' })?.id).toBe('gifting');
  });

  it('keeps the first of equally specific banners', () => {
    expect(
      selectTargetedBanner(
        [
          { id: 'a', selection: { flow: 'booking' } },
          { id: 'b', selection: { flow: 'booking' } },
        ],
        { flow: 'booking' },
      )?.id,
    ).toBe('a');
  });

  it('scores -1 on a mismatch and counts the matched keys', () => {
    expect(getSelectionScore({ country: 'FR' }, { country: 'ES' })).toBe(-1);
    expect(getSelectionScore({ country: 'FR', region: 3 }, { country: 'FR', region: 3, city: 1 })).toBe(2);
  });
});

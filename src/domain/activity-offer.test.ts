import { describe, expect, it } from 'vitest';
import { buildActivityCheckoutQuery, getActivityOffer, readActivityParticipants } from './activity-offer';

describe('participants from the address', () => {
  it('takes 1 or 2', () => {
    expect(readActivityParticipants('1')).toBe(1);
    expect(readActivityParticipants('2')).toBe(2);
  });

  it('ignores out-of-range or malformed values and uses 2', () => {
    expect(readActivityParticipants('0')).toBe(2);
    expect(readActivityParticipants('3')).toBe(2);
    expect(readActivityParticipants('-1')).toBe(2);
    expect(readActivityParticipants('1.5')).toBe(2);
    expect(readActivityParticipants('abc')).toBe(2);
    expect(readActivityParticipants(null)).toBe(2);
  });
});

describe('activity checkout query', () => {
  it('carries the participants as `a`, with customType=OWN_USE for oneself', () => {
    expect(buildActivityCheckoutQuery(true, 1)).toBe('customType=OWN_USE&a=1');
    expect(buildActivityCheckoutQuery(false, 2)).toBe('a=2');
  });

  it('reads back the count it wrote', () => {
    for (const count of [1, 2]) expect(readActivityParticipants(new URLSearchParams(buildActivityCheckoutQuery(false, count)).get('a'))).toBe(count);
  });
});

describe('activity offer', () => {
  const prices = [
    { adults: 1, barPrice: 5000, sellPrice: 4750 },
    { adults: 2, barPrice: 9000, sellPrice: 8001 },
  ];

  it('divides the price by the participants, rounded up', () => {
    const offer = getActivityOffer(prices, 2);
    expect(offer).toMatchObject({ participants: 2, total: 8001, perParticipant: 4001, reference: 9000, referencePerParticipant: 4500, moneySaved: 999 });
  });

  it('shows the promo from 5 % inclusive', () => {
    expect(getActivityOffer(prices, 1)?.promo).toBe(5);
    expect(getActivityOffer([{ adults: 1, barPrice: 10000, sellPrice: 9600 }], 1)?.promo).toBeNull();
    expect(getActivityOffer(prices, 2)?.promo).toBe(11);
  });

  it('is null without a price for that many participants', () => {
    expect(getActivityOffer(prices.slice(0, 1), 2)).toBeNull();
  });
});

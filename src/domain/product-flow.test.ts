import { describe, expect, it } from 'vitest';
import { readProductFlow, withProductFlow } from './product-flow';

describe('product flow toggle', () => {
  it('reads gifting from the query only for giftable products', () => {
    expect(readProductFlow('?flow=gifting', true)).toBe('gifting');
    expect(readProductFlow('?flow=gifting', false)).toBe('booking');
    expect(readProductFlow('?flow=activity', true)).toBe('booking');
    expect(readProductFlow('', true)).toBe('booking');
  });

  it('switches the query and keeps the path, other parameters and the hash', () => {
    expect(withProductFlow('/fr/sejour/12?x=1#a=2', 'gifting')).toBe('/fr/sejour/12?x=1&flow=gifting#a=2');
    expect(withProductFlow('/fr/sejour/12?flow=gifting#giftNights=2', 'booking')).toBe('/fr/sejour/12#giftNights=2');
  });
});

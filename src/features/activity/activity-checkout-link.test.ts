import { describe, expect, it } from 'vitest';
import { buildActivityCheckoutHref } from './activity-checkout-link';

describe('activity checkout address', () => {
  it('marks a purchase for oneself with customType=OWN_USE and carries the participants in the query', () => {
    expect(buildActivityCheckoutHref('/fr/activite/commande/7', 'self', 1)).toBe('/fr/activite/commande/7?customType=OWN_USE&a=1');
  });

  it('has no customType for a gift', () => {
    expect(buildActivityCheckoutHref('/es/actividad/pedido/7', 'gift', 2)).toBe('/es/actividad/pedido/7?a=2');
  });
});

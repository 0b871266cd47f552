/** The activity checkout address (spec §2 'Checkout routes'): participants in the hash `a`, customType=OWN_USE for oneself. */

/** Who the voucher is for. */
export type Purchase = 'gift' | 'self';

/** The query flag of a purchase for oneself. */
export const OWN_USE = 'OWN_USE';

/** `checkoutPath` (the route table's activityCheckout) with the purchase and the participants. */
export function buildActivityCheckoutHref(checkoutPath: string, purchase: Purchase, participants: number): string {
  const query = purchase === 'self' ? `?customType=${OWN_USE}` : '';
  return `${checkoutPath}${query}#a=${participants}`;
}

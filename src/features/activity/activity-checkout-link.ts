/** The activity checkout address (spec §2 'Checkout routes'): customType=OWN_USE for oneself, the participants as `a`. */
import { buildActivityCheckoutQuery, OWN_USE } from '../../domain/activity-offer';

export { OWN_USE };

/** Who the voucher is for. */
export type Purchase = 'gift' | 'self';

/** `checkoutPath` (the route table's activityCheckout) with the purchase and the participants in its query. */
export function buildActivityCheckoutHref(checkoutPath: string, purchase: Purchase, participants: number): string {
  return `${checkoutPath}?${buildActivityCheckoutQuery(purchase === 'self', participants)}`;
}

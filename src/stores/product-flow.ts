/** The product page's flow (spec §2 flow toggle): the toggle writes it, the gift side starts when it turns to gifting. */
import { atom } from 'nanostores';
import type { ProductFlow } from '../domain/product-flow';

export const $productFlow = atom<ProductFlow>('booking');

/** Switches the product page between Book with dates and Gift without dates. */
export function setProductFlow(flow: ProductFlow): void {
  $productFlow.set(flow);
}

/** The product page's flow toggle, Book with dates / Gift without dates (spec §2 flow toggle, §4 gifting switch). */

export type ProductFlow = 'booking' | 'gifting';

/** Query key of the flow (spec §2: the product page's search has flow). */
export const FLOW_QUERY_KEY = 'flow';

/** The flow of a query string: gifting only when asked for and the product can be gifted. */
export function readProductFlow(search: string, isGiftable: boolean): ProductFlow {
  return isGiftable && new URLSearchParams(search).get(FLOW_QUERY_KEY) === 'gifting' ? 'gifting' : 'booking';
}

/** The same address in `flow`: `?flow=gifting` for gifting, no flow for booking (the default); hash kept. */
export function withProductFlow(href: string, flow: ProductFlow): string {
  const url = new URL(href, 'http://halte.invalid');
  if (flow === 'gifting') url.searchParams.set(FLOW_QUERY_KEY, 'gifting');
  else url.searchParams.delete(FLOW_QUERY_KEY);
  return `${url.pathname}${url.search}${url.hash}`;
}

import { useEffect, useState } from 'react';
import type { ShippingCostState } from '../../../domain/gift-format';

/** The shipping cost of a physical gift, fetched once per locale and page (spec §7 'shipping cost fetch (cached)'). */
const requests = new Map<string, Promise<number>>();

/** Asks the server for the shipping cost of `locale` (cents); a failure is forgotten so a later call retries. */
export function fetchShippingCost(locale: string): Promise<number> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(`/api/gift/shipping-costs?locale=${encodeURIComponent(locale)}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ amount: number }>) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body) => {
        if (!Number.isInteger(body.amount)) throw new Error('No amount');
        return body.amount;
      });
    request.catch(() => requests.delete(locale));
    requests.set(locale, request);
  }
  return request;
}

/** The shipping cost state of spec §3 (amount, isFetching, error), loaded when `active` becomes true. */
export function useShippingCost(locale: string, active: boolean): ShippingCostState {
  const [state, setState] = useState<ShippingCostState>({ amount: null, isFetching: false, error: false });
  useEffect(() => {
    if (!active) return;
    let current = true;
    setState((previous) => (previous.amount === null ? { amount: null, isFetching: true, error: false } : previous));
    fetchShippingCost(locale).then(
      (amount) => current && setState({ amount, isFetching: false, error: false }),
      () => current && setState({ amount: null, isFetching: false, error: true }),
    );
    return () => {
      current = false;
    };
  }, [locale, active]);
  return state;
}

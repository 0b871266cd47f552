/** Calls of the gift side: shipping cost of a physical gift and the physical extras (spec §7). */
import type { ExtrasCatalog } from '../../../domain/gift-extras';

export interface ExtraOption {
  id: string;
  name: string;
  price: number;
  categoryId: number;
  recommendedByWed: boolean;
}

export interface ExtraCategoryOption {
  id: number;
  description: string;
  singleSelection: boolean;
}

export interface ExtrasAnswer extends ExtrasCatalog {
  categories: ExtraCategoryOption[];
  extras: ExtraOption[];
}

let shipping: Promise<number> | undefined;
let extras: Promise<ExtrasAnswer> | undefined;

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Shipping cost in cents of a physical gift in the locale's country; fetched once per page (spec §7: cached). */
export function fetchShippingCost(locale: string): Promise<number> {
  shipping ??= getJson<{ amount: number }>(`/api/gift/shipping-costs?locale=${encodeURIComponent(locale)}`).then((answer) => answer.amount);
  shipping.catch(() => {
    shipping = undefined;
  });
  return shipping;
}

/** The physical extras by category, fetched once per page. */
export function fetchExtras(locale: string): Promise<ExtrasAnswer> {
  extras ??= getJson<{ categories: ExtraCategoryOption[]; subElements: ExtraOption[] }>(
    `/api/sub-elements/available-custom-sub-elements?locale=${encodeURIComponent(locale)}`,
  ).then((answer) => ({
    categories: answer.categories,
    extras: answer.subElements,
  }));
  extras.catch(() => {
    extras = undefined;
  });
  return extras;
}

import type { GiftFormat } from './gift-format';
import { PHYSICAL_DELIVERY_DAYS } from './gift-pricing';

/**
 * How a gift reaches its recipient (spec §9: a physical gift arrives free in 2–4 working days). Express delivery
 * is a paid extra of its own 'delivery' category, apart from the packaging, so a buyer can have both; once chosen,
 * every page and e-mail says express and its price instead of free delivery.
 */

/** The catalogue's express delivery extra (custom sub-element). */
export const EXPRESS_DELIVERY_SUB_ELEMENT_ID = 7;
/** The single-choice category holding the delivery extras. */
export const DELIVERY_SUB_ELEMENT_CATEGORY_ID = 4;
/** Working days an express gift takes to arrive. */
export const EXPRESS_DELIVERY_DAYS = { min: 1, max: 2 } as const;

export type GiftDelivery =
  { kind: 'digital' } | { kind: 'standard'; min: number; max: number } | { kind: 'express'; min: number; max: number; priceCents: number };

/** An extra as chosen: its catalogue id (a number, or the order line's product reference) and its price. */
export interface ChosenExtra {
  id: number | string;
  price: number;
}

/** Whether express delivery is among the chosen extras. */
export function findExpressDelivery<T extends ChosenExtra>(extras: readonly T[]): T | null {
  return extras.find((extra) => Number(extra.id) === EXPRESS_DELIVERY_SUB_ELEMENT_ID) ?? null;
}

/** The delivery of a gift in `format` with `extras` chosen: by e-mail, free in 2–4 days, or express at its price. */
export function getGiftDelivery(format: GiftFormat, extras: readonly ChosenExtra[]): GiftDelivery {
  if (format === 'digital') return { kind: 'digital' };
  const express = findExpressDelivery(extras);
  if (express) return { kind: 'express', ...EXPRESS_DELIVERY_DAYS, priceCents: express.price };
  return { kind: 'standard', ...PHYSICAL_DELIVERY_DAYS };
}

/**
 * The translation key (under the namespace's 'delivery.' group) and values that word `delivery`, the price
 * formatted by `money` for the market.
 */
export function getGiftDeliveryWording(
  delivery: GiftDelivery,
  money: (cents: number) => string,
): { key: 'digital' | 'physical' | 'express'; values: Record<string, string | number> } {
  if (delivery.kind === 'digital') return { key: 'digital', values: {} };
  if (delivery.kind === 'standard') return { key: 'physical', values: { min: delivery.min, max: delivery.max } };
  return { key: 'express', values: { min: delivery.min, max: delivery.max, amount: money(delivery.priceCents) } };
}

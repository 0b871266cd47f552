/** Prices travel as integer cents in euros; they are shown in the page's locale. */
export const CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in cents for a BCP 47 locale: `formatMoney(12950, 'fr-FR')` → `129,50 €`.
 * Whole amounts drop the decimals (`formatMoney(9900, 'es-ES')` → `99 €`).
 */
export function formatMoney(cents: number, tag: string): string {
  if (!Number.isFinite(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const whole = Number.isInteger(cents / 100);
  const key = `${tag}|${whole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(cents / 100);
}

/** A money token of editorial text: `{{money:10800}}` (cents), written in the page's number format when shown. */
const MONEY_TOKEN = /\{\{money:(\d{1,12})\}\}/g;

/**
 * Editorial text with its money tokens formatted for the page's locale, so amounts read the same as the prices
 * around them (`'from {{money:10800}}'` → 'from 108 €' in fr-BE, 'from € 108' in nl-BE).
 */
export function formatMoneyTokens(text: string, tag: string): string {
  return text.replace(MONEY_TOKEN, (_, cents: string) => formatMoney(Number(cents), tag));
}

/**
 * Splits `totalCents` in proportion to `weights` (non-negative integers), in whole cents that add up to the total
 * exactly: each part is rounded down, and the cents left go one each to the largest remainders (the first on a
 * tie). Weights that are all 0 count as equal.
 */
export function apportionCents(totalCents: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Not an amount in cents: ${totalCents}`);
  if (weights.length === 0) {
    if (totalCents === 0) return [];
    throw new RangeError('No part to split an amount into');
  }
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) throw new RangeError(`Not weights: ${weights.join(', ')}`);
  const sum = weights.reduce((total, weight) => total + weight, 0);
  const shares = sum === 0 ? weights.map(() => 1) : weights;
  const divisor = sum === 0 ? weights.length : sum;
  if (totalCents * Math.max(...shares) > Number.MAX_SAFE_INTEGER) throw new RangeError('Amount and weights too large to split exactly');
  const remainders = shares.map((share, index) => ({ index, remainder: (totalCents * share) % divisor }));
  const parts = shares.map((share, index) => (totalCents * share - (remainders[index]?.remainder ?? 0)) / divisor);
  let left = totalCents - parts.reduce((total, part) => total + part, 0);
  for (const { index } of remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, translate } from './search-helpers';

/** Who buys at the checkout, and the language the checkout speaks to them. */
export interface Buyer {
  language: string;
  first: string;
  last: string;
  phone: string;
}

/** A customer of each market that the checkout tests buy as, with the market's language, locale and language tag. */
export const BUYERS = {
  fr: { market: 'fr', language: 'fr', locale: 'fr_FR', tag: 'fr-FR', first: 'Camille', last: 'Martin', phone: '06 12 34 56 78' },
  es: { market: 'es', language: 'es', locale: 'es_ES', tag: 'es-ES', first: 'Lucía', last: 'García', phone: '612 345 678' },
  it: { market: 'it', language: 'it', locale: 'it_IT', tag: 'it-IT', first: 'Giulia', last: 'Rossi', phone: '312 345 6789' },
  nl: { market: 'nl', language: 'nl', locale: 'nl_NL', tag: 'nl-NL', first: 'Sanne', last: 'de Vries', phone: '06 12345678' },
  'be-nl': { market: 'be-nl', language: 'nl', locale: 'nl_BE', tag: 'nl-BE', first: 'Sanne', last: 'Peeters', phone: '0470 12 34 56' },
} as const;

/** A field of the checkout's details form by its label (some labels end with '(optional)'); the sending date by its exact label. */
export function checkoutField(page: Page, language: string, key: string): Locator {
  if (key === 'sendOn') return page.getByLabel(translate(language, 'order', 'field.sendOn'), { exact: true });
  return page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(translate(language, 'order', `field.${key}`))}( \\(.*\\))?$`) });
}

/** Fills the buyer's name, address and phone on the checkout's details form. */
export async function fillBuyer(page: Page, buyer: Buyer, email: string): Promise<void> {
  await checkoutField(page, buyer.language, 'firstName').fill(buyer.first);
  await checkoutField(page, buyer.language, 'lastName').fill(buyer.last);
  await checkoutField(page, buyer.language, 'email').fill(email);
  await checkoutField(page, buyer.language, 'phone').fill(buyer.phone);
}

/**
 * On the checkout's filled-in details form: accepts the terms, pays 'Paid' on the payment stand-in's page and waits for
 * the confirmation; answers the order number.
 */
export async function payAndConfirm(page: Page, language: string): Promise<string> {
  const order = (key: string, values?: Record<string, string>) => translate(language, 'order', key, values);
  await page.getByRole('checkbox', { name: new RegExp(order('details.terms')) }).check();
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(order('details.submit', { amount: 'X' })).replace('X', '.+')}$`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: order('testPayment.title') })).toBeVisible();
  await page.getByRole('button', { name: order('testPayment.paid'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: order('confirmation.confirmed') })).toBeVisible();
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim();
}

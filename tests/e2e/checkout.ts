import type { Locator, Page } from '@playwright/test';
import { translate } from './search-helpers';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Who buys at the checkout, and the language the checkout speaks to them. */
export interface Buyer {
  language: string;
  first: string;
  last: string;
  phone: string;
}

/** A field of the checkout's details form by its label (some labels end with '(optional)'); the sending date by its exact label. */
export function checkoutField(page: Page, language: string, key: string): Locator {
  if (key === 'sendOn') return page.getByLabel(translate(language, 'order', 'field.sendOn'), { exact: true });
  return page.getByRole('textbox', { name: new RegExp(`^${escape(translate(language, 'order', `field.${key}`))}( \\(.*\\))?$`) });
}

/** Fills the buyer's name, address and phone on the checkout's details form. */
export async function fillBuyer(page: Page, buyer: Buyer, email: string): Promise<void> {
  await checkoutField(page, buyer.language, 'firstName').fill(buyer.first);
  await checkoutField(page, buyer.language, 'lastName').fill(buyer.last);
  await checkoutField(page, buyer.language, 'email').fill(email);
  await checkoutField(page, buyer.language, 'phone').fill(buyer.phone);
}

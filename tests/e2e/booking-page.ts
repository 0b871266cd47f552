import { expect, type Locator, type Page } from '@playwright/test';
import { translate } from './search-helpers';

/** The market a booking's pages are opened on, and its language. */
export interface BookingMarket {
  market: string;
  language: string;
}

/** Opens the booking's own page from the trips list of the signed-in account, and waits until it shows booking `number`. */
export async function openFromTrips(page: Page, { market, language }: BookingMarket, number: string): Promise<void> {
  await page.goto(`/${market}/account/trips`);
  await page.getByRole('link', { name: `${translate(language, 'manageBooking', 'open')} ${number}` }).click();
  await expect(page.getByTestId('booking-number')).toHaveText(number);
}

/** On a booking's page: opens the cancellation from the side panel; answers its confirmation, once it has the focus. */
export async function openCancellation(page: Page, language: string, number: string): Promise<Locator> {
  await page
    .getByRole('complementary')
    .getByRole('link', { name: translate(language, 'account', 'trips.cancel.open') })
    .click();
  const confirm = page.getByRole('region', { name: translate(language, 'manageBooking', 'confirm.title', { number }) });
  await expect(confirm).toBeFocused();
  return confirm;
}

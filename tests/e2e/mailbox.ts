import { expect, type Page } from '@playwright/test';

/**
 * Opens the development mailbox until an e-mail whose row has every text of `has` (its address, its subject…) is
 * listed, then opens the newest one. Answers its text and the address of its HTML rendering.
 */
export async function openMail(page: Page, has: readonly (string | RegExp)[], { timeout = 30_000 } = {}): Promise<{ text: string; htmlPath: string }> {
  let row = page.getByRole('row');
  for (const text of has) row = row.filter({ hasText: text });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
  await row.first().getByRole('link').first().click();
  const text = (await page.locator('pre').textContent()) ?? '';
  return { text, htmlPath: `${new URL(page.url()).pathname}/html` };
}

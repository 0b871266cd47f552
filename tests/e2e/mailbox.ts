import { expect, type Locator, type Page } from '@playwright/test';

/** The development mailbox's rows that have every text of `has` (an address, a subject…), newest first. */
function mailRows(page: Page, has: readonly (string | RegExp)[]): Locator {
  let row = page.getByRole('row');
  for (const text of has) row = row.filter({ hasText: text });
  return row;
}

/**
 * Opens the development mailbox until an e-mail whose row has every text of `has` (its address, its subject…) is
 * listed, then opens the newest one. Answers its text and the address of its HTML rendering.
 */
export async function openMail(page: Page, has: readonly (string | RegExp)[], { timeout = 30_000 } = {}): Promise<{ text: string; htmlPath: string }> {
  const row = mailRows(page, has);
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(row.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
  await row.first().getByRole('link').first().click();
  const text = (await page.locator('pre').textContent()) ?? '';
  return { text, htmlPath: `${new URL(page.url()).pathname}/html` };
}

/** Opens the development mailbox until it lists exactly `count` e-mails whose rows have every text of `has`. */
export async function expectMailCount(page: Page, has: readonly (string | RegExp)[], count: number, { timeout = 30_000 } = {}): Promise<void> {
  const rows = mailRows(page, has);
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(rows).toHaveCount(count, { timeout: 1000 });
  }).toPass({ timeout });
}

/** Once the mailbox lists `count` e-mails with every text of `has`, opens each, newest first; answers their texts and HTML addresses. */
export async function readMails(page: Page, has: readonly (string | RegExp)[], count = 1): Promise<{ text: string; htmlPath: string }[]> {
  await expectMailCount(page, has, count);
  const paths = await mailRows(page, has).evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.getAttribute('href') ?? ''));
  const mails: { text: string; htmlPath: string }[] = [];
  for (const path of paths) {
    await page.goto(path);
    mails.push({ text: (await page.locator('pre').textContent()) ?? '', htmlPath: `${path}/html` });
  }
  return mails;
}

import { expect, type Page } from '@playwright/test';
import { openMail } from './mailbox';
import { escapeRegExp, translate } from './search-helpers';
import { MARKET_CASES } from './texts';

/** The password of every account a spec signs up. */
export const PASSWORD = 'un week-end au bord du lac';

export type Market = (typeof MARKET_CASES)[number]['market'];

export interface SignUpOptions {
  /** The address to sign up with; a fresh one when left out. */
  email?: string;
  firstName?: string;
  /** Left empty when not given. */
  lastName?: string;
  /** The page the sign-up returns to; the trips when left out. */
  origin?: string;
}

/** An address no other test uses, `tag` naming the spec and the case in the mailbox. */
export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

function languageOf(market: Market): string {
  const found = MARKET_CASES.find((c) => c.market === market);
  if (!found) throw new Error(`No market ${market}`);
  return found.language;
}

/** Signs up a new customer account on `market`'s sign-up form and waits for the page it returns to; answers its address. */
export async function signUp(
  page: Page,
  market: Market,
  { email = uniqueEmail(`account.${market}`), firstName = 'Camille', lastName, origin }: SignUpOptions = {},
): Promise<string> {
  const t = (key: string) => translate(languageOf(market), 'account', key);
  await page.goto(`/${market}/account/signup${origin ? `?origin=${encodeURIComponent(origin)}` : ''}`);
  await page.getByLabel(t('fields.firstName')).fill(firstName);
  if (lastName) await page.getByLabel(new RegExp(`^${escapeRegExp(t('fields.lastName'))}`)).fill(lastName);
  await page.getByLabel(t('fields.email')).fill(email);
  await page.getByLabel(t('fields.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t('signUp.submit') }).click();
  await expect(page).toHaveURL(origin ?? `/${market}/account/trips`);
  return email;
}

/** Opens the address check e-mail sent to `email` and follows its link, to the page that asks to confirm. */
export async function openVerifyLink(page: Page, market: Market, email: string): Promise<void> {
  const { text } = await openMail(page, [email, translate(languageOf(market), 'mail', 'emailVerify.subject')]);
  const link = new URL(/https?:\/\/\S+\/account\/verify\?token=[\w-]+/.exec(text)?.[0] ?? '');
  await page.goto(link.pathname + link.search);
}

/** On the page of the address check e-mail's link: confirms, and waits until the page says the address is proven. */
export async function confirmEmail(page: Page, market: Market): Promise<void> {
  const t = (key: string) => translate(languageOf(market), 'account', key);
  await page.getByRole('button', { name: t('verifyEmail.submit') }).click();
  await expect(page.getByText(t('verifyEmail.verified'))).toBeVisible();
}

/** A new account with its address proven from the mailbox (pages of a booking open to proven owners only); answers its address. */
export async function signUpAndVerify(page: Page, market: Market, options: SignUpOptions = {}): Promise<string> {
  const email = await signUp(page, market, options);
  await openVerifyLink(page, market, email);
  await confirmEmail(page, market);
  return email;
}

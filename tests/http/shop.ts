/**
 * The shop the HTTP suite buys from: a built server configured as production is (a Mollie key, Mollie's address,
 * SMTP), beside a second built server that plays Mollie's API and hosted page (the stand-in) and a local SMTP
 * mailbox; on PGlite in memory, or on a fresh PostgreSQL database. And the stay a test buys: a cancellable offer on a
 * day the catalogue API offers, never a fixed offset from today.
 */
import { createMollieClient } from '@mollie/api-client';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildPath } from '../../src/i18n/routes';
import { startServer, type RunningServer } from '../resilience/server';
import { freshPostgresDatabase, hiddenValue, startMailbox, Visitor, type HttpAnswer, type Mailbox } from './client';

export const MOLLIE_KEY = 'test_httpSuiteKeyOfTheShop000000000';

/** The databases each HTTP test runs on: PGlite always, PostgreSQL too when DATABASE_URL is set. */
export const DATABASES = [{ name: 'PGlite', url: '' }, ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL', url: 'postgres' }] : [])];

export interface Shop {
  shop: RunningServer;
  mollie: RunningServer;
  mailbox: Mailbox;
  standInPort: number;
  /** The shop's error log lines so far, for a failed assertion's message. */
  errors(): string;
  /** Mollie's own client, pointed at the stand-in: what Mollie holds, read as a merchant would. */
  mollieClient(): ReturnType<typeof createMollieClient>;
  stop(): Promise<void>;
}

/**
 * Starts the shop on `port`, the stand-in's hosted page on `port + 1` and its API on `standInPort` (default
 * `port + 2`), on PGlite in memory or, with `postgres`, on a fresh PostgreSQL database named `databaseName`.
 */
export async function startShop({
  port,
  standInPort = port + 2,
  postgres,
  databaseName,
  env = {},
}: {
  port: number;
  standInPort?: number;
  postgres: boolean;
  databaseName: string;
  env?: Record<string, string>;
}): Promise<Shop> {
  const previousTls = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  const mailbox = await startMailbox();
  const mollie = await startServer(port + 1, { HALTE_MOLLIE_STAND_IN_PORT: String(standInPort) });
  const databaseUrl = postgres ? await freshPostgresDatabase(databaseName) : '';
  const endpoint = `https://127.0.0.1:${standInPort}/dev/mollie/v2/`;
  // The stand-in's certificate is its own, hence no certificate check, in the shop and in this process (Mollie's client).
  const shop = await startServer(port, {
    MOLLIE_API_KEY: MOLLIE_KEY,
    MOLLIE_API_ENDPOINT: endpoint,
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
    SMTP_URL: mailbox.url,
    DATABASE_URL: databaseUrl,
    HALTE_DATA_DIR: databaseUrl ? '' : 'memory://',
    ...env,
  });
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return {
    shop,
    mollie,
    mailbox,
    standInPort,
    errors: () =>
      shop
        .output()
        .split('\n')
        .filter((line) => line.includes('"ERROR"'))
        .join('\n'),
    mollieClient: () => createMollieClient({ apiKey: MOLLIE_KEY, apiEndpoint: endpoint }),
    async stop() {
      if (previousTls === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
      else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTls;
      await shop.stop();
      await mollie.stop();
      await mailbox.close();
    },
  };
}

/**
 * Starts the built server on `port` as it is, without payments or mail configured, before the tests of the enclosing
 * describe, hands it to `started`, and stops it after them.
 */
export function withBuiltServer(port: number, started: (server: RunningServer) => void): void {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(port);
    started(server);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });
}

/** The password of the accounts the tests sign up. */
export const PASSWORD = 'Correct-horse-battery-9';

/** Signs `visitor` up on the French site with the account form and its CSRF token, as it would in a browser. */
export async function signUp(visitor: Visitor, email: string, { firstName = 'Camille', lastName = 'Martin' } = {}): Promise<void> {
  const page = await visitor.fetch(buildPath('fr', 'accountSignUp'));
  const answer = await visitor.postForm(buildPath('fr', 'accountSignUp'), {
    csrf: hiddenValue(page.text, 'csrf'),
    firstName,
    lastName,
    email,
    password: PASSWORD,
  });
  expect(answer.status, answer.text.slice(0, 300)).toBe(303);
}

/** 'YYYY-MM-DD' of today plus `days` (UTC). */
export const isoDaysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A stay put in a cart: the cart, its checkout address, the offer and its dates. */
export interface StayCart {
  cartId: string;
  checkoutUrl: string;
  offerId: number;
  checkin: string;
  nights: number;
}

/** Puts offer `offerId` on `day` in a cart of `visitor` through the cart API: two adults, the offer's activities on that day. */
export function postStayCart(
  visitor: Visitor,
  offerId: number,
  items: { type: string; activityId: number }[],
  day: { day: string; nights: number | null },
): Promise<HttpAnswer> {
  const activitySelectionList = items.filter((item) => item.type === 'activity').map((item) => `${item.activityId}_${day.day}`);
  return visitor.postJson('/api/cart', {
    locale: 'fr_FR',
    packageId: offerId,
    checkin: day.day,
    nights: day.nights,
    adults: 2,
    children: 0,
    babies: 0,
    activitySelectionList,
  });
}

/**
 * A cancellable stay for two adults on a day the catalogue API offers, at least `fromDays` ahead, put in a cart of
 * `visitor` through the checkout-start API.
 */
export async function cartOfAStay(visitor: Visitor, { fromDays = 30 }: { fromDays?: number } = {}): Promise<StayCart> {
  const found = (await visitor.postJson('/api/offers.json', { locale: 'fr_FR', limit: 40, criteria: {} })).json() as { results: { id: number }[] };
  for (const { id } of found.results) {
    const detail = (await visitor.fetch(`/api/weekend/${id}/detail.json?locale=fr_FR`)).json() as {
      items: { type: string; activityId: number }[];
      cancellationPolicy: { cancellable: boolean };
    };
    if (!detail.cancellationPolicy.cancellable) continue;
    for (const month of [isoDaysFromToday(fromDays).slice(0, 7), isoDaysFromToday(fromDays + 30).slice(0, 7)]) {
      const days = (await visitor.fetch(`/api/redeem/weekend/${id}/packageCheckinPrices.json?locale=fr_FR&month=${month}&adult=2`)).json() as {
        day: string;
        price: number | null;
        nights: number | null;
      }[];
      for (const day of days.filter((d) => d.price !== null && d.nights !== null && d.day >= isoDaysFromToday(fromDays))) {
        const cart = await postStayCart(visitor, id, detail.items, day);
        if (cart.status === 201) return { ...(cart.json() as { cartId: string; checkoutUrl: string }), offerId: id, checkin: day.day, nights: day.nights! };
      }
    }
  }
  throw new Error(`No cancellable stay on sale from ${isoDaysFromToday(fromDays)} on`);
}

/** A stay order placed and not yet paid: its id, number and Mollie's hosted page. */
export interface PlacedOrder {
  orderId: string;
  number: string;
  paymentUrl: string;
}

/** Places the order of cart `cartId` with the buyer's `details` (the checkout's fields); answers it, unpaid. */
export async function placeStayOrder(visitor: Visitor, cartId: string, details: Record<string, string>, formKey: string): Promise<PlacedOrder> {
  const placed = await visitor.postJson('/api/orders', { locale: 'fr_FR', formKey, target: { kind: 'STAY', cartId }, details: { terms: 'on', ...details } });
  expect(placed.status, placed.text).toBe(201);
  return placed.json() as PlacedOrder;
}

/** Pays on Mollie's hosted page (the stand-in's), as the buyer's browser would: 'Paid'. */
export async function payAtMollie(mollieBase: string, paymentUrl: string): Promise<void> {
  expect((await new Visitor(mollieBase).postForm(paymentUrl, { outcome: 'paid' })).status).toBe(303);
}

/** The date-change preview API's answer, read without narrowing: a refused change has a problem and no prices. */
export interface DateChangePreview {
  ok: boolean;
  problem?: string;
  oldTotalCents: number;
  newTotalCents: number;
  settlement: { kind: 'pay' | 'refund' | 'none'; differenceCents: number; cardCents: number; giftCardCents?: number };
  newDeadline: string | null;
}

/**
 * The orders this browser placed (ADR 43): a signed cookie of the last order ids, so that the order's own pages
 * (confirmation, payment retry) show its personal data to the browser that placed it, and to no one else who
 * learns the id. The signature (HMAC-SHA-256 with a shared secret) makes the list impossible to forge.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CookieJar } from '../auth/cookies';
import { isSameSecret } from '../auth/tokens';
import type { Database } from '../db/schema';
import { getSharedSecret } from '../secrets.server';

export const PLACED_ORDERS_COOKIE = 'halte_placed';
const KEPT = 10;
const MAX_AGE_SECONDS = 30 * 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function sign(db: Kysely<Database>, orderId: string): Promise<string> {
  return createHmac('sha256', await getSharedSecret(db, 'placed-orders'))
    .update(orderId)
    .digest('base64url')
    .slice(0, 22);
}

/** The order ids of the cookie whose signature holds. */
async function readPlaced(db: Kysely<Database>, cookies: CookieJar): Promise<string[]> {
  const value = cookies.get(PLACED_ORDERS_COOKIE)?.value ?? '';
  const ids: string[] = [];
  for (const entry of value.split('~').slice(0, KEPT)) {
    const [id = '', signature = ''] = entry.split('.');
    if (UUID.test(id) && isSameSecret(signature, await sign(db, id))) ids.push(id);
  }
  return ids;
}

/** Remembers that this browser placed order `orderId`. */
export async function rememberPlacedOrder(db: Kysely<Database>, cookies: CookieJar, orderId: string): Promise<void> {
  const ids = [orderId, ...(await readPlaced(db, cookies)).filter((id) => id !== orderId)].slice(0, KEPT);
  const entries = await Promise.all(ids.map(async (id) => `${id}.${await sign(db, id)}`));
  cookies.set(PLACED_ORDERS_COOKIE, entries.join('~'), { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: MAX_AGE_SECONDS });
}

/** Whether this browser placed order `orderId`. */
export async function wasPlacedHere(db: Kysely<Database>, cookies: CookieJar | undefined, orderId: string): Promise<boolean> {
  return cookies ? (await readPlaced(db, cookies)).includes(orderId) : false;
}

/**
 * The proof an order's e-mail carries (ADR 43): whoever opens a link with it has the buyer's mailbox, so the order's
 * page shows its details, and a signed-in account may claim it.
 */
export async function getOrderProof(db: Kysely<Database>, orderId: string): Promise<string> {
  return createHmac('sha256', await getSharedSecret(db, 'order-links'))
    .update(orderId)
    .digest('base64url')
    .slice(0, 22);
}

/** Whether `proof` is order `orderId`'s e-mail proof. */
export async function isOrderProof(db: Kysely<Database>, orderId: string, proof: string | null | undefined): Promise<boolean> {
  return typeof proof === 'string' && UUID.test(orderId) && isSameSecret(proof, await getOrderProof(db, orderId));
}

export type ClaimResult = 'claimed' | 'alreadyYours' | 'otherAccount' | 'invalid';

/**
 * Joins order `orderId` (and its booking) to account `customerId`, with the e-mail's proof: the buyer, signed in
 * with any address, makes a guest purchase theirs. An order another account owns stays that account's.
 */
export async function claimOrder(db: Kysely<Database>, orderId: string, proof: string, customerId: string): Promise<ClaimResult> {
  if (!(await isOrderProof(db, orderId, proof))) return 'invalid';
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['number', 'customer_id']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) return 'invalid';
    if (order.customer_id === customerId) return 'alreadyYours';
    if (order.customer_id) return 'otherAccount';
    await trx.updateTable('orders').set({ customer_id: customerId }).where('id', '=', orderId).execute();
    await trx.updateTable('bookings').set({ customer_id: customerId }).where('booking_number', '=', order.number).where('customer_id', 'is', null).execute();
    return 'claimed';
  });
}

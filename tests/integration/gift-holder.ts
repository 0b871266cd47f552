/**
 * What the tests of gift codes in the hands of their holder share: a database with the demo codes, fresh codes, and
 * routes called with the gift cookie.
 */
import { randomInt } from 'node:crypto';
import type { APIContext } from 'astro';
import type { DatabaseHandle } from '../../src/server/db/client';
import { seedGiftCodes } from '../../src/server/db/seed/gift-codes';
import { withTestDatabase } from './harness';

/**
 * A test database with the demo gift codes (HALTE-SV-VALID and the others) seeded on `today`, open for the tests of
 * the enclosing describe; hands it to `opened`.
 */
export function withGiftCodesDatabase(url: string | undefined, today: string, opened: (handle: DatabaseHandle) => void): void {
  withTestDatabase(
    url,
    async (handle) => {
      await seedGiftCodes(handle.db, today);
      opened(handle);
    },
    { timeoutMs: 180_000 },
  );
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new code of the site's shape, `HALTE-` then `letter` then twelve characters of the codes' alphabet. */
export const newGiftCode = (letter: string) => `HALTE-${letter}${Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/** A route called as Astro would, with the gift cookie a browser would send. */
export async function callRoute(
  handler: (context: APIContext) => Response | Promise<Response>,
  init: { method?: 'GET' | 'POST'; query?: Record<string, string | number>; body?: unknown; form?: Record<string, string> },
  code?: string,
) {
  const url = new URL('http://halte.test/api/x');
  for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, String(value));
  const body = init.form ? new URLSearchParams(init.form) : init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers = { 'content-type': init.form ? 'application/x-www-form-urlencoded' : 'application/json' };
  const request = new Request(url, init.method === 'POST' ? { method: 'POST', body, headers } : {});
  const set: Record<string, string> = {};
  const cookies = {
    get: (name: string) => (name === 'halte_gift' && code ? { value: code } : undefined),
    set: (name: string, value: string) => (set[name] = value),
    has: () => Boolean(code),
  };
  const response = await handler({
    url,
    request,
    cookies,
    params: {},
    locals: { clientAddress: `192.0.2.${randomInt(250)}` },
    clientAddress: '192.0.2.1',
  } as unknown as APIContext);
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null, location: response.headers.get('location'), set };
}

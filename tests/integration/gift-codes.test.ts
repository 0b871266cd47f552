import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { POST as login } from '../../src/pages/api/beneficiary/login';
import { findGiftByCode, redeemGiftCode } from '../../src/server/beneficiary/gift-codes.server';
import type { DatabaseHandle } from '../../src/server/db/client';
import { getToday } from '../../src/server/db/database';
import { seedGiftCodes } from '../../src/server/db/seed/gift-codes';
import { RATE_LIMITS } from '../../src/server/rate-limit.server';
import { openTestDatabase, TARGETS } from './harness';

/** The gift login's form post, as a browser sends it. */
async function postLogin(code: string, address: string) {
  const request = new Request('http://halte.test/api/beneficiary/login', {
    method: 'POST',
    body: new URLSearchParams({ code, locale: 'fr_FR' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  const set = new Map<string, string>();
  const cookies = { set: (name: string, value: string) => set.set(name, value) };
  const response = await login({ request, cookies, clientAddress: address } as unknown as APIContext);
  return { status: response.status, location: response.headers.get('location'), cookie: set.get('halte_gift') };
}

describe.each(TARGETS)('gift codes on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const today = getToday();

  beforeAll(async () => {
    handle = await openTestDatabase(url);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('seeds the demo codes again without duplicates, in the same state', async () => {
    await seedGiftCodes(handle.db, today);
    // Other files issue real codes into the same database (PostgreSQL is shared): the demo codes are those named so.
    const rows = (await handle.db.selectFrom('gift_codes').select(['code', 'kind', 'box_code']).orderBy('code').execute()).filter((row) =>
      /^HALTE-(BOX|SV)-/.test(row.code),
    );
    expect(rows.map((row) => row.code)).toEqual([
      'HALTE-BOX-EXPIRED',
      'HALTE-BOX-USED',
      'HALTE-BOX-VALID',
      'HALTE-SV-EXPIRED',
      'HALTE-SV-USED',
      'HALTE-SV-VALID',
    ]);
    const box = await handle.db
      .selectFrom('boxes')
      .select('code')
      .where('code', '=', rows[2]?.box_code ?? '')
      .executeTakeFirst();
    expect(box?.code).toMatch(/-EBOX$/);
  });

  it('tells valid, used, expired and unknown codes apart, whatever the case and spaces typed', async () => {
    const valid = await findGiftByCode(handle.db, ' halte-box-valid ', 'fr', today);
    expect(valid.status).toBe('valid');
    if (valid.status === 'valid') expect(valid.gift).toMatchObject({ kind: 'BOX', affiliateId: 'halte-demo' });
    expect((await findGiftByCode(handle.db, 'HALTE-SV-VALID', 'fr', today)).status).toBe('valid');
    expect((await findGiftByCode(handle.db, 'HALTE-BOX-USED', 'fr', today)).status).toBe('used');
    expect((await findGiftByCode(handle.db, 'HALTE-SV-EXPIRED', 'fr', today)).status).toBe('expired');
    expect((await findGiftByCode(handle.db, 'NOT-A-CODE-42', 'fr', today)).status).toBe('unknown');
    expect((await findGiftByCode(handle.db, "'; drop table gift_codes; --", 'fr', today)).status).toBe('unknown');
  });

  it('refuses an address after its attempts, with the same answer for any code', async () => {
    const address = `203.0.113.${url ? 2 : 1}`;
    for (let attempt = 0; attempt < RATE_LIMITS.giftCode.max; attempt += 1) await redeemGiftCode(handle.db, 'WRONG-CODE-1', address, 'fr', today);
    expect((await redeemGiftCode(handle.db, 'HALTE-BOX-VALID', address, 'fr', today)).status).toBe('limited');
    expect((await redeemGiftCode(handle.db, 'HALTE-BOX-VALID', '198.51.100.7', 'fr', today)).status).toBe('valid');
  });

  it('keeps a valid code in a cookie and sends the beneficiary to the stays; other codes back with the reason', async () => {
    expect(await postLogin('HALTE-SV-VALID', '192.0.2.10')).toEqual({ status: 303, location: '/fr/cadeau/sejours', cookie: 'HALTE-SV-VALID' });
    expect(await postLogin('HALTE-SV-USED', '192.0.2.10')).toEqual({ status: 303, location: '/fr/cadeau/utiliser?error=used', cookie: undefined });
    expect(await postLogin('HALTE-BOX-EXPIRED', '192.0.2.10')).toMatchObject({ location: '/fr/cadeau/utiliser?error=expired' });
  });
});

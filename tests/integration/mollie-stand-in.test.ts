import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { answerStandInRequest, STAND_IN_API_KEY } from '../../src/server/payments/mollie-stand-in.server';
import { TARGETS, withTestDatabase } from './harness';

const BASE = 'https://127.0.0.1/dev/mollie/v2/';

describe.each(TARGETS)('the Mollie stand-in on $name', ({ url }) => {
  let handle: DatabaseHandle;
  const createPayment = async (idempotencyKey: string | undefined, cents: string) => {
    const body = JSON.stringify({
      amount: { currency: 'EUR', value: cents },
      description: 'Halte 12345678',
      redirectUrl: 'https://x.test/r',
      webhookUrl: 'https://x.test/w',
      locale: 'fr_FR',
      metadata: { orderId: 'a3c9f0de-1111-4222-8333-444455556666' },
    });
    const answer = await answerStandInRequest(
      handle.db,
      { method: 'POST', path: 'payments', authorization: `Bearer ${STAND_IN_API_KEY}`, idempotencyKey, body },
      BASE,
    );
    return answer as { status: number; body: { id: string; status: string; amount: { value: string } } };
  };

  withTestDatabase(url, (opened) => {
    handle = opened;
  });

  it('answers the payment a key made before, and makes a new one for another key or none', async () => {
    const key = `stand-in-${Date.now()}`;
    const first = await createPayment(key, '12.34');
    expect(first).toMatchObject({ status: 201, body: { status: 'open', amount: { value: '12.34' } } });
    const again = await createPayment(key, '12.34');
    expect(again.body.id).toBe(first.body.id);
    const stored = await handle.db.selectFrom('stand_in_payments').select('id').where('idempotency_key', '=', key).execute();
    expect(stored).toEqual([{ id: first.body.id }]);
    const other = await createPayment(`${key}-other`, '12.34');
    const unkeyed = [await createPayment(undefined, '5.00'), await createPayment(undefined, '5.00')];
    expect(new Set([first.body.id, other.body.id, ...unkeyed.map((answer) => answer.body.id)]).size).toBe(4);
  });
});

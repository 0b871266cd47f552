import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPayLaterOptions } from '../../domain/pay-later';
import { ELIGIBILITY_PATH, fetchPayLaterOptions, getEligibilityQuery, readPaymentMethods, type EligibilityRequest } from './eligibility-api';

const REQUEST: EligibilityRequest = { amount: 30000, checkin: '2024-03-01', cancellationDeadline: '2024-02-20', cancellable: true, locale: 'fr_BE' };

describe('getEligibilityQuery', () => {
  it('sends the amount, the policy, the deadline, the check-in and the lowercase point of sale', () => {
    expect(getEligibilityQuery(REQUEST)).toBe(
      'amount=30000&cancellationPolicyType=CANCELLABLE&cancellableUntil=2024-02-20&checkinDate=2024-03-01&pointOfSale=fr_be',
    );
  });

  it('leaves the deadline out for a stay that cannot be cancelled', () => {
    const query = new URLSearchParams(getEligibilityQuery({ ...REQUEST, cancellable: false }) ?? '');
    expect(query.get('cancellationPolicyType')).toBe('NON_CANCELLABLE');
    expect(query.has('cancellableUntil')).toBe(false);
    expect(new URLSearchParams(getEligibilityQuery({ ...REQUEST, cancellationDeadline: null }) ?? '').has('cancellableUntil')).toBe(false);
  });

  it('asks nothing while the amount or the check-in is unknown', () => {
    expect(getEligibilityQuery({ ...REQUEST, checkin: null })).toBeNull();
    expect(getEligibilityQuery({ ...REQUEST, checkin: '2024-02-30' })).toBeNull();
    expect(getEligibilityQuery({ ...REQUEST, amount: 0 })).toBeNull();
    expect(getEligibilityQuery({ ...REQUEST, amount: 120.5 })).toBeNull();
  });
});

describe('readPaymentMethods', () => {
  // PayPal where it is offered (Spain), then Alma's deferred payment and instalments (France).
  const options = (['es_ES', 'fr_FR'] as const).flatMap((locale) =>
    getPayLaterOptions({ amountCents: 30000, locale, checkin: '2024-03-01', today: '2024-01-31', feePercent: 2 }),
  );

  it('reads back every option of an answer', () => {
    expect(options.map((option) => option.kind)).toEqual(['paypal', 'deferred', 'split', 'split']);
    expect(readPaymentMethods(JSON.parse(JSON.stringify({ paymentMethods: options })))).toEqual(options);
  });

  it('leaves out malformed options and reads a broken answer as none', () => {
    const broken = [
      { kind: 'deferred', payments: [] },
      { kind: 'deferred', payments: [{ date: '2024-02-30', amountCents: 100 }] },
      { kind: 'split', count: 5, feeCents: 0, payments: [{ date: '2024-02-01', amountCents: 100 }] },
      { kind: 'split', count: 3, feeCents: 0, payments: [{ date: '2024-02-01', amountCents: 100 }] },
      { kind: 'split', count: 3, feeCents: -1, payments: options[2]?.kind === 'split' ? options[2].payments : [] },
      { kind: 'klarna' },
      null,
    ];
    expect(readPaymentMethods({ paymentMethods: [...broken, options[0]] })).toEqual([{ kind: 'paypal' }]);
    expect(readPaymentMethods({ error: 'Invalid amount' })).toEqual([]);
    expect(readPaymentMethods(null)).toEqual([]);
  });
});

describe('fetchPayLaterOptions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the eligibility API with the query and the abort signal', async () => {
    const fetchMock = vi.fn(async () => Response.json({ paymentMethods: [{ kind: 'paypal' }] }));
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    await expect(fetchPayLaterOptions('amount=100', controller.signal)).resolves.toEqual([{ kind: 'paypal' }]);
    expect(fetchMock).toHaveBeenCalledWith(`${ELIGIBILITY_PATH}?amount=100`, expect.objectContaining({ signal: controller.signal }));
  });

  it('rejects when the API answers an error, so nothing is shown', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Invalid amount' }, { status: 400 })),
    );
    await expect(fetchPayLaterOptions('amount=-1', new AbortController().signal)).rejects.toThrow('400');
  });
});

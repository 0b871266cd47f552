import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPLIT_FEE_PERCENT,
  getDeferredDate,
  getOptionMethod,
  getPayLaterChoice,
  getPayLaterMethods,
  getPayLaterOptions,
  getPayLaterPlan,
  getPayLaterSummary,
  getScheduleTotal,
  getSplitFee,
  getSplitSchedule,
  isDeferredAvailable,
  isPayPalAvailable,
  isSplitAvailable,
} from './pay-later';

const TODAY = '2024-01-31';

describe('isPayPalAvailable', () => {
  it('needs 30–2000 € inclusive', () => {
    expect(isPayPalAvailable(3000, 'es_ES')).toBe(true);
    expect(isPayPalAvailable(2999, 'es_ES')).toBe(false);
    expect(isPayPalAvailable(200000, 'it_IT')).toBe(true);
    expect(isPayPalAvailable(200001, 'it_IT')).toBe(false);
  });

  it('needs the Spanish or Italian locale', () => {
    expect(isPayPalAvailable(10000, 'fr_FR')).toBe(false);
    expect(isPayPalAvailable(10000, 'nl_BE')).toBe(false);
  });
});

describe('deferred payment', () => {
  it('needs an arrival at least 5 days ahead', () => {
    expect(isDeferredAvailable({ amountCents: 10000, locale: 'fr_FR', today: TODAY, checkin: '2024-02-05' })).toBe(true);
    expect(isDeferredAvailable({ amountCents: 10000, locale: 'fr_FR', today: TODAY, checkin: '2024-02-04' })).toBe(false);
  });

  it('falls on the cancellation deadline, else 2 days before check-in', () => {
    expect(getDeferredDate('2024-03-01', '2024-02-20')).toBe('2024-02-20');
    expect(getDeferredDate('2024-03-01')).toBe('2024-02-28');
    expect(getDeferredDate('2024-03-01', null)).toBe('2024-02-28');
  });

  it('is not offered when the payment day is not after today', () => {
    const input = { amountCents: 10000, locale: 'fr_FR', today: TODAY, checkin: '2024-02-20' };
    expect(isDeferredAvailable({ ...input, cancellationDeadline: TODAY })).toBe(false);
    expect(isDeferredAvailable({ ...input, cancellationDeadline: '2024-02-01' })).toBe(true);
  });
});

describe('isSplitAvailable', () => {
  it('needs at least 7 days ahead', () => {
    expect(isSplitAvailable(3, 50000, '2024-02-07', TODAY)).toBe(true);
    expect(isSplitAvailable(3, 50000, '2024-02-06', TODAY)).toBe(false);
    expect(isSplitAvailable(4, 50000, '2024-02-06', TODAY)).toBe(false);
  });

  it('needs 200–2000 € for 3x and 250–2000 € for 4x, inclusive', () => {
    expect(isSplitAvailable(3, 20000, '2024-03-01', TODAY)).toBe(true);
    expect(isSplitAvailable(3, 19999, '2024-03-01', TODAY)).toBe(false);
    expect(isSplitAvailable(3, 200000, '2024-03-01', TODAY)).toBe(true);
    expect(isSplitAvailable(3, 200001, '2024-03-01', TODAY)).toBe(false);
    expect(isSplitAvailable(4, 24999, '2024-03-01', TODAY)).toBe(false);
    expect(isSplitAvailable(4, 25000, '2024-03-01', TODAY)).toBe(true);
    expect(isSplitAvailable(4, 200001, '2024-03-01', TODAY)).toBe(false);
  });
});

describe('split schedule', () => {
  it('adds the fee and the remainder to the first monthly payment', () => {
    const fee = getSplitFee(30001, 1.5);
    expect(fee).toBe(450);
    const payments = getSplitSchedule(30001, 4, TODAY, fee);
    expect(payments).toEqual([
      { date: '2024-01-31', amountCents: 7951 },
      { date: '2024-02-29', amountCents: 7500 },
      { date: '2024-03-31', amountCents: 7500 },
      { date: '2024-04-30', amountCents: 7500 },
    ]);
    expect(payments.reduce((sum, payment) => sum + payment.amountCents, 0)).toBe(30001 + 450);
  });

  it('sums to amount plus fee for 3 payments too', () => {
    const payments = getSplitSchedule(20000, 3, '2024-11-15', 300);
    expect(payments.map((payment) => payment.amountCents)).toEqual([6968, 6666, 6666]);
    expect(payments.map((payment) => payment.date)).toEqual(['2024-11-15', '2024-12-15', '2025-01-15']);
  });

  it('defaults to no fee', () => {
    expect(DEFAULT_SPLIT_FEE_PERCENT).toBe(0);
    expect(getSplitFee(30000)).toBe(0);
  });
});

describe('pay-later methods of each market', () => {
  it('offers Alma in France and Belgium, PayPal in Spain and Italy, nothing in the Netherlands', () => {
    expect(getPayLaterMethods('fr_FR')).toEqual(['alma']);
    expect(getPayLaterMethods('fr_BE')).toEqual(['alma']);
    expect(getPayLaterMethods('nl_BE')).toEqual(['alma']);
    expect(getPayLaterMethods('es_ES')).toEqual(['paypal']);
    expect(getPayLaterMethods('it_IT')).toEqual(['paypal']);
    expect(getPayLaterMethods('nl_NL')).toEqual([]);
    expect(getPayLaterMethods('de_DE')).toEqual([]);
  });

  it('collects PayPal through PayPal, the deferred payment and the instalments through Alma', () => {
    expect(getOptionMethod({ kind: 'paypal' })).toBe('paypal');
    expect(getOptionMethod({ kind: 'deferred' })).toBe('alma');
    expect(getOptionMethod({ kind: 'split' })).toBe('alma');
  });
});

describe('getPayLaterOptions', () => {
  const kinds = (amountCents: number, checkin: string, locale = 'fr_FR') =>
    getPayLaterOptions({ amountCents, locale, checkin, today: TODAY }).map((option) => (option.kind === 'split' ? `split${option.count}` : option.kind));

  it('lists deferred, 3x and 4x where Alma is offered, with the fee on the first instalment', () => {
    const options = getPayLaterOptions({ amountCents: 30000, locale: 'fr_FR', checkin: '2024-03-01', today: TODAY, feePercent: 2 });
    expect(options.map(getPayLaterChoice)).toEqual(['deferred', 'split3', 'split4']);
    expect(options[0]).toEqual({ kind: 'deferred', payments: [{ date: '2024-02-28', amountCents: 30000 }] });
    const split3 = options[1];
    expect(split3?.kind === 'split' && split3.feeCents).toBe(600);
    expect(split3?.kind === 'split' && split3.payments[0]?.amountCents).toBe(10600);
  });

  it('offers the same in both Belgian markets', () => {
    expect(kinds(30000, '2024-03-01', 'fr_BE')).toEqual(['deferred', 'split3', 'split4']);
    expect(kinds(30000, '2024-03-01', 'nl_BE')).toEqual(['deferred', 'split3', 'split4']);
  });

  it('offers only PayPal in Spain and Italy, and nothing in the Netherlands', () => {
    expect(kinds(30000, '2024-03-01', 'es_ES')).toEqual(['paypal']);
    expect(kinds(30000, '2024-03-01', 'it_IT')).toEqual(['paypal']);
    expect(kinds(30000, '2024-03-01', 'nl_NL')).toEqual([]);
  });

  it('offers only what the amount and dates allow', () => {
    expect(kinds(22000, '2024-03-01')).toEqual(['deferred', 'split3']);
    expect(kinds(22000, '2024-02-06')).toEqual(['deferred']);
    expect(kinds(22000, '2024-02-04', 'it_IT')).toEqual(['paypal']);
    expect(kinds(2999, '2024-02-04', 'it_IT')).toEqual([]);
  });
});

describe('getPayLaterPlan', () => {
  const schedule = getSplitSchedule(48213, 3, TODAY, 0);

  it('has Alma pay the whole amount, the customer owing the first instalment today and the rest monthly', () => {
    expect(getPayLaterPlan('split3', schedule, 48213)).toEqual({
      method: 'alma',
      receivedCents: 48213,
      todayCents: 16071,
      later: [
        { date: '2024-02-29', amountCents: 16071 },
        { date: '2024-03-31', amountCents: 16071 },
      ],
      payments: schedule,
    });
  });

  it('takes nothing today for a deferred payment', () => {
    const payments = [{ date: '2024-02-28', amountCents: 48213 }];
    expect(getPayLaterPlan('deferred', payments, 48213)).toEqual({ method: 'alma', receivedCents: 48213, todayCents: 0, later: payments, payments });
  });

  it('leaves PayPal its own terms: paid in full through PayPal, no schedule of ours', () => {
    expect(getPayLaterPlan('paypal', null, 48213)).toEqual({ method: 'paypal', receivedCents: 48213, todayCents: 48213, later: [], payments: [] });
  });

  it('is null without a choice', () => {
    expect(getPayLaterPlan(null, null, 48213)).toBeNull();
  });
});

describe('getPayLaterSummary', () => {
  it('names the instalment counts in ascending order, the deferred payment and PayPal', () => {
    const options = getPayLaterOptions({ amountCents: 30000, locale: 'fr_FR', checkin: '2024-03-01', today: TODAY });
    expect(getPayLaterSummary([{ kind: 'paypal' }, ...options])).toEqual({ splitCounts: [3, 4], hasDeferred: true, hasPayPal: true });
    expect(getPayLaterSummary([...options].reverse()).splitCounts).toEqual([3, 4]);
  });

  it('names only what is offered', () => {
    const deferredOnly = getPayLaterOptions({ amountCents: 10000, locale: 'fr_FR', checkin: '2024-02-06', today: TODAY });
    expect(getPayLaterSummary(deferredOnly)).toEqual({ splitCounts: [], hasDeferred: true, hasPayPal: false });
    expect(getPayLaterSummary([])).toEqual({ splitCounts: [], hasDeferred: false, hasPayPal: false });
  });
});

describe('getScheduleTotal', () => {
  it('adds every payment, the fee included', () => {
    const fee = getSplitFee(30001, 1.5);
    expect(getScheduleTotal(getSplitSchedule(30001, 4, TODAY, fee))).toBe(30001 + fee);
    expect(getScheduleTotal([])).toBe(0);
  });
});

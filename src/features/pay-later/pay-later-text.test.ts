import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../domain/money';
import { createTranslator } from '../../i18n/client';
import { getMessages } from '../../i18n/i18n';
import { createPayLaterFormat, getSummaryLine } from './pay-later-text';

const format = createPayLaterFormat('fr-FR');
const t = createTranslator(getMessages('fr', 'payLater'), 'fr');
const summary = (splitCounts: (3 | 4)[], hasDeferred: boolean, hasPayPal: boolean) => getSummaryLine({ splitCounts, hasDeferred, hasPayPal }, t, format);

describe('createPayLaterFormat', () => {
  it('writes days, amounts and counts the market way', () => {
    expect(format.formatDay('2024-02-28')).toBe('28 février 2024');
    expect(format.formatAmount(10600)).toBe(formatMoney(10600, 'fr-FR'));
    expect(format.formatCounts([3, 4])).toBe('3 ou 4');
    expect(createPayLaterFormat('nl-BE').formatCounts([3, 4])).toBe('3 of 4');
    expect(createPayLaterFormat('es-ES').formatDay('2024-12-01')).toBe('1 de diciembre de 2024');
  });
});

describe('getSummaryLine', () => {
  it('names the instalments, then later, then PayPal', () => {
    expect(summary([3, 4], true, false)).toBe('Payez en 3 ou 4 fois, ou plus tard');
    expect(summary([3], false, false)).toBe('Payez en 3 fois');
    expect(summary([], true, false)).toBe('Payez plus tard');
    expect(summary([3, 4], true, true)).toBe('Payez en 3 ou 4 fois, ou plus tard, aussi avec PayPal');
    expect(summary([], false, true)).toBe('Payez plus tard avec PayPal');
  });

  it('is empty when nothing is offered', () => {
    expect(summary([], false, false)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { EXPRESS_DELIVERY_SUB_ELEMENT_ID, findExpressDelivery, getGiftDelivery, getGiftDeliveryWording } from './gift-delivery';
import { formatMoney } from './money';

const money = (cents: number) => formatMoney(cents, 'fr-FR');

describe('gift delivery', () => {
  it('is free in 2–4 working days for a physical gift without express', () => {
    expect(getGiftDelivery('physical', [{ id: 5, price: 900 }])).toEqual({ kind: 'standard', min: 2, max: 4 });
    expect(getGiftDeliveryWording(getGiftDelivery('physical', []), money)).toEqual({ key: 'physical', values: { min: 2, max: 4 } });
  });

  it('is express in 1–2 working days at the price of the express extra, with or without packaging', () => {
    const extras = [
      { id: 5, price: 900 },
      { id: EXPRESS_DELIVERY_SUB_ELEMENT_ID, price: 690 },
    ];
    expect(getGiftDelivery('physical', extras)).toEqual({ kind: 'express', min: 1, max: 2, priceCents: 690 });
    const wording = getGiftDeliveryWording(getGiftDelivery('physical', extras), money);
    expect(wording.key).toBe('express');
    expect(wording.values).toMatchObject({ min: 1, max: 2 });
    expect(String(wording.values.amount).replace(/\s/g, ' ')).toBe('6,90 €');
  });

  it('reads the express extra from an order line product reference', () => {
    expect(
      findExpressDelivery([
        { id: '9', price: 500 },
        { id: '7', price: 690 },
      ]),
    ).toEqual({ id: '7', price: 690 });
    expect(findExpressDelivery([{ id: '', price: 0 }])).toBeNull();
  });

  it('is by e-mail for a digital gift, whatever extras are asked', () => {
    expect(getGiftDelivery('digital', [{ id: 7, price: 690 }])).toEqual({ kind: 'digital' });
  });
});

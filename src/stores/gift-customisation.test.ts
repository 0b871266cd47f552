import { beforeEach, describe, expect, it, vi } from 'vitest';
import { giftCustomisationScope } from '../domain/gift-customisation';
import { clearGiftCustomisation, GIFT_CUSTOMISATION_STORAGE_KEY, loadGiftCustomisation, saveGiftCustomisation } from './gift-customisation';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    get size() { return items.size; },
  };
}

const birthdayBox = giftCustomisationScope('fr_FR', { type: 'BOX', code: 'BX-WEEKEND', giftFormat: 'digital', subElements: [] });
const message = { fromName: 'Camille', message: 'Joyeux anniversaire !' };

describe('gift personalisation kept per gift', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));

  it('shows a message only on the gift it was written for', () => {
    saveGiftCustomisation(birthdayBox, message);
    expect(loadGiftCustomisation(birthdayBox)).toEqual(message);
    const others = [
      giftCustomisationScope('es_ES', { type: 'BOX', code: 'BX-WEEKEND', giftFormat: 'digital', subElements: [] }),
      giftCustomisationScope('fr_FR', { type: 'BOX', code: 'BX-WEEKEND', giftFormat: 'physical', subElements: [] }),
      giftCustomisationScope('fr_FR', { type: 'GIFT_CARD', amount: 5000, giftFormat: 'digital' }),
      giftCustomisationScope('it_IT', { type: 'GIFT_STAY', id: 12, giftNights: 1, bucket: 1, upsell: 'none', giftFormat: 'digital', subElements: [] }),
    ];
    for (const scope of others) expect(loadGiftCustomisation(scope)).toEqual({ fromName: '', message: '' });
  });

  it('starts the next gift empty once the order is placed', () => {
    saveGiftCustomisation(birthdayBox, message);
    clearGiftCustomisation(birthdayBox);
    expect(loadGiftCustomisation(birthdayBox)).toEqual({ fromName: '', message: '' });
  });

  it('never reads the one message once shared by every gift', () => {
    localStorage.setItem(GIFT_CUSTOMISATION_STORAGE_KEY, JSON.stringify({ fromName: 'Jan', message: 'Gefeliciteerd!' }));
    expect(loadGiftCustomisation(birthdayBox)).toEqual({ fromName: '', message: '' });
    expect(localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY)).toBeNull();
  });

  it('a gift card keeps its message whatever the amount', () => {
    const fifty = giftCustomisationScope('nl_BE', { type: 'GIFT_CARD', amount: 5000, giftFormat: 'digital' });
    const hundred = giftCustomisationScope('nl_BE', { type: 'GIFT_CARD', amount: 10000, giftFormat: 'digital' });
    expect(fifty).toBe(hundred);
  });
});

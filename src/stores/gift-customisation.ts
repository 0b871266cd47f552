/**
 * The gift customisation (spec §3: fromName and message, kept in browser storage) of the gift being bought. Every
 * gift form writes here (the box drawer, the gift card page, the product page's gift side, the details form) and
 * the gift checkout reads it back, all through this module. What is kept belongs to one gift
 * (getGiftCustomisationKey): another gift starts empty, and placing the order forgets it.
 */
import { atom } from 'nanostores';
import { EMPTY_CUSTOMISATION, parseGiftCustomisation, readStoredCustomisation, type GiftCustomisation } from '../domain/gift-customisation';

/** localStorage key of the customisation: `{ key, fromName, message }` as JSON. */
export const GIFT_CUSTOMISATION_STORAGE_KEY = 'halte.giftCustomisation';

export const $giftCustomisation = atom<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });

/** Reads the customisation stored for gift `key` into the store (another gift's, nothing stored, or storage refused: empty). */
export function loadGiftCustomisation(key: string): GiftCustomisation {
  let value: GiftCustomisation = { ...EMPTY_CUSTOMISATION };
  try {
    value = readStoredCustomisation(JSON.parse(localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY) ?? 'null'), key);
  } catch {
    // Storage unavailable or malformed: start empty.
  }
  $giftCustomisation.set(value);
  return value;
}

/** Keeps `value` for gift `key` in the store and in the browser; a refused write only costs the memory of it. */
export function saveGiftCustomisation(value: GiftCustomisation, key: string): void {
  const clean = parseGiftCustomisation(value);
  $giftCustomisation.set(clean);
  try {
    localStorage.setItem(GIFT_CUSTOMISATION_STORAGE_KEY, JSON.stringify({ key, ...clean }));
  } catch {
    // Private browsing or a full quota: the checkout then shows no customisation.
  }
}

/** Forgets the customisation once its gift is ordered (the server keeps what the order was sent with). */
export function clearGiftCustomisation(): void {
  $giftCustomisation.set({ ...EMPTY_CUSTOMISATION });
  try {
    localStorage.removeItem(GIFT_CUSTOMISATION_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

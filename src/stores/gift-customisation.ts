/**
 * The gift customisation (spec §3: fromName and message, kept in browser storage). Every gift form writes here
 * (the box drawer, the gift card page, the product page's gift side) and the gift checkout reads it back, so
 * all of them use GIFT_CUSTOMISATION_STORAGE_KEY through this module.
 */
import { atom } from 'nanostores';
import { EMPTY_CUSTOMISATION, parseGiftCustomisation, type GiftCustomisation } from '../domain/gift-customisation';

/** localStorage key of the customisation: `{ fromName, message }` as JSON. */
export const GIFT_CUSTOMISATION_STORAGE_KEY = 'halte.giftCustomisation';

export const $giftCustomisation = atom<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });

/** Reads the stored customisation into the store (nothing stored, or storage refused: empty). */
export function loadGiftCustomisation(): GiftCustomisation {
  let value: GiftCustomisation = { ...EMPTY_CUSTOMISATION };
  try {
    value = parseGiftCustomisation(JSON.parse(localStorage.getItem(GIFT_CUSTOMISATION_STORAGE_KEY) ?? 'null'));
  } catch {
    // Storage unavailable or malformed: start empty.
  }
  $giftCustomisation.set(value);
  return value;
}

/** Keeps `value` in the store and in the browser; a refused write only costs the memory of it. */
export function saveGiftCustomisation(value: GiftCustomisation): void {
  const clean = parseGiftCustomisation(value);
  $giftCustomisation.set(clean);
  try {
    localStorage.setItem(GIFT_CUSTOMISATION_STORAGE_KEY, JSON.stringify(clean));
  } catch {
    // Private browsing or a full quota: the checkout then shows no customisation.
  }
}

/**
 * The gift customisation (spec §3: fromName and message, kept in browser storage), one per gift being bought
 * (giftCustomisationScope: market, product, format). Every gift form writes here (the box drawer, the gift card page,
 * the product page's gift side) under the gift it leads to, the gift checkout reads that gift's back and clears it
 * once the order is placed, so all of them go through this module.
 */
import { atom } from 'nanostores';
import { EMPTY_CUSTOMISATION, parseGiftCustomisation, type GiftCustomisation } from '../domain/gift-customisation';

/** localStorage key prefix of a customisation: `{ fromName, message }` as JSON, followed by its gift's scope. */
export const GIFT_CUSTOMISATION_STORAGE_KEY = 'halte.giftCustomisation';

/** The one key shared by every gift before personalisations were kept per gift: never read, dropped when seen. */
const SHARED_KEY = GIFT_CUSTOMISATION_STORAGE_KEY;

export function giftCustomisationStorageKey(scope: string): string {
  return `${GIFT_CUSTOMISATION_STORAGE_KEY}:${scope}`;
}

export const $giftCustomisation = atom<GiftCustomisation>({ ...EMPTY_CUSTOMISATION });

/** Reads the customisation of one gift into the store (nothing stored, or storage refused: empty). */
export function loadGiftCustomisation(scope: string): GiftCustomisation {
  let value: GiftCustomisation = { ...EMPTY_CUSTOMISATION };
  try {
    localStorage.removeItem(SHARED_KEY);
    value = parseGiftCustomisation(JSON.parse(localStorage.getItem(giftCustomisationStorageKey(scope)) ?? 'null'));
  } catch {
    // Storage unavailable or malformed: start empty.
  }
  $giftCustomisation.set(value);
  return value;
}

/** Keeps `value` for one gift in the store and in the browser; a refused write only costs the memory of it. */
export function saveGiftCustomisation(scope: string, value: GiftCustomisation): void {
  const clean = parseGiftCustomisation(value);
  $giftCustomisation.set(clean);
  try {
    const key = giftCustomisationStorageKey(scope);
    if (clean.fromName === '' && clean.message === '') localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(clean));
  } catch {
    // Private browsing or a full quota: the checkout then shows no customisation.
  }
}

/** Forgets one gift's customisation: its order is placed, the next gift starts empty. */
export function clearGiftCustomisation(scope: string): void {
  $giftCustomisation.set({ ...EMPTY_CUSTOMISATION });
  try {
    localStorage.removeItem(giftCustomisationStorageKey(scope));
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

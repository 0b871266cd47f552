/**
 * The gift side's criteria in the product page's hash (spec §2: giftNights, giftAdult/giftAdults, giftFormat;
 * §3 gift params bucket and upsell; §5 custom extras in hash). Other keys of the hash (the booking side's dates
 * and travellers) are left as they are.
 */
import { EXTRAS_HASH_KEY, parseExtrasParam, serializeExtras } from './gift-extras';
import { isGiftFormat, type GiftFormat } from './gift-format';

export interface GiftHash {
  giftNights?: number;
  bucket?: number;
  upsell?: boolean;
  giftFormat?: GiftFormat;
  subElements: string[];
}

export interface GiftHashState {
  giftNights: number;
  giftAdults: number;
  bucket: number;
  upsell: boolean;
  giftFormat: GiftFormat;
  subElements: readonly string[];
}

/** Keys the gift side owns in the hash. */
export const GIFT_HASH_KEYS = ['giftNights', 'giftAdults', 'giftAdult', 'bucket', 'upsell', 'giftFormat', EXTRAS_HASH_KEY] as const;

const positiveInt = (raw: string | null) => (raw !== null && /^\d{1,2}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined);

/** Reads the gift criteria of a hash ('#giftNights=2&…' or without '#'); unusable values are left out. */
export function parseGiftHash(hash: string): GiftHash {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const out: GiftHash = { subElements: parseExtrasParam(params.get(EXTRAS_HASH_KEY)) };
  const giftNights = positiveInt(params.get('giftNights'));
  const bucket = positiveInt(params.get('bucket'));
  const upsell = params.get('upsell');
  const giftFormat = params.get('giftFormat');
  if (giftNights !== undefined) out.giftNights = giftNights;
  if (bucket !== undefined) out.bucket = bucket;
  if (upsell === 'availability' || upsell === 'none') out.upsell = upsell === 'availability';
  if (isGiftFormat(giftFormat)) out.giftFormat = giftFormat;
  return out;
}

/** The hash with the gift criteria of `state` written in (extras only for a physical gift), without '#'. */
export function writeGiftHash(hash: string, state: GiftHashState): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.delete('giftAdult');
  params.set('giftNights', String(state.giftNights));
  params.set('giftAdults', String(state.giftAdults));
  params.set('bucket', String(state.bucket));
  params.set('upsell', state.upsell ? 'availability' : 'none');
  params.set('giftFormat', state.giftFormat);
  const extras = state.giftFormat === 'physical' ? serializeExtras(state.subElements) : '';
  if (extras) params.set(EXTRAS_HASH_KEY, extras);
  else params.delete(EXTRAS_HASH_KEY);
  return params.toString();
}

/** The hash without the gift criteria (when the visitor goes back to booking with dates). */
export function clearGiftHash(hash: string): string {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const key of GIFT_HASH_KEYS) params.delete(key);
  return params.toString();
}

import { isBoxCode } from './box';
import { DEFAULT_GIFT_FORMAT, isGiftFormat, type GiftFormat } from './gift-format';
import { GIFT_ADULTS, GIFT_NIGHTS_BOUNDS, IGNORED_SUB_ELEMENT_VALUES } from './gift-pricing';
import type { PriceBucketId } from './price-buckets';

/**
 * The gift checkout's query string (ADR 10): what is bought, never what it costs; the server prices it again.
 *   type=BOX&code=…&giftFormat=digital|physical[&subElements=id,id]
 *   type=GIFT_STAY&id=<packageId>&giftNights=N&giftAdults=2&bucket=ESSENTIAL|SERENITY|LIBERTY&upsell=availability|none&giftFormat=…[&subElements=…]
 *   type=SINGLE_VOUCHER&id=…&giftNights=…&bucket=…&giftFormat=…
 *   type=GIFT_CARD&amount=<cents>&giftFormat=…
 * One codec, used by every page that links to the checkout and by the checkout itself.
 */

/** Bucket names of the query and their ids (spec §9 price buckets 1 Essential, 2 Serenity, 3 Liberty). */
export const BUCKET_NAMES = { ESSENTIAL: 1, SERENITY: 2, LIBERTY: 3 } as const satisfies Record<string, PriceBucketId>;
export type BucketName = keyof typeof BUCKET_NAMES;

export type GiftCheckoutRequest =
  | { type: 'BOX'; code: string; giftFormat: GiftFormat; subElements: number[] }
  | { type: 'GIFT_STAY'; id: number; giftNights: number; bucket: PriceBucketId; upsell: 'availability' | 'none'; giftFormat: GiftFormat; subElements: number[] }
  | { type: 'SINGLE_VOUCHER'; id: number; giftNights: number; bucket: PriceBucketId; giftFormat: GiftFormat }
  | { type: 'GIFT_CARD'; amount: number; giftFormat: GiftFormat };

/** Why a query cannot be read: a key of the 'gift' namespace's `checkout.invalid.*`. */
export type GiftQueryError = 'type' | 'code' | 'id' | 'nights' | 'bucket' | 'format' | 'amount' | 'subElements' | 'adults' | 'upsell';

const bucketName = (id: PriceBucketId): BucketName => (Object.keys(BUCKET_NAMES) as BucketName[]).find((name) => BUCKET_NAMES[name] === id) ?? 'SERENITY';

/** The query string (without '?') of a gift checkout request. */
export function buildGiftCheckoutQuery(request: GiftCheckoutRequest): string {
  const params = new URLSearchParams({ type: request.type });
  if (request.type === 'BOX') params.set('code', request.code);
  if (request.type === 'GIFT_STAY' || request.type === 'SINGLE_VOUCHER') {
    params.set('id', String(request.id));
    params.set('giftNights', String(request.giftNights));
    if (request.type === 'GIFT_STAY') params.set('giftAdults', String(GIFT_ADULTS));
    params.set('bucket', bucketName(request.bucket));
    if (request.type === 'GIFT_STAY') params.set('upsell', request.upsell);
  }
  if (request.type === 'GIFT_CARD') params.set('amount', String(request.amount));
  params.set('giftFormat', request.giftFormat);
  if ((request.type === 'BOX' || request.type === 'GIFT_STAY') && request.giftFormat === 'physical' && request.subElements.length > 0) {
    params.set('subElements', request.subElements.join(','));
  }
  return params.toString();
}

const positiveInt = (value: string | null, max = 2 ** 31 - 1): number | undefined => {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= max ? number : undefined;
};

function readSubElements(value: string | null): number[] | undefined {
  if (value === null || value === '') return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    if (IGNORED_SUB_ELEMENT_VALUES.includes(part)) continue;
    const id = positiveInt(part);
    if (id === undefined) return undefined;
    ids.push(id);
  }
  return ids;
}

type Read = { ok: true; request: GiftCheckoutRequest } | { ok: false; error: GiftQueryError };
const fail = (error: GiftQueryError): Read => ({ ok: false, error });

function readStay(type: 'GIFT_STAY' | 'SINGLE_VOUCHER', query: URLSearchParams, giftFormat: GiftFormat): Read {
  const id = positiveInt(query.get('id'));
  if (id === undefined) return fail('id');
  const giftNights = positiveInt(query.get('giftNights'), GIFT_NIGHTS_BOUNDS.max);
  if (giftNights === undefined) return fail('nights');
  const bucket = BUCKET_NAMES[(query.get('bucket') ?? '') as BucketName];
  if (bucket === undefined) return fail('bucket');
  if (type === 'SINGLE_VOUCHER') return { ok: true, request: { type, id, giftNights, bucket, giftFormat } };
  const adults = query.get('giftAdults');
  if (adults !== null && adults !== String(GIFT_ADULTS)) return fail('adults');
  const upsell = query.get('upsell') ?? 'none';
  if (upsell !== 'availability' && upsell !== 'none') return fail('upsell');
  const subElements = readSubElements(query.get('subElements'));
  if (!subElements) return fail('subElements');
  return { ok: true, request: { type, id, giftNights, bucket, upsell, giftFormat, subElements } };
}

/** Reads a gift checkout query; a missing format is digital; anything else missing or malformed is an error. */
export function parseGiftCheckoutQuery(query: URLSearchParams): Read {
  const format = query.get('giftFormat') ?? DEFAULT_GIFT_FORMAT;
  if (!isGiftFormat(format)) return fail('format');
  const type = query.get('type');
  if (type === 'BOX') {
    const code = query.get('code') ?? '';
    if (!isBoxCode(code)) return fail('code');
    const subElements = readSubElements(query.get('subElements'));
    return subElements ? { ok: true, request: { type, code, giftFormat: format, subElements } } : fail('subElements');
  }
  if (type === 'GIFT_STAY' || type === 'SINGLE_VOUCHER') return readStay(type, query, format);
  if (type === 'GIFT_CARD') {
    const amount = positiveInt(query.get('amount'));
    return amount === undefined ? fail('amount') : { ok: true, request: { type, amount, giftFormat: format } };
  }
  return fail('type');
}

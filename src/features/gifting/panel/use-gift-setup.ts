import { useEffect, useMemo, useState } from 'react';
import { sanitizeExtras } from '../../../domain/gift-extras';
import { isPhysicalFormatAvailable, resolveGiftFormat, type GiftFormat, type ShippingCostState } from '../../../domain/gift-format';
import { clearGiftHash, parseGiftHash, writeGiftHash } from '../../../domain/gift-hash';
import { GIFT_ADULTS } from '../../../domain/gift-pricing';
import { isAvailabilityUpsellOffered, resolveBucket, resolveGiftNights } from '../../../domain/gift-stay';
import type { PriceBucketId } from '../../../domain/price-buckets';
import { fetchExtras, fetchShippingCost, type ExtrasAnswer } from './gift-api';

export interface GiftChoice {
  giftNights: number;
  bucket: PriceBucketId;
  upsell: boolean;
  format: GiftFormat;
  subElements: string[];
}

export interface GiftSetupOptions {
  locale: string;
  packageNights: number;
  nightsOptions: readonly number[];
  upsellPrice: number | null;
  isPhysicalEnabled: boolean;
}

/**
 * The gift side's state (spec §2 gift stay setup, §4 gift format): the choice, kept in the hash; the shipping cost
 * (loaded at once, it decides whether physical can be chosen); the physical extras, loaded when physical is chosen.
 */
export function useGiftSetup({ locale, packageNights, nightsOptions, upsellPrice, isPhysicalEnabled }: GiftSetupOptions) {
  const [choice, setChoice] = useState<GiftChoice>({
    giftNights: resolveGiftNights(undefined, nightsOptions, packageNights),
    bucket: resolveBucket(undefined),
    upsell: false,
    format: 'digital',
    subElements: [],
  });
  const [requestedFormat, setRequestedFormat] = useState<GiftFormat>('digital');
  const [shipping, setShipping] = useState<ShippingCostState>({ amount: null, isFetching: isPhysicalEnabled, error: false });
  const [catalog, setCatalog] = useState<ExtrasAnswer | null>(null);
  const [ready, setReady] = useState(false);
  const isPhysicalAvailable = isPhysicalFormatAvailable(shipping, isPhysicalEnabled);

  useEffect(() => {
    const hash = parseGiftHash(window.location.hash);
    const giftNights = resolveGiftNights(hash.giftNights, nightsOptions, packageNights);
    setChoice({
      giftNights,
      bucket: resolveBucket(hash.bucket),
      upsell: Boolean(hash.upsell) && isAvailabilityUpsellOffered(giftNights, upsellPrice),
      format: 'digital',
      subElements: hash.subElements,
    });
    setRequestedFormat(hash.giftFormat ?? 'digital');
    setReady(true);
    if (!isPhysicalEnabled) return;
    fetchShippingCost(locale)
      .then((amount) => setShipping({ amount, isFetching: false, error: false }))
      .catch(() => setShipping({ amount: null, isFetching: false, error: true }));
  }, [locale, nightsOptions, packageNights, upsellPrice, isPhysicalEnabled]);

  // A physical format asked for in the hash is applied once the shipping cost allows it.
  const format = resolveGiftFormat(requestedFormat, isPhysicalAvailable);
  useEffect(() => {
    if (format !== 'physical' || catalog) return;
    fetchExtras(locale)
      .then(setCatalog)
      .catch(() => setCatalog({ categories: [], extras: [] }));
  }, [format, catalog, locale]);

  const subElements = useMemo(() => (catalog ? sanitizeExtras(choice.subElements, catalog) : choice.subElements), [catalog, choice.subElements]);
  const current: GiftChoice = { ...choice, format, subElements };

  // The gift criteria as the hash carries them: written back whenever they change (other hash keys are kept).
  const giftHash = writeGiftHash('', { ...current, giftFormat: current.format, giftAdults: GIFT_ADULTS });
  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    url.hash = [clearGiftHash(url.hash), giftHash].filter(Boolean).join('&');
    window.history.replaceState(window.history.state, '', url);
  }, [ready, giftHash]);

  const update = (next: Partial<GiftChoice>) =>
    setChoice((previous) => {
      const merged = { ...previous, ...next };
      // Spec §4: gift upsells only when giftNights is 1.
      return { ...merged, upsell: merged.upsell && isAvailabilityUpsellOffered(merged.giftNights, upsellPrice) };
    });

  return {
    choice: current,
    shipping,
    catalog,
    isPhysicalAvailable,
    setGiftNights: (giftNights: number) => update({ giftNights }),
    setBucket: (bucket: PriceBucketId) => update({ bucket }),
    setUpsell: (upsell: boolean) => update({ upsell }),
    setFormat: (next: GiftFormat) => setRequestedFormat(next),
    setSubElements: (ids: string[]) => update({ subElements: ids }),
  };
}

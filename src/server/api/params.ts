import { z } from 'astro/zod';
import { isIsoDate } from '../../domain/iso-date';
import { DEFAULT_PAX, PAX_BOUNDS } from '../../domain/pax';
import { findMarketByLocale, type Market } from '../../i18n/markets';
import { Locale } from '../search/criteria';

/** Query parameters shared by the catalog calls of spec §7. */
export const IsoDate = z.string().refine(isIsoDate, 'expected a date as YYYY-MM-DD');
export const PositiveId = z.coerce.number().int().positive().max(2_147_483_647);
export const LocaleParam = z.object({ locale: Locale });
export const PaxParams = z.object({
  adult: z.coerce.number().int().min(PAX_BOUNDS.adults.min).max(PAX_BOUNDS.adults.max).default(DEFAULT_PAX.adults),
  child: z.coerce.number().int().min(PAX_BOUNDS.children.min).max(PAX_BOUNDS.children.max).default(DEFAULT_PAX.children),
  baby: z.coerce.number().int().min(PAX_BOUNDS.babies.min).max(PAX_BOUNDS.babies.max).default(DEFAULT_PAX.babies),
});
export const Nights = z.coerce.number().int().min(1).max(7);

/** The market of a validated locale. */
export function marketOf(locale: string): Market {
  const market = findMarketByLocale(locale);
  if (!market) throw new Error(`Unknown locale ${locale}`);
  return market;
}

/** Parses the id path parameter; undefined when it is not a positive integer. */
export function parseId(value: string | undefined): number | undefined {
  const parsed = PositiveId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Feature flags and experiments (spec §4 search dates experiment, §6 activity flow flag and reduced-thematics
 * experiment). A visitor keeps the same variation: it is derived from their visitor id, not drawn per page.
 */
import { THEMES } from './themes';

export const EXPERIMENTS = {
  /** Booking search without dates: forced blocks it and opens the dates; suggested does too unless dates were cleared. */
  searchDates: ['control', 'forced', 'suggested'],
  /** Limits the theme list of the search box. */
  reducedThematics: ['control', 'reduced'],
  /** Pricing experiment (spec §4): the discount variation shows auto-discounts and the forced 10 % announcement campaign. */
  autoDiscount: ['control', 'discount'],
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type Variation<N extends ExperimentName> = (typeof EXPERIMENTS)[N][number];
export type Variations = { [N in ExperimentName]: Variation<N> };

/** Themes kept by the reduced-thematics variation (Wellness, Romantic). */
export const REDUCED_THEME_IDS: readonly number[] = [26, 23];

/** Theme ids the search box offers: every theme, or only REDUCED_THEME_IDS in the reduced-thematics variation. */
export function getOfferedThemeIds(variation: Variation<'reducedThematics'>): readonly number[] {
  return variation === 'reduced' ? REDUCED_THEME_IDS : THEMES.map((theme) => theme.id);
}

/** FNV-1a: a small stable hash, the same in every browser and on the server. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The variation of one experiment for a visitor: stable for the same id, evenly spread across ids. */
export function assignVariation<N extends ExperimentName>(visitorId: string, name: N): Variation<N> {
  const options = EXPERIMENTS[name];
  return options[hash(`${name}:${visitorId}`) % options.length] as Variation<N>;
}

/**
 * Forced variations from a string like 'searchDates:forced,reducedThematics:control' (a cookie or an environment
 * variable, so that tests and demos can pin one); unknown names or values are ignored.
 */
export function parseForcedVariations(value: string | undefined | null): Partial<Variations> {
  const forced: Record<string, string> = {};
  for (const part of (value ?? '').split(',')) {
    const [name, variation] = part.split(':').map((s) => s.trim());
    if (name && variation && name in EXPERIMENTS && (EXPERIMENTS[name as ExperimentName] as readonly string[]).includes(variation)) forced[name] = variation;
  }
  return forced as Partial<Variations>;
}

/** Every experiment's variation for a visitor, forced ones first. */
export function getVariations(visitorId: string, forced: Partial<Variations> = {}): Variations {
  return {
    searchDates: forced.searchDates ?? assignVariation(visitorId, 'searchDates'),
    reducedThematics: forced.reducedThematics ?? assignVariation(visitorId, 'reducedThematics'),
    autoDiscount: forced.autoDiscount ?? assignVariation(visitorId, 'autoDiscount'),
  };
}

/** Whether a booking search may start without both dates, for the search-dates variation (spec §4). */
export function canSearchWithoutDates(variation: Variation<'searchDates'>, datesCleared: boolean): boolean {
  if (variation === 'forced') return false;
  if (variation === 'suggested') return datesCleared;
  return true;
}

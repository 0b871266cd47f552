/**
 * Targeted banner selection (spec §3): a banner names the pages it is meant for with selection keys (flow, page,
 * department, theme, city, country, region, isLessThanTwoHours). It matches a page when every key it sets equals
 * the page's; among matches the most specific wins, then the first in the file. The locale is the file itself.
 */

export interface BannerSelection {
  flow?: string | undefined;
  page?: string | undefined;
  department?: number | undefined;
  theme?: number | undefined;
  city?: number | undefined;
  country?: string | undefined;
  region?: number | undefined;
  isLessThanTwoHours?: boolean | undefined;
}

export const SELECTION_KEYS = ['flow', 'page', 'department', 'theme', 'city', 'country', 'region', 'isLessThanTwoHours'] as const;

/** How many keys of the selection the page satisfies, or -1 when one key it sets differs. */
export function getSelectionScore(selection: BannerSelection, page: BannerSelection): number {
  let score = 0;
  for (const key of SELECTION_KEYS) {
    const wanted = selection[key];
    if (wanted === undefined) continue;
    if (page[key] !== wanted) return -1;
    score += 1;
  }
  return score;
}

/** The banner to show on a page, or null when none matches. */
export function selectTargetedBanner<B extends { selection: BannerSelection }>(banners: readonly B[], page: BannerSelection): B | null {
  let best: B | null = null;
  let bestScore = -1;
  for (const banner of banners) {
    const score = getSelectionScore(banner.selection, page);
    if (score > bestScore) {
      best = banner;
      bestScore = score;
    }
  }
  return best;
}

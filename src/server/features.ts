/** Feature flags and experiment variations of a request (one configuration module, spec §4 and §6). */
import type { AstroCookies } from 'astro';
import { getVariations, parseForcedVariations, type Variations } from '../domain/experiments';

/** Tests and demos pin variations with this cookie ('searchDates:forced') or HALTE_FORCE_VARIATIONS. */
const FORCE_COOKIE = 'halte_variations';

export interface Features {
  /** The activity flow is offered (FEATURE_ACTIVITY_FLOW, on unless set to 0). */
  activityFlow: boolean;
  variations: Variations;
  /** Map tiles URL template (HALTE_MAP_TILE_URL); none by default: no third-party host is contacted. */
  mapTileUrl: string | null;
  /** Physical gifts can be ordered (FEATURE_PHYSICAL_GIFT, on unless set to 0; spec §4 gift format, §5 physical gift). */
  physicalGift: boolean;
}

/** The features of a visitor (id from the middleware's halte_vid cookie), forced variations first. */
export function getFeatures(visitorId: string, cookies: AstroCookies): Features {
  return {
    activityFlow: isActivityFlowEnabled(),
    variations: getVisitorVariations(visitorId, cookies.get(FORCE_COOKIE)?.value),
    mapTileUrl: process.env.HALTE_MAP_TILE_URL?.trim() || null,
    physicalGift: isPhysicalGiftEnabled(),
  };
}

/** A visitor's experiment variations, from their id and the variations a tester forced (cookie, environment). */
export function getVisitorVariations(visitorId: string, forceCookie: string | undefined): Variations {
  const forced = { ...parseForcedVariations(process.env.HALTE_FORCE_VARIATIONS), ...parseForcedVariations(forceCookie) };
  return getVariations(visitorId, forced);
}

/** The cookie where a tester forces variations (`name=value,…`). */
export const FORCE_VARIATIONS_COOKIE = FORCE_COOKIE;

/** The activity-flow flag alone, for screens that need no variation (activity pages and their checkout). */
export function isActivityFlowEnabled(): boolean {
  return process.env.FEATURE_ACTIVITY_FLOW !== '0';
}

/** The physical-gift flag alone, for server code that has no visitor (the gift checkout's pricing). */
export function isPhysicalGiftEnabled(): boolean {
  return process.env.FEATURE_PHYSICAL_GIFT !== '0';
}

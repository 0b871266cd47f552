import { addIsoDays, isIsoDate } from './iso-date';

/** Activity dates of a stay (spec §3 'activityId_date', §5 'each activity needs a date'). */

/** Item types whose day the visitor chooses; breakfasts and dinners follow the nights. */
export const DATED_ITEM_TYPES: readonly string[] = ['activity'];

/** Message when an activity of the stay has no date (spec §8; English, the caller translates). */
export const ACTIVITY_DATES_MISSING = 'Please choose your activity dates.';

/** Shape of an activity-date value: the activity id, an underscore, the day. */
export const ACTIVITY_DATE_PATTERN = /^(\d+)_(\d{4}-\d{2}-\d{2})$/;

/** One chosen activity date. */
export interface ActivityDate {
  activityId: number;
  date: string;
}

/** Reads '12_2026-05-09'; undefined when the value is not of that shape or names no real day. */
export function parseActivityDate(value: string): ActivityDate | undefined {
  const match = ACTIVITY_DATE_PATTERN.exec(value);
  if (!match || !isIsoDate(match[2])) return undefined;
  return { activityId: Number(match[1]), date: match[2] };
}

/** Ids of a package's items that need a date, each once, in item order. */
export function getDatedActivityIds(items: readonly { activityId: number; type: string }[]): number[] {
  return [...new Set(items.filter((item) => DATED_ITEM_TYPES.includes(item.type)).map((item) => item.activityId))];
}

/**
 * True when each activity of `activityIds` has exactly one chosen date between the check-in and the check-out
 * day (both included), and no chosen date is malformed or names another activity.
 */
export function hasCompleteActivityDates(activityIds: readonly number[], selection: readonly string[], checkin: string, nights: number): boolean {
  const checkout = addIsoDays(checkin, nights);
  const chosen: number[] = [];
  for (const value of selection) {
    const parsed = parseActivityDate(value);
    if (!parsed || !activityIds.includes(parsed.activityId) || parsed.date < checkin || parsed.date > checkout) return false;
    chosen.push(parsed.activityId);
  }
  return new Set(chosen).size === chosen.length && activityIds.every((id) => chosen.includes(id));
}

import { getActivityDate } from './calendar';
import { addIsoDays, getDayDifference, isIsoDate } from './iso-date';
import { isDatedItem } from './stay-programme';

/**
 * Activity dates of a stay (spec §3 'activityId_date', §5 'each activity needs a date'). Only the items the
 * programme dates by choice (ADR 52) get one: breakfasts, dinners, welcome items and a late check-out follow the
 * stay's nights.
 */

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
export function getDatedActivityIds(items: readonly { activityId: number; type: string; key: string }[]): number[] {
  return [...new Set(items.filter(isDatedItem).map((item) => item.activityId))];
}

/** The days an activity date is chosen among: the check-in day to the last night's (day 1 to day N). */
export function getActivityDays(checkin: string, nights: number): string[] {
  return Array.from({ length: Math.max(1, Math.floor(nights) || 1) }, (_, index) => getActivityDate(checkin, index + 1));
}

/**
 * The chosen dates without those of the package's items whose day the stay fixes (a welcome, a late check-out):
 * they are no choice, so a client that sends a date for every activity is not refused for it.
 */
export function dropFixedDayDates(items: readonly { activityId: number; type: string; key: string }[], selection: readonly string[]): string[] {
  const fixed = new Set(items.filter((item) => !isDatedItem(item)).map((item) => item.activityId));
  const dated = new Set(getDatedActivityIds(items));
  return selection.filter((value) => {
    const id = parseActivityDate(value)?.activityId;
    return id === undefined || dated.has(id) || !fixed.has(id);
  });
}

/**
 * True when each activity of `activityIds` has exactly one chosen date among the stay's activity days (check-in
 * to last night, as the date pickers offer), and no chosen date is malformed or names another activity.
 */
export function hasCompleteActivityDates(activityIds: readonly number[], selection: readonly string[], checkin: string, nights: number): boolean {
  const days = getActivityDays(checkin, nights);
  const chosen: number[] = [];
  for (const value of selection) {
    const parsed = parseActivityDate(value);
    if (!parsed || !activityIds.includes(parsed.activityId) || !days.includes(parsed.date)) return false;
    chosen.push(parsed.activityId);
  }
  return new Set(chosen).size === chosen.length && activityIds.every((id) => chosen.includes(id));
}

/**
 * The chosen activity dates of a stay whose dates change (ADR 57): each activity keeps its day of the stay (the
 * second day stays the second day), or falls on the new stay's last activity day when the stay gets shorter. Values
 * that are not an activity date are kept as they are.
 */
export function moveActivityDates(selection: readonly string[], fromCheckin: string, to: { checkin: string; nights: number }): string[] {
  const lastDay = getActivityDays(to.checkin, to.nights).length - 1;
  return selection.map((value) => {
    const chosen = parseActivityDate(value);
    if (!chosen) return value;
    const day = Math.min(Math.max(getDayDifference(fromCheckin, chosen.date), 0), lastDay);
    return `${chosen.activityId}_${addIsoDays(to.checkin, day)}`;
  });
}

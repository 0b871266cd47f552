import type { DayStatus } from './availability';
import { addIsoDays, getDayDifference, isIsoDate } from './iso-date';

/** Rules of the search and availability calendars: which day can be clicked and what a click does. */

/** From this local hour on (20:00), today can no longer be chosen. */
export const CUTOFF_HOUR = 20;

/** Without availability data, a checkout may be at most this many days after check-in. */
export const MAX_RANGE_DAYS = 20;

/** Availability of one day as the calendar needs it. */
export interface CalendarDayAvailability {
  status: DayStatus;
  minLos: number;
}

/** Everything that decides whether one calendar day can be clicked. */
export interface DaySelectableInput {
  day: string;
  today: string;
  /** Visitor's local hour, 0–23. */
  nowHour: number;
  checkin?: string;
  /** Availability per 'YYYY-MM-DD' day; absent on the plain search calendar. */
  availability?: Readonly<Record<string, CalendarDayAvailability>>;
  /** Night counts allowed after `checkin` (the checkout nights call, from getAllowedNightsAt). */
  allowedNights?: readonly number[];
  choosingCheckout: boolean;
}

function isCheckoutSelectable(day: string, checkin: string, input: DaySelectableInput): boolean {
  const nights = getDayDifference(checkin, day);
  if (nights <= 0) return false;
  if (input.allowedNights) return input.allowedNights.includes(nights);
  if (!input.availability) return nights <= MAX_RANGE_DAYS;
  return true;
}

/**
 * True when `day` can be clicked. Never: a past day, or today from CUTOFF_HOUR (20:00) on.
 * Choosing a check-in (or a checkout with no check-in yet): a day whose status is 'notAvailable'
 * is refused; a day absent from the availability map is allowed (no data is not a closure).
 * Choosing a checkout: the day must be after check-in; it must be one of `allowedNights` when
 * given; otherwise, without availability data, at most MAX_RANGE_DAYS nights away.
 */
export function isDaySelectable(input: DaySelectableInput): boolean {
  const { day, today, nowHour, checkin, availability, choosingCheckout } = input;
  if (!isIsoDate(day) || day < today) return false;
  if (day === today && nowHour >= CUTOFF_HOUR) return false;
  if (choosingCheckout && checkin) return isCheckoutSelectable(day, checkin, input);
  return availability?.[day]?.status !== 'notAvailable';
}

/** Nights between two days (negative or 0 when checkout is not after check-in). */
export function getNightCount(checkin: string, checkout: string): number {
  return getDayDifference(checkin, checkout);
}

/** Dates chosen so far in a calendar. */
export interface DateSelection {
  checkin?: string;
  checkout?: string;
}

/** True while the next click picks the checkout (a check-in is chosen, no checkout yet). */
export function isChoosingCheckout(selection: DateSelection): boolean {
  return Boolean(selection.checkin) && !selection.checkout;
}

/**
 * Selection after clicking `clickedDay`: check-in first, then checkout. A day after check-in sets
 * the checkout; a day on or before check-in, or any click once both are set, restarts with that
 * day as the new check-in.
 */
export function nextSelection(selection: DateSelection, clickedDay: string): DateSelection {
  const { checkin } = selection;
  if (checkin && isChoosingCheckout(selection) && getNightCount(checkin, clickedDay) > 0) {
    return { checkin, checkout: clickedDay };
  }
  return { checkin: clickedDay };
}

/**
 * Stored dates are restored only if both are real days, check-in is today or later, checkout is
 * after check-in, and the stay is at most MAX_RANGE_DAYS nights (what the calendar lets one pick).
 */
export function isValidStoredRange(checkin: unknown, checkout: unknown, today: string): boolean {
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) return false;
  if (checkin < today) return false;
  const nights = getNightCount(checkin, checkout);
  return nights > 0 && nights <= MAX_RANGE_DAYS;
}

/**
 * True when a click on `day` does something. While choosing a checkout, a day after check-in must
 * pass the checkout rules; any other day (on or before check-in, or any day when no checkout is
 * being chosen) is a new check-in and must pass the check-in rules.
 */
export function isDayClickable(selection: DateSelection, input: Omit<DaySelectableInput, 'checkin' | 'choosingCheckout'>): boolean {
  const { checkin } = selection;
  if (checkin && isChoosingCheckout(selection) && input.day > checkin) {
    return isDaySelectable({ ...input, checkin, choosingCheckout: true });
  }
  return isDaySelectable({ ...input, choosingCheckout: false });
}

/**
 * Stored dates the calendar shows again when it opens: a valid stored range (isValidStoredRange)
 * whose check-in can still be chosen, so not today once the CUTOFF_HOUR has passed.
 */
export function isRestorableRange(checkin: unknown, checkout: unknown, today: string, nowHour: number): boolean {
  if (!isValidStoredRange(checkin, checkout, today)) return false;
  return !(checkin === today && nowHour >= CUTOFF_HOUR);
}

/** Date of activity day `dayNumber` (1 = check-in day) of a stay. Throws for dayNumber < 1. */
export function getActivityDate(checkin: string, dayNumber: number): string {
  if (!Number.isInteger(dayNumber) || dayNumber < 1) throw new RangeError(`Not a day number: ${dayNumber}`);
  return addIsoDays(checkin, dayNumber - 1);
}

/** Activity of an activity-date value: the part before the first underscore ('12_3' → '12'). */
export function groupActivityKey(value: string): string {
  const underscore = value.indexOf('_');
  return underscore === -1 ? value : value.slice(0, underscore);
}

/**
 * Selects `value` ('activity_day') and drops the other dates of the same activity; dates of other
 * activities keep their order, `value` goes last. Returns a new array.
 */
export function selectActivityDate(selected: readonly string[], value: string): string[] {
  const group = groupActivityKey(value);
  return [...selected.filter((item) => groupActivityKey(item) !== group), value];
}

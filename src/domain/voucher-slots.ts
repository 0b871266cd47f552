import { addIsoDays, isIsoDate } from './iso-date';

/**
 * The dates and times an activity voucher can be booked for (ADR 46), from the activity's schedules (spec §3):
 * the days of the week and months the centre opens, and its opening hours. The schedule's French text is the
 * one read: every language says the same schedule, and the catalog writes French first.
 */

/** One opening rule: ISO weekdays (1 Monday … 7 Sunday), months (1 … 12), and hours in minutes after midnight. */
export interface OpeningRule {
  weekdays: readonly number[];
  months: readonly number[];
  opens: number;
  closes: number;
}

/** Days between today and the first date that can be booked: the centre is told at least this far ahead. */
export const VOUCHER_LEAD_DAYS = 2;
/** Minutes between two starting times of a day. */
export const SLOT_STEP_MINUTES = 120;
/** Hours of a centre that books 'by appointment' without saying when (10:00–18:00). */
const APPOINTMENT_HOURS = { opens: 10 * 60, closes: 18 * 60 };

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const WEEKDAYS: Record<string, number> = { lundi: 1, mardi: 2, mercredi: 3, jeudi: 4, vendredi: 5, samedi: 6, dimanche: 7 };
const MONTHS: Record<string, number> = {
  janvier: 1,
  février: 2,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
};
const DAY_NAMES = Object.keys(WEEKDAYS).join('|');
const MONTH_NAMES = Object.keys(MONTHS).join('|');

/** From `from` to `to` (1-based, wrapping past the end: Friday to Monday, November to February). */
function range(from: number, to: number, size: number): number[] {
  const values: number[] = [];
  for (let value = from; ; value = (value % size) + 1) {
    values.push(value);
    if (value === to || values.length === size) return values;
  }
}

const toMinutes = (hours: string, minutes: string | undefined) => Number(hours) * 60 + Number(minutes ?? 0);

/**
 * The opening rule a schedule says ('Du mardi au dimanche, 10h–18h', 'D’avril à octobre, tous les jours de 10h à
 * 19h', 'Tous les jours, 8h–20h (fermé en janvier)'); undefined when it names no day at all.
 */
export function readSchedule(text: string): OpeningRule | undefined {
  const lower = text
    .toLowerCase()
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/’/g, "'");
  let weekdays: number[] | undefined;
  const dayRange = new RegExp(`du (${DAY_NAMES}) au (${DAY_NAMES})`).exec(lower);
  if (dayRange) weekdays = range(WEEKDAYS[dayRange[1]!]!, WEEKDAYS[dayRange[2]!]!, 7);
  else if (/tous les jours/.test(lower)) weekdays = [...ALL_DAYS];
  else if (/week-ends?/.test(lower)) weekdays = [6, 7];
  if (!weekdays) return undefined;
  const except = new RegExp(`sauf (?:le |les )?(${DAY_NAMES})`).exec(lower);
  if (except) weekdays = weekdays.filter((day) => day !== WEEKDAYS[except[1]!]);
  let months = [...ALL_MONTHS];
  const season = new RegExp(`d(?:e |')(${MONTH_NAMES}) à (${MONTH_NAMES})`).exec(lower);
  if (season) months = range(MONTHS[season[1]!]!, MONTHS[season[2]!]!, 12);
  const closed = new RegExp(`fermé en (${MONTH_NAMES})`).exec(lower);
  if (closed) months = months.filter((month) => month !== MONTHS[closed[1]!]);
  const hours = /(\d{1,2})h(\d{2})?\s*(?:–|-|à)\s*(\d{1,2})h(\d{2})?/.exec(lower);
  const { opens, closes } = hours ? { opens: toMinutes(hours[1]!, hours[2]), closes: toMinutes(hours[3]!, hours[4]) } : APPOINTMENT_HOURS;
  if (closes <= opens) return undefined;
  return { weekdays, months, opens, closes };
}

/** 'HH:MM' of minutes after midnight. */
export function formatSlotTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Starting times of an open day: every SLOT_STEP_MINUTES from opening, the activity over by closing time. */
export function getStartingTimes(rule: OpeningRule, durationMinutes: number): string[] {
  const times: string[] = [];
  for (let start = rule.opens; start + Math.max(durationMinutes, 0) <= rule.closes; start += SLOT_STEP_MINUTES) times.push(formatSlotTime(start));
  return times;
}

/** One day that can be booked and its starting times, earliest first. */
export interface SlotDay {
  date: string;
  times: string[];
}

export interface SlotQuery {
  rules: readonly OpeningRule[];
  /** The activity's length in minutes (the longest of what it includes). */
  durationMinutes: number;
  /** 'YYYY-MM-DD': the first bookable date is VOUCHER_LEAD_DAYS later. */
  today: string;
  /** 'YYYY-MM-DD', the voucher's last valid day (included). */
  validUntil: string;
}

/** ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD'. */
function weekdayOf(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * The slots a voucher can book: each day from today plus the lead time to the voucher's last valid day on which a
 * rule opens (its weekday and month), with the starting times of the rules that open that day.
 */
export function getVoucherSlots(query: SlotQuery): SlotDay[] {
  const days: SlotDay[] = [];
  if (!isIsoDate(query.today) || !isIsoDate(query.validUntil)) return days;
  for (let day = addIsoDays(query.today, VOUCHER_LEAD_DAYS); day <= query.validUntil; day = addIsoDays(day, 1)) {
    const weekday = weekdayOf(day);
    const month = Number(day.slice(5, 7));
    const open = query.rules.filter((rule) => rule.weekdays.includes(weekday) && rule.months.includes(month));
    const times = [...new Set(open.flatMap((rule) => getStartingTimes(rule, query.durationMinutes)))].sort();
    if (times.length > 0) days.push({ date: day, times });
  }
  return days;
}

/** Why a chosen slot cannot be booked. */
export type SlotRefusal = 'mandatory' | 'invalid' | 'past' | 'tooSoon' | 'afterValidity' | 'notOffered';

/** The field of the booking form a refusal is about, and why; undefined when the slot is one of the offered slots. */
export function checkVoucherSlot(query: SlotQuery, date: string, time: string): { field: 'date' | 'time'; refusal: SlotRefusal } | undefined {
  if (!date) return { field: 'date', refusal: 'mandatory' };
  if (!isIsoDate(date)) return { field: 'date', refusal: 'invalid' };
  if (!time) return { field: 'time', refusal: 'mandatory' };
  if (!/^\d{2}:\d{2}$/.test(time)) return { field: 'time', refusal: 'invalid' };
  if (date < query.today) return { field: 'date', refusal: 'past' };
  if (date < addIsoDays(query.today, VOUCHER_LEAD_DAYS)) return { field: 'date', refusal: 'tooSoon' };
  if (date > query.validUntil) return { field: 'date', refusal: 'afterValidity' };
  const day = getVoucherSlots({ ...query, today: addIsoDays(date, -VOUCHER_LEAD_DAYS), validUntil: date })[0];
  if (day?.date !== date) return { field: 'date', refusal: 'notOffered' };
  return day.times.includes(time) ? undefined : { field: 'time', refusal: 'notOffered' };
}

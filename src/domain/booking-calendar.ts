/**
 * A booking as an iCalendar file (RFC 5545) for 'Add to my calendar': one event for the stay, from the hotel's
 * check-in time to its check-out time in the hotel's time zone, and an all-day event for each activity on its
 * chosen date. Written by hand (ADR 55): the format needs a few lines of escaping and folding, not a library.
 */
import { addIsoDays, isIsoDate } from './iso-date';

/** Each hotel country's time zone (the catalogue's countries are on the mainland: no Canary Islands time). */
export const HOTEL_TIME_ZONES: Readonly<Record<string, string>> = {
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  IT: 'Europe/Rome',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
};

/** The time zone of a hotel in country `country` ('FR'…); Paris's for a country the table does not know. */
export function getHotelTimeZone(country: string): string {
  return HOTEL_TIME_ZONES[country.toUpperCase()] ?? 'Europe/Paris';
}

/** What the file says of a booking; texts already in the customer's language. */
export interface BookingCalendarInput {
  bookingNumber: string;
  /** The host part of the event ids ('www.halte.fr'): ids stay the same each time the file is downloaded. */
  uidDomain: string;
  /** 'Stay at Hôtel du Lac'. */
  summary: string;
  /** Lines of the description (the booking number, the page's address…), joined with line breaks. */
  description: readonly string[];
  /** The hotel's name and postal address on one line. */
  location: string;
  /** The booking's page. */
  url: string;
  /** 'YYYY-MM-DD'. */
  checkin: string;
  checkout: string;
  /** The hotel's check-in and check-out times ('15:00'); either missing or malformed gives date-only events. */
  checkInTime: string | null;
  checkOutTime: string | null;
  /** IANA time zone of the hotel (getHotelTimeZone). */
  timeZone: string;
  geo?: { lat: number; lng: number } | null;
  /** A cancelled booking's file cancels the events a calendar already holds. */
  cancelled: boolean;
  /**
   * How many times the booking's dates were changed (ADR 57): each change is a revision of the events, so a calendar
   * that imported an earlier file takes this one as their update (RFC 5545 §3.8.7.4). Missing: never changed.
   */
  dateChanges?: number;
  /** Activities with their chosen day. */
  activities?: readonly { id: number; summary: string; date: string }[];
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** Longest content line, in octets, before it is folded (RFC 5545 §3.1). */
export const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** TEXT values: backslash, semicolon and comma escaped, line breaks as '\n' (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * One content line folded to at most 75 octets per physical line: the rest goes on lines that begin with one space.
 * A UTF-8 character is never cut.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts within their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const compactDay = (day: string) => day.replace(/-/g, '');

/** A UTC instant as '20260605T130000Z'. */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The VTIMEZONE of a Central European zone (every hotel country's): UTC+1, summer time from the last Sunday of
 * March to the last Sunday of October, the EU rule since 1996.
 */
function centralEuropeanZone(timeZone: string): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0200',
    'TZNAME:CEST',
    'DTSTART:19700329T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0100',
    'TZNAME:CET',
    'DTSTART:19701025T030000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

const CENTRAL_EUROPEAN = new Set(Object.values(HOTEL_TIME_ZONES));

/** A local time of a day in `timeZone`: 'DTSTART;TZID=Europe/Paris:20260605T150000'. */
function localTime(name: string, day: string, time: string, timeZone: string): string {
  return `${name};TZID=${timeZone}:${compactDay(day)}T${time.replace(':', '')}00`;
}

/**
 * The calendar file of a booking: CRLF line endings, lines folded at 75 octets, a stable UID per event
 * ('booking-12345678@host', 'booking-12345678-activity-5@host'). Changed dates and a cancellation each raise the
 * SEQUENCE, so a calendar that imported an earlier file moves the events, or marks them cancelled (STATUS:CANCELLED).
 */
export function buildBookingCalendar(input: BookingCalendarInput): string {
  if (!isIsoDate(input.checkin) || !isIsoDate(input.checkout)) throw new RangeError('buildBookingCalendar: check-in and check-out must be YYYY-MM-DD days');
  const zone = CENTRAL_EUROPEAN.has(input.timeZone) ? input.timeZone : null;
  const timed = zone !== null && TIME.test(input.checkInTime ?? '') && TIME.test(input.checkOutTime ?? '');
  const stamp = utcStamp(input.now);
  // Each revision of the booking counts one: every date change, then the cancellation.
  const sequence = Math.max(0, Math.floor(input.dateChanges ?? 0)) + (input.cancelled ? 1 : 0);
  const status = [input.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED', `SEQUENCE:${sequence}`];
  const uid = (suffix: string) => `UID:booking-${input.bookingNumber}${suffix}@${input.uidDomain}`;
  const stay = [
    'BEGIN:VEVENT',
    uid(''),
    `DTSTAMP:${stamp}`,
    ...(timed && zone
      ? [localTime('DTSTART', input.checkin, input.checkInTime ?? '', zone), localTime('DTEND', input.checkout, input.checkOutTime ?? '', zone)]
      : [`DTSTART;VALUE=DATE:${compactDay(input.checkin)}`, `DTEND;VALUE=DATE:${compactDay(input.checkout)}`]),
    `SUMMARY:${escapeText(input.summary)}`,
    `LOCATION:${escapeText(input.location)}`,
    ...(input.geo ? [`GEO:${input.geo.lat.toFixed(6)};${input.geo.lng.toFixed(6)}`] : []),
    `DESCRIPTION:${escapeText(input.description.join('\n'))}`,
    `URL:${input.url}`,
    ...status,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
  const activities = (input.activities ?? [])
    .filter((activity) => isIsoDate(activity.date))
    .flatMap((activity) => [
      'BEGIN:VEVENT',
      uid(`-activity-${activity.id}`),
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDay(activity.date)}`,
      `DTEND;VALUE=DATE:${compactDay(addIsoDays(activity.date, 1))}`,
      `SUMMARY:${escapeText(activity.summary)}`,
      `LOCATION:${escapeText(input.location)}`,
      `DESCRIPTION:${escapeText(input.description.join('\n'))}`,
      `URL:${input.url}`,
      ...status,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Halte//Manage booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(timed && zone ? centralEuropeanZone(zone) : []),
    ...stay,
    ...activities,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The file's name: 'halte-12345678.ics'. */
export function getCalendarFileName(bookingNumber: string): string {
  return `halte-${bookingNumber.replace(/[^0-9A-Za-z-]/g, '')}.ics`;
}

import { describe, expect, it } from 'vitest';
import {
  buildBookingCalendar,
  escapeText,
  foldLine,
  getCalendarFileName,
  getHotelTimeZone,
  MAX_LINE_OCTETS,
  type BookingCalendarInput,
} from './booking-calendar';

const stay: BookingCalendarInput = {
  bookingNumber: '17919113',
  uidDomain: 'www.halte.example',
  summary: 'Séjour à l’Hôtel du Lac, Annecy',
  description: ['Numéro de réservation : 17919113', 'https://www.halte.example/fr/ma-reservation/17919113'],
  location: 'Hôtel du Lac, 12 quai Napoléon III; 74000 Annecy, France',
  url: 'https://www.halte.example/fr/ma-reservation/17919113',
  checkin: '2026-06-05',
  checkout: '2026-06-07',
  checkInTime: '15:30',
  checkOutTime: '11:00',
  timeZone: 'Europe/Paris',
  geo: { lat: 45.899247, lng: 6.129384 },
  cancelled: false,
  activities: [{ id: 12, summary: 'Balade en kayak', date: '2026-06-06' }],
  now: new Date('2026-04-02T08:09:10.123Z'),
};

/** The file's logical lines: folded lines joined back (RFC 5545 §3.1). */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
const events = (file: string) =>
  file
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((part) => unfold(`BEGIN:VEVENT${part}`));

describe('the booking calendar file', () => {
  it('ends every line with CRLF and no line is longer than 75 octets', () => {
    const file = buildBookingCalendar({
      ...stay,
      description: ['Numéro de réservation : 17919113 — « Séjour détente au bord du lac avec dîner gastronomique et accès au spa » pour deux personnes'],
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(MAX_LINE_OCTETS);
  });

  it('has one stay event from the check-in time to the check-out time in the hotel’s time zone, with its zone described', () => {
    const file = buildBookingCalendar(stay);
    const lines = unfold(file);
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Halte//Manage booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH']);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('TZID:Europe/Paris');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    const [event] = events(file);
    expect(event).toContain('UID:booking-17919113@www.halte.example');
    expect(event).toContain('DTSTAMP:20260402T080910Z');
    expect(event).toContain('DTSTART;TZID=Europe/Paris:20260605T153000');
    expect(event).toContain('DTEND;TZID=Europe/Paris:20260607T110000');
    expect(event).toContain('SUMMARY:Séjour à l’Hôtel du Lac\\, Annecy');
    expect(event).toContain('LOCATION:Hôtel du Lac\\, 12 quai Napoléon III\\; 74000 Annecy\\, France');
    expect(event).toContain('GEO:45.899247;6.129384');
    expect(event).toContain('DESCRIPTION:Numéro de réservation : 17919113\\nhttps://www.halte.example/fr/ma-reservation/17919113');
    expect(event).toContain('URL:https://www.halte.example/fr/ma-reservation/17919113');
    expect(event).toContain('STATUS:CONFIRMED');
  });

  it('gives each activity an all-day event on its chosen day, with its own stable id', () => {
    const [, activity] = events(buildBookingCalendar(stay));
    expect(activity).toContain('UID:booking-17919113-activity-12@www.halte.example');
    expect(activity).toContain('DTSTART;VALUE=DATE:20260606');
    expect(activity).toContain('DTEND;VALUE=DATE:20260607');
    expect(activity).toContain('SUMMARY:Balade en kayak');
    // The same booking gives the same ids whenever it is downloaded.
    const again = buildBookingCalendar({ ...stay, now: new Date('2026-05-01T00:00:00Z') });
    expect(unfold(again).filter((line) => line.startsWith('UID:'))).toEqual(unfold(buildBookingCalendar(stay)).filter((line) => line.startsWith('UID:')));
  });

  it('falls back to whole days when the hotel gives no usable time, and leaves the time zone out', () => {
    const file = buildBookingCalendar({ ...stay, checkInTime: null, checkOutTime: '11h', activities: [] });
    expect(file).not.toContain('VTIMEZONE');
    const [event] = events(file);
    expect(event).toContain('DTSTART;VALUE=DATE:20260605');
    expect(event).toContain('DTEND;VALUE=DATE:20260607');
  });

  it('marks a cancelled booking’s events cancelled with a higher sequence', () => {
    const [event] = events(buildBookingCalendar({ ...stay, cancelled: true }));
    expect(event).toContain('STATUS:CANCELLED');
    expect(event).toContain('SEQUENCE:1');
  });

  it('raises the sequence with each change of dates, and once more when the booking is then cancelled', () => {
    const sequence = (input: BookingCalendarInput) => events(buildBookingCalendar(input)).map((event) => event.find((line) => line.startsWith('SEQUENCE:')));
    expect(sequence(stay)).toEqual(['SEQUENCE:0', 'SEQUENCE:0']);
    expect(sequence({ ...stay, checkin: '2026-06-12', checkout: '2026-06-14', dateChanges: 1 })).toEqual(['SEQUENCE:1', 'SEQUENCE:1']);
    expect(sequence({ ...stay, dateChanges: 2 })).toEqual(['SEQUENCE:2', 'SEQUENCE:2']);
    expect(sequence({ ...stay, dateChanges: 2, cancelled: true })).toEqual(['SEQUENCE:3', 'SEQUENCE:3']);
  });

  it('refuses a malformed day', () => {
    expect(() => buildBookingCalendar({ ...stay, checkin: '5 June' })).toThrow(RangeError);
  });
});

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without cutting a character, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe('the hotel’s time zone and the file name', () => {
  it('names each hotel country’s zone', () => {
    expect(getHotelTimeZone('ES')).toBe('Europe/Madrid');
    expect(getHotelTimeZone('be')).toBe('Europe/Brussels');
    expect(getHotelTimeZone('XX')).toBe('Europe/Paris');
  });

  it('names the file after the booking', () => {
    expect(getCalendarFileName('17919113')).toBe('halte-17919113.ics');
  });
});

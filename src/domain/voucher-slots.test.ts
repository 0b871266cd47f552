import { describe, expect, it } from 'vitest';
import { TEXTS } from '../server/db/seed/texts';
import { checkVoucherSlot, getStartingTimes, getVoucherSlots, readSchedule, VOUCHER_LEAD_DAYS } from './voucher-slots';

describe('readSchedule', () => {
  it('reads days of the week, hours, seasons and closed months', () => {
    expect(readSchedule('Du mardi au dimanche, 10h–18h')).toEqual({
      weekdays: [2, 3, 4, 5, 6, 7],
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      opens: 600,
      closes: 1080,
    });
    expect(readSchedule('Tous les jours sauf le lundi, 9h30–18h30')).toMatchObject({ weekdays: [2, 3, 4, 5, 6, 7], opens: 570, closes: 1110 });
    expect(readSchedule('Week-ends et jours fériés, 10h–18h')).toMatchObject({ weekdays: [6, 7] });
    expect(readSchedule('D’avril à octobre, tous les jours de 10h à 19h')).toMatchObject({
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      months: [4, 5, 6, 7, 8, 9, 10],
      opens: 600,
      closes: 1140,
    });
    expect(readSchedule('Tous les jours, 8h–20h (fermé en janvier)')?.months).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(readSchedule('Du vendredi au lundi, 10h–18h')?.weekdays).toEqual([5, 6, 7, 1]);
  });

  it('gives a centre that books by appointment its usual hours', () => {
    expect(readSchedule('Sur réservation, du lundi au vendredi')).toEqual({
      weekdays: [1, 2, 3, 4, 5],
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      opens: 600,
      closes: 1080,
    });
  });

  it('reads every schedule the catalog writes', () => {
    for (const text of TEXTS.schedules.fr) expect(readSchedule(text), text).toBeDefined();
  });

  it('says nothing for a text without days', () => {
    expect(readSchedule('Horaires communiqués à la réservation')).toBeUndefined();
  });
});

describe('getVoucherSlots', () => {
  const tuesdayToSunday = readSchedule('Du mardi au dimanche, 10h–18h')!;

  it('starts every two hours, the activity over by closing time', () => {
    expect(getStartingTimes(tuesdayToSunday, 120)).toEqual(['10:00', '12:00', '14:00', '16:00']);
    expect(getStartingTimes(tuesdayToSunday, 180)).toEqual(['10:00', '12:00', '14:00']);
  });

  it('offers the open days from the lead time to the last valid day, never a closed one', () => {
    // Thursday 26 November 2026: the first bookable day is Saturday 28th; Monday 30th is closed.
    const days = getVoucherSlots({ rules: [tuesdayToSunday], durationMinutes: 60, today: '2026-11-26', validUntil: '2026-12-02' });
    expect(days.map((day) => day.date)).toEqual(['2026-11-28', '2026-11-29', '2026-12-01', '2026-12-02']);
    expect(VOUCHER_LEAD_DAYS).toBe(2);
  });

  it('keeps to the season', () => {
    const summer = readSchedule('D’avril à octobre, tous les jours de 10h à 19h')!;
    const days = getVoucherSlots({ rules: [summer], durationMinutes: 60, today: '2026-11-26', validUntil: '2027-11-25' });
    expect(days[0]?.date).toBe('2027-04-01');
    expect(days.at(-1)?.date).toBe('2027-10-31');
  });

  it('offers nothing once the voucher is out of date', () => {
    expect(getVoucherSlots({ rules: [tuesdayToSunday], durationMinutes: 60, today: '2026-11-26', validUntil: '2026-11-27' })).toEqual([]);
  });
});

describe('checkVoucherSlot', () => {
  const query = { rules: [readSchedule('Du mardi au dimanche, 10h–18h')!], durationMinutes: 60, today: '2026-11-26', validUntil: '2027-11-25' };

  it('accepts an offered slot', () => {
    expect(checkVoucherSlot(query, '2026-12-01', '14:00')).toBeUndefined();
  });

  it('names the field and why another is refused', () => {
    expect(checkVoucherSlot(query, '2026-11-20', '14:00')).toEqual({ field: 'date', refusal: 'past' });
    expect(checkVoucherSlot(query, '2026-11-27', '14:00')).toEqual({ field: 'date', refusal: 'tooSoon' });
    expect(checkVoucherSlot(query, '2027-12-01', '14:00')).toEqual({ field: 'date', refusal: 'afterValidity' });
    expect(checkVoucherSlot(query, '2026-11-30', '14:00')).toEqual({ field: 'date', refusal: 'notOffered' });
    expect(checkVoucherSlot(query, '2026-12-01', '13:00')).toEqual({ field: 'time', refusal: 'notOffered' });
    expect(checkVoucherSlot(query, '2026-02-30', '14:00')).toEqual({ field: 'date', refusal: 'invalid' });
    expect(checkVoucherSlot(query, '2026-12-01', '2pm')).toEqual({ field: 'time', refusal: 'invalid' });
    expect(checkVoucherSlot(query, '', '')).toEqual({ field: 'date', refusal: 'mandatory' });
    expect(checkVoucherSlot(query, '2026-12-01', '')).toEqual({ field: 'time', refusal: 'mandatory' });
  });
});

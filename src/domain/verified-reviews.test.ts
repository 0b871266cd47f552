import { describe, expect, it } from 'vitest';
import {
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_WINDOW_DAYS,
  REVIEW_WRITING_LANGUAGES,
  getHotelReviewScore,
  getPartyTravellerType,
  getReviewAverage,
  getReviewEligibility,
  getReviewLastDay,
  getReviewOpeningDay,
  getReviewerName,
  getStayMonth,
  readReviewForm,
  type ReviewableStay,
} from './verified-reviews';

// Two nights from 2026-11-13: check-out on the 15th.
const stay: ReviewableStay = { status: 'CONFIRMED', checkin: '2026-11-13', nights: 2, reviewed: false };
const filled = {
  welcoming: '9',
  comfort: '8',
  cleanliness: '10',
  food: '7',
  localization: '9',
  priceQualityRatio: '8',
  type: 'COUPLE',
  positive: 'Le petit déjeuner',
  negative: '',
  language: 'fr_FR',
};

describe('review window', () => {
  it('opens the day after check-out and closes 90 days after it', () => {
    expect(REVIEW_WINDOW_DAYS).toBe(90);
    expect(getReviewOpeningDay(stay)).toBe('2026-11-16');
    expect(getReviewLastDay(stay)).toBe('2027-02-13');
  });

  it('refuses before check-out and on the check-out day', () => {
    expect(getReviewEligibility(stay, '2026-11-10')).toBe('beforeCheckout');
    expect(getReviewEligibility(stay, '2026-11-14')).toBe('beforeCheckout');
    expect(getReviewEligibility(stay, '2026-11-15')).toBe('beforeCheckout');
  });

  it('is open from the day after check-out to the last day, both included', () => {
    expect(getReviewEligibility(stay, '2026-11-16')).toBe('open');
    expect(getReviewEligibility({ ...stay, status: 'COMPLETED' }, '2027-01-01')).toBe('open');
    expect(getReviewEligibility(stay, '2027-02-13')).toBe('open');
  });

  it('is closed after the window', () => {
    expect(getReviewEligibility(stay, '2027-02-14')).toBe('windowClosed');
  });

  it('refuses a cancelled booking, whatever its dates, and a booking not confirmed', () => {
    expect(getReviewEligibility({ ...stay, status: 'CANCELLED' }, '2026-11-20')).toBe('cancelled');
    expect(getReviewEligibility({ ...stay, status: 'CANCELLED', reviewed: true }, '2026-11-20')).toBe('cancelled');
    expect(getReviewEligibility({ ...stay, status: 'PENDING' }, '2026-11-20')).toBe('notConfirmed');
  });

  it('allows one review per booking: a reviewed stay says so, even once the window closed', () => {
    expect(getReviewEligibility({ ...stay, reviewed: true }, '2026-11-20')).toBe('reviewed');
    expect(getReviewEligibility({ ...stay, reviewed: true }, '2027-06-01')).toBe('reviewed');
  });
});

describe('readReviewForm', () => {
  it('reads six whole scores, the party, the comments and the language', () => {
    const result = readReviewForm({ ...filled, positive: '  Le petit déjeuner\r\nLa vue  ', negative: '   ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.review).toEqual({
      scores: { welcoming: 9, comfort: 8, cleanliness: 10, food: 7, localization: 9, priceQualityRatio: 8 },
      type: 'COUPLE',
      positive: 'Le petit déjeuner\nLa vue',
      negative: null,
      locale: 'fr_FR',
    });
  });

  it('names each field at fault and keeps what was typed', () => {
    const result = readReviewForm({
      ...filled,
      comfort: '',
      food: '11',
      cleanliness: '7.5',
      localization: 'abc',
      type: 'PETS',
      language: 'en_GB',
      positive: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1),
      negative: 'Bruit',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      comfort: 'required',
      food: 'invalid',
      cleanliness: 'invalid',
      localization: 'invalid',
      type: 'invalid',
      language: 'invalid',
      positive: 'tooLong',
    });
    expect(result.values.negative).toBe('Bruit');
    expect(result.values.food).toBe('11');
  });

  it('asks for at least one comment, and accepts only the other', () => {
    const none = readReviewForm({ ...filled, positive: ' ', negative: '' });
    expect(none.ok || none.errors).toEqual({ positive: 'commentNeeded' });
    expect(readReviewForm({ ...filled, positive: '', negative: 'Le bruit de la rue' }).ok).toBe(true);
  });

  it('accepts a comment of exactly the limit and refuses missing fields', () => {
    expect(readReviewForm({ ...filled, negative: 'y'.repeat(REVIEW_TEXT_MAX_LENGTH) }).ok).toBe(true);
    const empty = readReviewForm({});
    expect(empty.ok).toBe(false);
    if (!empty.ok)
      expect(Object.keys(empty.errors).sort()).toEqual([
        'cleanliness',
        'comfort',
        'food',
        'language',
        'localization',
        'positive',
        'priceQualityRatio',
        'type',
        'welcoming',
      ]);
  });

  it('offers the languages of the reviews filter', () => {
    expect(REVIEW_WRITING_LANGUAGES).toEqual(['fr_FR', 'es_ES', 'it_IT', 'nl_NL']);
  });
});

describe('scores', () => {
  it('averages the six criteria to one decimal', () => {
    expect(getReviewAverage({ welcoming: 9, comfort: 8, cleanliness: 10, food: 7, localization: 9, priceQualityRatio: 8 })).toBe(8.5);
    expect(getReviewAverage({ welcoming: 8, comfort: 8, cleanliness: 8, food: 8, localization: 8, priceQualityRatio: 10 })).toBe(8.3);
    expect(getReviewAverage({ welcoming: 10, comfort: 10, cleanliness: 10, food: 10, localization: 10, priceQualityRatio: 9 })).toBe(9.8);
  });

  it("gives a hotel the mean of its reviews' averages, half up, and none without reviews", () => {
    expect(getHotelReviewScore(0, 0)).toBeNull();
    expect(getHotelReviewScore(1, 8.3)).toBe(8.3);
    // 8.4 and 8.5: 8.45 exactly, which a float division would round down.
    expect(getHotelReviewScore(2, 8.4 + 8.5)).toBe(8.5);
    expect(getHotelReviewScore(3, 8.1 + 8.2 + 8.2)).toBe(8.2);
  });
});

describe('what a verified review shows', () => {
  it('lists the stay under its check-in month', () => {
    expect(getStayMonth('2026-11-29')).toBe('2026-11-01');
  });

  it('names the reviewer by first name and initial', () => {
    expect(getReviewerName('Camille', 'martin')).toBe('Camille M.');
    expect(getReviewerName(' Éloïse  Anne ', 'Ñúñez')).toBe('Éloïse Anne Ñ.');
    expect(getReviewerName('Sam', '')).toBe('Sam');
  });

  it('proposes who the guest travelled with from the party', () => {
    expect(getPartyTravellerType({ adults: 2, children: 0, babies: 0 })).toBe('COUPLE');
    expect(getPartyTravellerType({ adults: 2, children: 0, babies: 1 })).toBe('FAMILY');
    expect(getPartyTravellerType({ adults: 1, children: 0, babies: 0 })).toBe('SOLO');
    expect(getPartyTravellerType({ adults: 4, children: 0, babies: 0 })).toBe('FRIENDS');
  });
});

/**
 * Reviews from real stays (ADR 58): who may write one and when, what the form must hold, and the numbers a review
 * and a hotel's score are made of. The imported reviews of the catalogue follow the same average and score rules.
 */
import { addIsoDays } from './iso-date';
import { REVIEW_CRITERIA, REVIEW_LANGUAGES, TRAVELLER_TYPES, type ReviewCriterion, type ReviewLanguage, type TravellerType } from './reviews';
import { getCheckoutDay, type TripStatus } from './trips';

/** A verified stay may be reviewed for this many days after check-out, then the review is closed. */
export const REVIEW_WINDOW_DAYS = 90;

/** Where a review comes from: with the catalogue, or from the guest of a booking made here. */
export type ReviewSource = 'imported' | 'verified';

/** One customer review; `locale` is the reviewer's (it_IT…), `date` is 'YYYY-MM-DD'. */
export interface Review {
  id: number;
  locale: string;
  customer: string;
  /** Who the reviewer travelled with: COUPLE, FAMILY, FRIENDS, SOLO, BUSINESS. */
  type: string;
  date: string;
  average: number;
  positive: string | null;
  negative: string | null;
  /** 'verified': written by the guest of a booking made here, after the stay; 'imported': came with the catalogue. */
  source: ReviewSource;
  /** A verified review's stay month, 'YYYY-MM-01'; null for an imported one. */
  stayMonth: string | null;
}

/** Each criterion is scored on the spec's base 10, in whole points. */
export const REVIEW_SCALE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Each comment (what was liked, what was liked less) holds at most this many characters. */
export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** Languages a review may be written in: those of the reviews' language filter. */
export const REVIEW_WRITING_LANGUAGES = REVIEW_LANGUAGES.filter((language): language is Exclude<ReviewLanguage, 'all'> => language !== 'all');
export type ReviewWritingLanguage = (typeof REVIEW_WRITING_LANGUAGES)[number];

/**
 * Whether a booking's stay may be reviewed today: 'open', or why not. A cancelled booking had no stay; a booking
 * not confirmed was not a paid stay; the review opens the day after check-out (the stay is over, as on the trips
 * page) and closes REVIEW_WINDOW_DAYS after it; one review per booking.
 */
export type ReviewEligibility = 'open' | 'cancelled' | 'notConfirmed' | 'reviewed' | 'beforeCheckout' | 'windowClosed';

export interface ReviewableStay {
  status: TripStatus;
  /** 'YYYY-MM-DD'. */
  checkin: string;
  nights: number;
  /** Whether the booking already has its review. */
  reviewed: boolean;
}

/** First day a stay may be reviewed: the day after check-out. */
export function getReviewOpeningDay(stay: Pick<ReviewableStay, 'checkin' | 'nights'>): string {
  return addIsoDays(getCheckoutDay(stay), 1);
}

/** Last day a stay may be reviewed: REVIEW_WINDOW_DAYS after check-out. */
export function getReviewLastDay(stay: Pick<ReviewableStay, 'checkin' | 'nights'>): string {
  return addIsoDays(getCheckoutDay(stay), REVIEW_WINDOW_DAYS);
}

/** Whether `stay` may be reviewed on `today`, or the first reason it may not. */
export function getReviewEligibility(stay: ReviewableStay, today: string): ReviewEligibility {
  if (stay.status === 'CANCELLED') return 'cancelled';
  if (stay.reviewed) return 'reviewed';
  if (stay.status !== 'CONFIRMED' && stay.status !== 'COMPLETED') return 'notConfirmed';
  if (today < getReviewOpeningDay(stay)) return 'beforeCheckout';
  if (today > getReviewLastDay(stay)) return 'windowClosed';
  return 'open';
}

/** The fields of the review form, in the order an error summary lists them. */
export const REVIEW_FORM_FIELDS = [...REVIEW_CRITERIA, 'type', 'positive', 'negative', 'language'] as const;
export type ReviewFormField = (typeof REVIEW_FORM_FIELDS)[number];
/** Why a field was refused: not chosen, not one of the offered values, too long, or no comment at all. */
export type ReviewFieldError = 'required' | 'invalid' | 'tooLong' | 'commentNeeded';

/** What the form posted, as typed (kept when the form comes back with its errors). */
export type ReviewFormValues = Record<ReviewFormField, string>;

/** A review as checked: six whole scores, who the guest travelled with, the comments (null when empty), the language. */
export interface ReviewInput {
  scores: Record<ReviewCriterion, number>;
  type: TravellerType;
  positive: string | null;
  negative: string | null;
  locale: ReviewWritingLanguage;
}

export type ReviewFormResult =
  | { ok: true; review: ReviewInput; values: ReviewFormValues }
  | { ok: false; errors: Partial<Record<ReviewFormField, ReviewFieldError>>; values: ReviewFormValues };

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_BUT_LINE_END = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/** A comment as it is kept: line ends unified, control characters other than the line end dropped, trimmed. */
function cleanComment(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_LINE_END, '').trim();
}

/** Reads and checks a posted review form; a refused one names each field at fault and keeps what was typed. */
export function readReviewForm(form: Readonly<Record<string, string | undefined>>): ReviewFormResult {
  const values = Object.fromEntries(REVIEW_FORM_FIELDS.map((field) => [field, form[field] ?? ''])) as ReviewFormValues;
  const errors: Partial<Record<ReviewFormField, ReviewFieldError>> = {};
  const scores = {} as Record<ReviewCriterion, number>;
  for (const criterion of REVIEW_CRITERIA) {
    const posted = values[criterion].trim();
    const score = Number(posted);
    if (posted === '') errors[criterion] = 'required';
    else if (!(REVIEW_SCALE as readonly number[]).includes(score)) errors[criterion] = 'invalid';
    else scores[criterion] = score;
  }
  const type = values.type.trim();
  if (type === '') errors.type = 'required';
  else if (!(TRAVELLER_TYPES as readonly string[]).includes(type)) errors.type = 'invalid';
  const positive = cleanComment(values.positive);
  const negative = cleanComment(values.negative);
  if (positive.length > REVIEW_TEXT_MAX_LENGTH) errors.positive = 'tooLong';
  if (negative.length > REVIEW_TEXT_MAX_LENGTH) errors.negative = 'tooLong';
  // Scores alone tell readers little: at least one of the two comments.
  if (positive === '' && negative === '') errors.positive = 'commentNeeded';
  const locale = values.language.trim();
  if (locale === '') errors.language = 'required';
  else if (!(REVIEW_WRITING_LANGUAGES as readonly string[]).includes(locale)) errors.language = 'invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    review: { scores, type: type as TravellerType, positive: positive || null, negative: negative || null, locale: locale as ReviewWritingLanguage },
  };
}

/** A review's average: the mean of its six scores, to one decimal (8.33 → 8.3). */
export function getReviewAverage(scores: Readonly<Record<ReviewCriterion, number>>): number {
  const sum = REVIEW_CRITERIA.reduce((total, criterion) => total + scores[criterion], 0);
  return Math.round((sum * 10) / REVIEW_CRITERIA.length) / 10;
}

/**
 * A hotel's score from its reviews' averages: their mean to one decimal, half up (8.45 → 8.5), or null without any
 * review. `sum` is the sum of the averages; each has one decimal, so it is counted in whole tenths and the float sum
 * of many reviews rounds as the exact one does.
 */
export function getHotelReviewScore(count: number, sum: number): number | null {
  if (count <= 0) return null;
  return Math.round(Math.round(sum * 10) / count) / 10;
}

/** The month a stay is listed under ('Stayed in November 2026'): its check-in month, as its first day 'YYYY-MM-01'. */
export function getStayMonth(checkin: string): string {
  return `${checkin.slice(0, 7)}-01`;
}

/** How a verified reviewer is named on the hotel's page: first name and initial, 'Camille M.'. */
export function getReviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ');
  const initial = [...lastName.trim()][0]?.toLocaleUpperCase();
  return [first, initial && `${initial}.`].filter(Boolean).join(' ');
}

/** Who the guest travelled with, as the form first proposes it from the booking's party. */
export function getPartyTravellerType(party: { adults: number; children: number; babies: number }): TravellerType {
  if (party.children + party.babies > 0) return 'FAMILY';
  if (party.adults === 1) return 'SOLO';
  if (party.adults === 2) return 'COUPLE';
  return 'FRIENDS';
}

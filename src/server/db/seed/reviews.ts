import type { ReviewsTable } from '../schema';
import type { Selectable } from 'kysely';
import { addDays, format, parseISO } from 'date-fns';
import { getHotelReviewScore, getReviewAverage } from '../../../domain/verified-reviews';
import { fitsReviewer, type ReviewerParty } from './catalog-rules';
import type { HotelRow } from './hotels';
import type { Random } from './random';
import type { CountryCode, Lang, PhraseBanks } from './text-types';

/** A generated review: imported, so without a booking or a stay month (the columns' defaults). */
export type ReviewRow = Omit<Selectable<ReviewsTable>, 'source' | 'booking_number' | 'stay_month'>;

/** Where reviewers of a hotel in each country come from (locale weights). */
const REVIEWER_LOCALES: Record<CountryCode, [string, number][]> = {
  FR: [
    ['fr_FR', 70],
    ['fr_BE', 10],
    ['nl_BE', 6],
    ['nl_NL', 8],
    ['es_ES', 3],
    ['it_IT', 3],
  ],
  ES: [
    ['es_ES', 72],
    ['fr_FR', 12],
    ['it_IT', 6],
    ['nl_NL', 5],
    ['fr_BE', 3],
    ['nl_BE', 2],
  ],
  IT: [
    ['it_IT', 72],
    ['fr_FR', 10],
    ['es_ES', 8],
    ['nl_NL', 5],
    ['fr_BE', 3],
    ['nl_BE', 2],
  ],
  NL: [
    ['nl_NL', 70],
    ['nl_BE', 15],
    ['fr_BE', 5],
    ['fr_FR', 6],
    ['es_ES', 2],
    ['it_IT', 2],
  ],
  BE: [
    ['nl_BE', 38],
    ['fr_BE', 38],
    ['nl_NL', 10],
    ['fr_FR', 10],
    ['es_ES', 2],
    ['it_IT', 2],
  ],
};
const REVIEW_HISTORY_DAYS = 3 * 365;

const clampScore = (value: number) => Math.max(1, Math.min(10, Math.round(value)));

/**
 * Reviews in the reviewers' languages, with the six criteria scored around a hotel-specific quality.
 * Returns the rows and sets review_count and review_score on the hotels.
 */
export function generateReviews(random: Random, texts: PhraseBanks, hotels: HotelRow[], today: string, target: number): ReviewRow[] {
  const rows: ReviewRow[] = [];
  const start = parseISO(today);
  const perHotel = target / hotels.length;
  for (const hotel of hotels) {
    const isNew = random.chance(0.03);
    const count = isNew ? 0 : Math.round(random.normal(perHotel, perHotel * 0.6, 1, perHotel * 3));
    const quality = random.normal(8.3 + (hotel.star - 3) * 0.25, 0.6, 5.5, 9.8);
    let sum = 0;
    for (let n = 0; n < count; n += 1) {
      const locale = random.weighted(REVIEWER_LOCALES[hotel.country as CountryCode]);
      const lang = locale.slice(0, 2) as Lang;
      const criteria = Array.from({ length: 6 }, () => clampScore(random.normal(quality, 1.1, 1, 10)));
      const [welcoming = 8, comfort = 8, cleanliness = 8, food = 8, localization = 8, priceQuality = 8] = criteria;
      const average = getReviewAverage({ welcoming, comfort, cleanliness, food, localization, priceQualityRatio: priceQuality });
      sum += average;
      const type = random.pick(texts.reviewTypes) as ReviewerParty;
      // What the reviewer writes follows who they travelled with.
      const says = (bank: string[]) => {
        const fitting = bank.filter((text) => fitsReviewer(text, lang, type));
        return fitting.length ? random.pick(fitting) : null;
      };
      rows.push({
        id: rows.length + 1,
        hotel_id: hotel.id,
        locale,
        customer: `${random.pick(texts.customerFirstNames[lang])} ${String.fromCharCode(65 + random.int(0, 25))}.`,
        type,
        date: format(addDays(start, -random.int(1, REVIEW_HISTORY_DAYS)), 'yyyy-MM-dd'),
        average,
        welcoming,
        comfort,
        cleanliness,
        food,
        localization,
        price_quality_ratio: priceQuality,
        positive: random.chance(0.88) ? says(texts.reviewPositive[lang]) : null,
        negative: average < 8 || random.chance(0.3) ? says(texts.reviewNegative[lang]) : null,
      });
    }
    hotel.review_count = count;
    hotel.review_score = getHotelReviewScore(count, sum);
  }
  return rows;
}

/**
 * The review page of a stay (ADR 58): a plain HTML form posted to itself, checked on the server (ADR 50), for the
 * booking's owner signed in or for whoever opens the signed link of the review-request e-mail. Anyone else gets the
 * site's 404, whatever the reason. A refused form comes back as typed with each field at fault named; a published
 * review redirects (303) to the page, which then thanks and links to the hotel's reviews.
 */
import { getPreferredReviewLanguage } from '../../domain/reviews';
import { readReviewForm, type ReviewEligibility, type ReviewFieldError, type ReviewFormField, type ReviewFormValues } from '../../domain/verified-reviews';
import { MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath, type MatchedRoute } from '../../i18n/routes';
import { readFormData } from '../../server/api/http';
import { CSRF_FIELD, getCsrfToken, isValidCsrf } from '../../server/auth/cookies';
import { getDatabase, getToday } from '../../server/db/database';
import { publishVerifiedReview, readReviewableStay, type ReviewableStay } from '../../server/reviews/verified-reviews.server';
import type { AccountContext } from '../account/types';

/** What the page shows: the form (with what was typed and its errors), or why the stay cannot be reviewed (now). */
export type ReviewPageView =
  | { state: 'form'; values: ReviewFormValues; errors: Partial<Record<ReviewFormField, ReviewFieldError>>; formError: 'csrf' | null }
  | { state: 'closed'; reason: Exclude<ReviewEligibility, 'open'>; justPublished: boolean };

export interface ReviewPageProps {
  market: MarketKey;
  stay: ReviewableStay;
  view: ReviewPageView;
  csrf: string;
  /** The signed-in customer's first name, for the way back to the trips; null through the e-mail's link. */
  signedIn: boolean;
}

export type ReviewPageResult = { kind: 'review'; status: number; props: ReviewPageProps } | { kind: 'redirect'; location: string };

/** Each posted field is bounded (a comment's limit is far below): what was typed comes back whole. */
const MAX_POSTED = 8000;

async function readPosted(request: Request): Promise<Record<string, string>> {
  try {
    const form: Record<string, string> = {};
    for (const [key, value] of await readFormData(request)) if (typeof value === 'string') form[key] = value.slice(0, MAX_POSTED);
    return form;
  } catch {
    return {};
  }
}

/** The review page of `route` (GET: the form or why not; POST: publish), or undefined for a 404. */
export async function loadReviewPage(route: MatchedRoute, context: AccountContext): Promise<ReviewPageResult | undefined> {
  const { market } = route;
  const bookingNumber = route.params.id ?? '';
  const proof = context.url.searchParams.get('k');
  const access = { customerId: context.customer?.id ?? null, proof };
  const { db } = await getDatabase();
  const today = getToday();
  const stay = await readReviewableStay(db, bookingNumber, access, today);
  if (!stay) return undefined;
  const page = (status: number, view: ReviewPageView): ReviewPageResult => ({
    kind: 'review',
    status,
    props: { market, stay, view, csrf: getCsrfToken(context.cookies), signedIn: context.customer !== null },
  });
  const closed = (status: number, reason: Exclude<ReviewEligibility, 'open'>, justPublished = false) =>
    page(status, { state: 'closed', reason, justPublished });

  if (context.request.method !== 'POST') {
    if (stay.eligibility !== 'open') return closed(200, stay.eligibility, context.url.searchParams.get('done') === 'published');
    const values: ReviewFormValues = {
      welcoming: '',
      comfort: '',
      cleanliness: '',
      food: '',
      localization: '',
      priceQualityRatio: '',
      type: stay.partyType,
      positive: '',
      negative: '',
      language: getPreferredReviewLanguage(MARKETS[market].locale) ?? 'fr_FR',
    };
    return page(200, { state: 'form', values, errors: {}, formError: null });
  }

  const form = await readPosted(context.request);
  const parsed = readReviewForm(form);
  if (!isValidCsrf(context.cookies, form[CSRF_FIELD])) return page(403, { state: 'form', values: parsed.values, errors: {}, formError: 'csrf' });
  if (stay.eligibility !== 'open') return closed(409, stay.eligibility);
  if (!parsed.ok) return page(400, { state: 'form', values: parsed.values, errors: parsed.errors, formError: null });
  const result = await publishVerifiedReview(db, { bookingNumber, access, review: parsed.review, today });
  if (!result.ok) return result.reason === 'notFound' ? undefined : closed(409, result.reason);
  const query = new URLSearchParams({ done: 'published', ...(proof ? { k: proof } : {}) });
  return { kind: 'redirect', location: `${buildPath(market, 'review', { id: bookingNumber })}?${query}` };
}

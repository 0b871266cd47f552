/**
 * State of the reviews modal (spec §4 'Reviews modal'): the chosen sort and language, the pages loaded so
 * far and the page in flight. A change of sort or language starts again from page 0; 'Show more' appends.
 * Pure: the hook fetches `pendingPage` of `query` and reports back with `pageReceived` or `pageFailed`.
 */
import { REVIEW_LANGUAGES, REVIEW_SORTS, type ReviewLanguage, type ReviewSort } from '../../domain/reviews';
import { appendReviews, hasMoreReviews } from './reviews';
import type { Review, ReviewsAnswer } from './types';

export interface ReviewsQuery {
  readonly sort: ReviewSort;
  readonly language: ReviewLanguage;
}

export interface ReviewsState {
  query: ReviewsQuery;
  /** Page being fetched (0-based); null when none is. */
  pendingPage: number | null;
  /** Pages of `query` received so far. */
  loadedPages: number;
  reviews: readonly Review[];
  /** The last answer of `query` (score, criteria, count); null before the first one. */
  answer: ReviewsAnswer | null;
  hasFailed: boolean;
}

export type ReviewsAction =
  | { type: 'opened' }
  | { type: 'sortChosen'; sort: ReviewSort }
  | { type: 'languageChosen'; language: ReviewLanguage }
  | { type: 'moreRequested' }
  | { type: 'retried' }
  | { type: 'pageReceived'; query: ReviewsQuery; page: number; answer: ReviewsAnswer }
  | { type: 'pageFailed'; query: ReviewsQuery; page: number };

export const INITIAL_REVIEWS_STATE: ReviewsState = {
  query: { sort: REVIEW_SORTS[0], language: REVIEW_LANGUAGES[0] },
  pendingPage: null,
  loadedPages: 0,
  reviews: [],
  answer: null,
  hasFailed: false,
};

function restart(state: ReviewsState, query: ReviewsQuery): ReviewsState {
  if (query.sort === state.query.sort && query.language === state.query.language) return state;
  return { ...state, query, pendingPage: 0, loadedPages: 0, reviews: [], hasFailed: false };
}

/** An answer or failure counts only for the query and page still awaited; a late one is dropped. */
function isAwaited(state: ReviewsState, query: ReviewsQuery, page: number): boolean {
  return query === state.query && page === state.pendingPage;
}

export function reduceReviews(state: ReviewsState, action: ReviewsAction): ReviewsState {
  switch (action.type) {
    case 'opened':
      return state.answer || state.pendingPage !== null ? state : { ...state, pendingPage: 0, hasFailed: false };
    case 'sortChosen':
      return restart(state, { ...state.query, sort: action.sort });
    case 'languageChosen':
      return restart(state, { ...state.query, language: action.language });
    case 'moreRequested':
      if (state.pendingPage !== null || !state.answer || !hasMoreReviews(state.loadedPages, state.answer.totalCount)) return state;
      return { ...state, pendingPage: state.loadedPages, hasFailed: false };
    case 'retried':
      return state.pendingPage === null && state.hasFailed ? { ...state, pendingPage: state.loadedPages, hasFailed: false } : state;
    case 'pageReceived':
      if (!isAwaited(state, action.query, action.page)) return state;
      return {
        ...state,
        pendingPage: null,
        loadedPages: action.page + 1,
        reviews: action.page === 0 ? action.answer.list : appendReviews(state.reviews, action.answer.list),
        answer: action.answer,
      };
    case 'pageFailed':
      return isAwaited(state, action.query, action.page) ? { ...state, pendingPage: null, hasFailed: true } : state;
  }
}

/** What the modal's list area shows. */
export type ReviewsView =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'emptyLanguage'; language: Exclude<ReviewLanguage, 'all'> }
  | { kind: 'empty' }
  | { kind: 'list'; reviews: readonly Review[]; total: number; canShowMore: boolean; isLoadingMore: boolean; hasMoreFailed: boolean };

export function getReviewsView(state: ReviewsState): ReviewsView {
  const { answer, query, loadedPages } = state;
  if (loadedPages === 0 || !answer) return state.hasFailed ? { kind: 'error' } : { kind: 'loading' };
  if (answer.totalCount === 0) return query.language === 'all' ? { kind: 'empty' } : { kind: 'emptyLanguage', language: query.language };
  return {
    kind: 'list',
    reviews: state.reviews,
    total: answer.totalCount,
    canShowMore: hasMoreReviews(loadedPages, answer.totalCount),
    isLoadingMore: state.pendingPage !== null,
    hasMoreFailed: state.hasFailed,
  };
}

import { describe, expect, it } from 'vitest';
import { makeAnswer, makeReview } from './review-fixtures';
import { INITIAL_REVIEWS_STATE, getReviewsView, reduceReviews, type ReviewsAction, type ReviewsState } from './reviews-state';
import type { ReviewsAnswer } from './types';

const run = (...actions: ReviewsAction[]) => actions.reduce(reduceReviews, INITIAL_REVIEWS_STATE);
const pageOf = (page: number, from: number, count: number, overrides: Partial<ReviewsAnswer> = {}) =>
  makeAnswer({ page, list: Array.from({ length: count }, (_, index) => makeReview(from + index)), ...overrides });
/** The answer to the page the state awaits, for its current query. */
const receive = (state: ReviewsState, answer: ReviewsAnswer): ReviewsState =>
  reduceReviews(state, { type: 'pageReceived', query: state.query, page: state.pendingPage ?? -1, answer });
const fail = (state: ReviewsState): ReviewsState => reduceReviews(state, { type: 'pageFailed', query: state.query, page: state.pendingPage ?? -1 });

describe('reduceReviews', () => {
  it('asks for nothing before the first opening, then for page 0 newest first in all languages', () => {
    expect(INITIAL_REVIEWS_STATE.pendingPage).toBeNull();
    const opened = run({ type: 'opened' });
    expect(opened.pendingPage).toBe(0);
    expect(opened.query).toEqual({ sort: 'DATE_DESC', language: 'all' });
    expect(getReviewsView(opened)).toEqual({ kind: 'loading' });
  });

  it('does not load again when the dialog is opened a second time', () => {
    const loaded = receive(run({ type: 'opened' }), pageOf(0, 1, 10));
    expect(reduceReviews(loaded, { type: 'opened' })).toBe(loaded);
  });

  it("appends the next page on 'Show more' until all are shown", () => {
    let state = receive(run({ type: 'opened' }), pageOf(0, 1, 10));
    state = reduceReviews(state, { type: 'moreRequested' });
    expect(state.pendingPage).toBe(1);
    expect(getReviewsView(state)).toMatchObject({ kind: 'list', isLoadingMore: true, canShowMore: true });
    state = receive(state, pageOf(1, 11, 10));
    state = reduceReviews(state, { type: 'moreRequested' });
    state = receive(state, pageOf(2, 21, 7));
    expect(state.reviews.map((review) => review.id)).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
    expect(getReviewsView(state)).toMatchObject({ kind: 'list', total: 27, canShowMore: false, isLoadingMore: false });
    expect(reduceReviews(state, { type: 'moreRequested' })).toBe(state);
  });

  it('ignores a second Show more while a page is loading', () => {
    const loading = reduceReviews(receive(run({ type: 'opened' }), pageOf(0, 1, 10)), { type: 'moreRequested' });
    expect(reduceReviews(loading, { type: 'moreRequested' })).toBe(loading);
  });

  it('starts again from page 0 when the sort or the language changes', () => {
    let state = receive(run({ type: 'opened' }), pageOf(0, 1, 10));
    state = receive(reduceReviews(state, { type: 'moreRequested' }), pageOf(1, 11, 10));
    const sorted = reduceReviews(state, { type: 'sortChosen', sort: 'SCORE_ASC' });
    expect(sorted).toMatchObject({ query: { sort: 'SCORE_ASC', language: 'all' }, pendingPage: 0, loadedPages: 0, reviews: [] });
    expect(getReviewsView(sorted)).toEqual({ kind: 'loading' });
    const italian = reduceReviews(receive(sorted, pageOf(0, 50, 10)), { type: 'languageChosen', language: 'it_IT' });
    expect(italian).toMatchObject({ query: { sort: 'SCORE_ASC', language: 'it_IT' }, pendingPage: 0, reviews: [] });
  });

  it('keeps the state when the same sort or language is chosen again', () => {
    const loaded = receive(run({ type: 'opened' }), pageOf(0, 1, 10));
    expect(reduceReviews(loaded, { type: 'sortChosen', sort: 'DATE_DESC' })).toBe(loaded);
    expect(reduceReviews(loaded, { type: 'languageChosen', language: 'all' })).toBe(loaded);
  });

  it('drops the late answer of a query that was replaced', () => {
    const opened = run({ type: 'opened' });
    const sorted = reduceReviews(opened, { type: 'sortChosen', sort: 'SCORE_DESC' });
    const late = reduceReviews(sorted, { type: 'pageReceived', query: opened.query, page: 0, answer: pageOf(0, 1, 10) });
    expect(late).toBe(sorted);
    expect(reduceReviews(sorted, { type: 'pageFailed', query: opened.query, page: 0 })).toBe(sorted);
  });

  it('says when the chosen language has no review, and goes back to all languages', () => {
    const dutch = reduceReviews(receive(run({ type: 'opened' }), pageOf(0, 1, 10)), { type: 'languageChosen', language: 'nl_NL' });
    const empty = receive(dutch, makeAnswer({ totalCount: 0, score: null, language: 'nl_NL', list: [] }));
    expect(getReviewsView(empty)).toEqual({ kind: 'emptyLanguage', language: 'nl_NL' });
    expect(reduceReviews(empty, { type: 'languageChosen', language: 'all' })).toMatchObject({ query: { language: 'all' }, pendingPage: 0 });
  });

  it('shows the error of a failed first page, and retries it', () => {
    const failed = fail(run({ type: 'opened' }));
    expect(getReviewsView(failed)).toEqual({ kind: 'error' });
    const retried = reduceReviews(failed, { type: 'retried' });
    expect(retried).toMatchObject({ pendingPage: 0, hasFailed: false });
    expect(getReviewsView(retried)).toEqual({ kind: 'loading' });
    expect(reduceReviews(retried, { type: 'retried' })).toBe(retried);
  });

  it("keeps the reviews shown when 'Show more' fails, and tries the same page again", () => {
    const loaded = receive(run({ type: 'opened' }), pageOf(0, 1, 10));
    const failed = fail(reduceReviews(loaded, { type: 'moreRequested' }));
    expect(getReviewsView(failed)).toMatchObject({ kind: 'list', hasMoreFailed: true, canShowMore: true, isLoadingMore: false });
    expect(failed.reviews).toHaveLength(10);
    expect(reduceReviews(failed, { type: 'moreRequested' })).toMatchObject({ pendingPage: 1, hasFailed: false });
  });

  it('loads again on opening after the first page failed', () => {
    expect(reduceReviews(fail(run({ type: 'opened' })), { type: 'opened' })).toMatchObject({ pendingPage: 0, hasFailed: false });
  });
});

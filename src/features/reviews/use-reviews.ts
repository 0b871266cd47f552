import { useEffect, useReducer, type Dispatch } from 'react';
import { fetchReviews } from './reviews-api';
import { INITIAL_REVIEWS_STATE, reduceReviews, type ReviewsAction, type ReviewsState } from './reviews-state';

/** The modal's reviews: fetches the page the state awaits, aborting it when the query changes first. */
export function useReviews(hotelId: number, locale: string): [ReviewsState, Dispatch<ReviewsAction>] {
  const [state, dispatch] = useReducer(reduceReviews, INITIAL_REVIEWS_STATE);
  const { pendingPage: page, query } = state;

  useEffect(() => {
    if (page === null) return undefined;
    const controller = new AbortController();
    fetchReviews({ hotelId, locale, page, ...query }, controller.signal)
      .then((answer) => dispatch({ type: 'pageReceived', query, page, answer }))
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'pageFailed', query, page });
      });
    return () => controller.abort();
  }, [hotelId, locale, page, query]);

  return [state, dispatch];
}

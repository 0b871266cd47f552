import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAnswer } from './review-fixtures';
import { fetchReviews, getReviewsUrl } from './reviews-api';

const request = { hotelId: 42, locale: 'fr_BE', sort: 'SCORE_ASC', language: 'it_IT', page: 2 } as const;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('getReviewsUrl', () => {
  it('asks for one page in one language without falling back to the others', () => {
    const url = new URL(getReviewsUrl(request), 'https://halte.test');
    expect(url.pathname).toBe('/api/hotel/42/reviews.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'fr_BE',
      sort: 'SCORE_ASC',
      language: 'it_IT',
      page: '2',
      withOtherLanguageFallback: 'false',
    });
  });
});

describe('fetchReviews', () => {
  it('answers the body of a successful call', async () => {
    const answer = makeAnswer();
    const fetcher = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetcher);
    await expect(fetchReviews(request)).resolves.toEqual(answer);
    expect(fetcher).toHaveBeenCalledWith(getReviewsUrl(request), expect.objectContaining({ headers: { accept: 'application/json' } }));
  });

  it('rejects an HTTP error and an unexpected body', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"error":"No hotel 42"}', { status: 404 }));
    await expect(fetchReviews(request)).rejects.toThrow('404');
    vi.stubGlobal('fetch', async () => new Response('{"list":"nope"}', { status: 200 }));
    await expect(fetchReviews(request)).rejects.toThrow('unexpected');
  });
});

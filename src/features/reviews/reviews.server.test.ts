import { Kysely, PostgresDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETS } from '../../i18n/markets';
import type { Database } from '../../server/db/schema';
import { getReviewsForPage } from './reviews.server';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getReviewsForPage', () => {
  it('answers null and logs the failure when the reviews cannot be read', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    // Queries are built as usual; opening the connection to run them fails.
    const brokenDb = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: () => Promise.reject(new Error('database is down')),
      }),
    });
    await expect(getReviewsForPage(brokenDb, 42, MARKETS['be-nl'])).resolves.toBeNull();
    const entry = JSON.parse(String(stderr.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'ERROR', message: 'Reviews block hidden', hotelId: 42, market: 'be-nl', error: 'database is down' });
  });
});

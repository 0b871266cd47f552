import { z } from 'astro/zod';
import { jsonResponse } from '../../../server/api/http';
import { testJsonRoute } from '../../../server/api/test-route';
import { clearRenderedCaches } from '../../../server/page-cache';

const Body = z.object({
  hotelId: z.number().int().positive(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a day as yyyy-MM-dd'),
  roomsLeft: z.number().int().min(0).max(99),
});

/**
 * POST /api/test/rooms-left — sets the rooms left of one hotel night, so that a browser test can sell
 * the last room and watch the other visitors' pages. Exists only with HALTE_TEST_ROUTES=1.
 */
export const POST = testJsonRoute(Body, async (data, db) => {
  const updated = await db
    .updateTable('hotel_days')
    .set({ rooms_left: data.roomsLeft })
    .where('hotel_id', '=', data.hotelId)
    .where('day', '=', data.day)
    .returning('rooms_left')
    .executeTakeFirst();
  // Pages rendered with the old count are dropped; the booking that follows must do without such help.
  clearRenderedCaches();
  return updated ? jsonResponse({ roomsLeft: updated.rooms_left }) : jsonResponse({ error: 'No such hotel night' }, { status: 404 });
});

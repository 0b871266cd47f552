import { z } from 'astro/zod';
import { addIsoDays } from '../../../domain/iso-date';
import { jsonResponse } from '../../../server/api/http';
import { testJsonRoute } from '../../../server/api/test-route';
import { getToday } from '../../../server/db/database';
import { runLifecycleMails } from '../../../server/lifecycle/lifecycle-mails.server';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Body = z
  .object({
    /** The day the job runs for. */
    today: Day.optional(),
    /** Or: this many days before the gift's last valid day. */
    daysBeforeEnd: z.number().int().min(0).max(400).optional(),
    /** Only this booking's or this gift's e-mails (a browser test leaves the others' alone). */
    booking: z
      .string()
      .regex(/^\d{8}$/)
      .optional(),
    gift: z.string().max(40).optional(),
    /** A gift bought long ago: its last valid day becomes this many days from today first (the meter then counts nights the catalogue has). */
    endsInDays: z.number().int().min(1).max(365).optional(),
  })
  .strict()
  .refine((body) => body.today !== undefined || body.daysBeforeEnd !== undefined, { message: 'today or daysBeforeEnd' })
  .refine((body) => (body.daysBeforeEnd === undefined && body.endsInDays === undefined) || body.gift !== undefined, {
    message: 'daysBeforeEnd and endsInDays need a gift',
  });

/**
 * POST /api/test/lifecycle-mails — runs the life-cycle e-mails' job for another day than today (the clock moved
 * without waiting), so a browser test reads a gift's reminder or a stay's e-mails in the mailbox (ADR 56). Exists
 * only with HALTE_TEST_ROUTES=1.
 */
export const POST = testJsonRoute(Body, async (body, db) => {
  if (body.gift !== undefined && body.endsInDays !== undefined) {
    await db
      .updateTable('gift_codes')
      .set({ expires_on: addIsoDays(getToday(), body.endsInDays) })
      .where('code', '=', body.gift)
      .execute();
  }
  let today = body.today;
  if (today === undefined && body.gift !== undefined && body.daysBeforeEnd !== undefined) {
    const gift = await db.selectFrom('gift_codes').select('expires_on').where('code', '=', body.gift).executeTakeFirst();
    if (!gift) return jsonResponse({ error: 'Unknown gift', details: [] }, { status: 404 });
    today = addIsoDays(String(gift.expires_on).slice(0, 10), -body.daysBeforeEnd);
  }
  if (today === undefined) return jsonResponse({ error: 'today or daysBeforeEnd is needed', details: [] }, { status: 400 });
  const run = await runLifecycleMails(db, today, { only: { ...(body.booking ? { booking: body.booking } : {}), ...(body.gift ? { gift: body.gift } : {}) } });
  return jsonResponse({ today, ...run });
});

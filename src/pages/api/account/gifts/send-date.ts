import type { APIRoute } from 'astro';
import { handleAftercare } from '../../../../server/account/gift-aftercare-route';
import { moveGiftSendDate } from '../../../../server/account/gift-aftercare.server';

/** POST /api/account/gifts/send-date { code, date, market } (ADR 48): moves the day a waiting e-gift leaves. */
export const POST: APIRoute = (context) =>
  handleAftercare(context, 'date', 'sendDate', ({ db, customerId, today, input }) => moveGiftSendDate(db, customerId, input.code, input.date ?? '', today));

import type { APIRoute } from 'astro';
import { handleAftercare } from '../../../../server/account/gift-aftercare-route';
import { resendGift } from '../../../../server/account/gift-aftercare.server';

/** POST /api/account/gifts/resend { code, market } (ADR 48): sends the account's gift again (e-gift to its recipient, else to the buyer). */
export const POST: APIRoute = (context) =>
  handleAftercare(context, null, 'resend', ({ db, customerId, today, input }) => resendGift(db, customerId, input.code, today));

import type { APIRoute } from 'astro';
import { handleAftercare } from '../../../../server/account/gift-aftercare-route';
import { changeGiftRecipient } from '../../../../server/account/gift-aftercare.server';

/** POST /api/account/gifts/recipient { code, email, market } (ADR 48): corrects an e-gift's recipient address. */
export const POST: APIRoute = (context) =>
  handleAftercare(context, 'email', 'recipient', ({ db, customerId, today, input }) =>
    changeGiftRecipient(db, customerId, input.code, input.email ?? '', today),
  );

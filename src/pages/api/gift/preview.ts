import type { APIRoute } from 'astro';
import { z } from 'astro/zod';
import { DETAILS_MAX_LENGTHS } from '../../../domain/order-details';
import { badRequest, jsonResponse, readQuery, respond } from '../../../server/api/http';
import { LocaleParam, marketOf } from '../../../server/api/params';
import { getDatabase } from '../../../server/db/database';
import { previewGiftRecipientMail, previewGiftVoucherPdf } from '../../../server/gift/gift-preview.server';

const Query = LocaleParam.extend({
  show: z.enum(['voucher', 'mail']),
  gift: z.string().min(1).max(1000),
  recipientName: z.string().max(DETAILS_MAX_LENGTHS.recipientName).default(''),
  fromName: z.string().max(DETAILS_MAX_LENGTHS.fromName).default(''),
  message: z.string().max(DETAILS_MAX_LENGTHS.message).default(''),
  firstName: z.string().max(DETAILS_MAX_LENGTHS.firstName).default(''),
});

/** A preview renders a PDF (CPU for about half a second): a few at once, the others are asked to retry. */
const MAX_RENDERING = 2;
let rendering = 0;

/**
 * GET /api/gift/preview?locale=…&show=voucher|mail&gift=<the checkout's query>&recipientName=…&fromName=…&message=…
 * — the recipient's e-mail (HTML, sandboxed) or the PDF voucher of a gift before paying, with a sample code
 * (ADR 47). Writes nothing; the personalisation is limited like the details form's.
 */
export const GET: APIRoute = ({ url }) =>
  respond(async () => {
    const query = Query.safeParse(readQuery(url));
    if (!query.success) return badRequest(query.error);
    if (rendering >= MAX_RENDERING)
      return jsonResponse(
        { error: 'Previews are busy, please try again in a moment.', details: [] },
        { status: 429, headers: { 'Retry-After': '2', 'Cache-Control': 'no-store' } },
      );
    rendering += 1;
    try {
      const { db } = await getDatabase();
      const market = marketOf(query.data.locale);
      const { show, ...input } = query.data;
      if (show === 'mail') {
        const mail = await previewGiftRecipientMail(db, market, input);
        return new Response(mail.html, {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            // The e-mail's own HTML: no script runs, nothing is fetched, its inline styles apply.
            'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
            'Cache-Control': 'private, no-store',
            'X-Robots-Tag': 'noindex',
          },
        });
      }
      const pdf = await previewGiftVoucherPdf(db, market, input);
      return new Response(Buffer.from(pdf.content), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${pdf.filename}"`,
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
        },
      });
    } finally {
      rendering -= 1;
    }
  });

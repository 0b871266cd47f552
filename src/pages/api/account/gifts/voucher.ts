import type { APIRoute } from 'astro';
import { jsonResponse, respond } from '../../../../server/api/http';
import { getOwnedVoucher } from '../../../../server/account/gift-aftercare.server';
import { getDatabase } from '../../../../server/db/database';

/**
 * GET /api/account/gifts/voucher?code= (ADR 48): the printable PDF voucher of one of the signed-in account's gifts.
 * 401 without a session; 404 for a code the account does not own, as for one that does not exist.
 */
export const GET: APIRoute = ({ url, locals }) =>
  respond(async () => {
    if (!locals.customer) return jsonResponse({ error: 'Sign in first', details: [] }, { status: 401 });
    const code = (url.searchParams.get('code') ?? '').slice(0, 40);
    const { db } = await getDatabase();
    const file = await getOwnedVoucher(db, locals.customer.id, code);
    if (!file)
      return jsonResponse(
        { error: 'This gift does not exist', details: [{ path: 'code', message: 'notFound' }] },
        { status: 404, headers: { 'Cache-Control': 'no-store' } },
      );
    return new Response(Buffer.from(file.content), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file.filename}"`, 'Cache-Control': 'private, no-store' },
    });
  });

import type { APIRoute } from 'astro';
import { isMailboxPageEnabled, readPeer } from '../../../../server/mail/mail-config';
import { readMailboxAttachment } from '../../../../server/mail/mailbox.server';

/** One attachment of a mailbox e-mail (a PDF voucher), as a download. */
export const GET: APIRoute = async (context) => {
  const { params } = context;
  const index = Number(params.index);
  const file =
    isMailboxPageEnabled(readPeer(context)) && Number.isInteger(index) && index >= 0 ? await readMailboxAttachment(params.id ?? '', index) : undefined;
  if (!file) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const safeName = file.filename.replace(/[^\w.-]/g, '_');
  return new Response(file.content, {
    headers: {
      'Content-Type': /^[\w.+-]+\/[\w.+-]+$/.test(file.contentType) ? file.contentType : 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${safeName}"`,
      'Cache-Control': 'no-store',
    },
  });
};

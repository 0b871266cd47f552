import type { APIRoute } from 'astro';
import { isMailboxPageEnabled, readPeer } from '../../../../server/mail/mail-config';
import { readMailboxMessage } from '../../../../server/mail/mailbox.server';

/** The HTML of one mailbox e-mail, sandboxed: no script runs and nothing is fetched but inline images. */
export const GET: APIRoute = async (context) => {
  const { params } = context;
  if (!isMailboxPageEnabled(readPeer(context))) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const message = await readMailboxMessage(params.id ?? '');
  if (!message?.html) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(message.html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'",
      'Cache-Control': 'no-store',
    },
  });
};

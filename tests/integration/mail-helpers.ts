import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { deliverDueMail } from '../../src/server/mail/mail-outbox.server';
import type { MailTransport, OutgoingMail } from '../../src/server/mail/transport.server';

/** A transport that keeps what it is given (or fails while `failing` is set), in place of SMTP. */
export function recordingTransport(): MailTransport & { sent: OutgoingMail[]; failing: boolean } {
  const transport = {
    kind: 'smtp' as const,
    sent: [] as OutgoingMail[],
    failing: false,
    async send(mail: OutgoingMail) {
      if (transport.failing) throw new Error('SMTP 421 try again later');
      transport.sent.push(mail);
    },
  };
  return transport;
}

/** Runs the mail worker once with a recording transport; returns what it sent. */
export async function deliverNow(db: Kysely<Database>): Promise<OutgoingMail[]> {
  const transport = recordingTransport();
  await deliverDueMail(db, { transport, baseDelayMs: 1000 });
  return transport.sent;
}

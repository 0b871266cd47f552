import type { Kysely } from 'kysely';
import type { Database, OutboxMessagesTable } from '../db/schema';
import { log } from '../log';

export interface OutgoingMessage {
  recipient: string;
  kind: OutboxMessagesTable['kind'];
  language: string;
  subject: string;
  body: string;
  /** The link the message carries, written to the server log too (no mail server is configured). */
  link: string;
}

/**
 * Queues a message to a customer. No mail server is configured, so it stays in the outbox table and its link
 * is written to the server log, where a developer or an operator can follow it.
 */
export async function queueMessage(db: Kysely<Database>, message: OutgoingMessage): Promise<void> {
  const { link, ...row } = message;
  await db.insertInto('outbox_messages').values({ ...row, sent_at: null }).execute();
  log('INFO', 'Message queued in the outbox (no mail server configured)', { kind: message.kind, recipient: message.recipient, link });
}

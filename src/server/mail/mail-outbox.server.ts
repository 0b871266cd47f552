/**
 * The mail outbox (ADR 22): every e-mail to a customer is a row of `outbox_messages`, written in the
 * transaction that decides to send it (an order paid, a reset asked), and delivered later by the worker below:
 * when due (`send_at`), once, retried with backoff while the mail server fails. Several instances can run the
 * worker: a row is leased (`for update skip locked`) before it is sent. Once sent (or given up), the row keeps who,
 * what kind and when, but its body, HTML and attachments are wiped, so no link it carried stays readable.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { getRetryDelayMs } from '../../domain/retry-backoff';
import { MARKETS, isMarketKey, type Language, type MarketKey } from '../../i18n/markets';
import type { Database, OutboxMessagesTable } from '../db/schema';
import { describeError, log } from '../log';
import { getMailboxDir } from './mail-config';
import { createMailTransport, type MailAttachment, type MailTransport } from './transport.server';

/** What a message is; the kinds this project sends, and room for new ones (upper case, underscores). */
export type MailKind = 'PASSWORD_RESET' | 'ORDER_CONFIRMATION' | 'GIFT_RECIPIENT' | 'BOOKING_CANCELLATION' | (string & {});

export type { MailAttachment } from './transport.server';

/** An e-mail to queue. `subject`, `text` and `html` are what a template of src/server/mail/templates returns. */
export interface MailInput {
  kind: MailKind;
  /** One recipient address. */
  to: string;
  /** The market (fr, es, it, nl, be-fr, be-nl) or language (fr, es, it, nl) the message is written in. */
  locale: MarketKey | Language;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** Not sent before this moment (an e-gift on its send date); default now. */
  sendAt?: Date;
  /** Dropped, not sent, if still unsent then (a reset link that expired meanwhile). */
  discardAfter?: Date;
  /** The gift code the message carries (an e-gift), so that My gifts can find it while it waits (ADR 48). */
  giftCode?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of a message one may stop receiving, ADR 56). */
  headers?: Record<string, string>;
}

type OutboxRow = Selectable<OutboxMessagesTable>;
interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

const LEASE_SECONDS = 120;
const BATCH_SIZE = 10;
/** After this many failed attempts (about two days with a 15 s base and the one-hour ceiling), a message is given up. */
export const MAX_MAIL_ATTEMPTS = 60;
const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/**
 * Queues an e-mail. Pass the caller's transaction (`trx`) so the message exists exactly when the change that
 * caused it commits; then call `wakeMailOutbox()` after the commit to send it at once rather than at the next tick.
 * Returns the outbox row id.
 */
export async function enqueueMail(db: Kysely<Database>, input: MailInput): Promise<number> {
  const to = input.to.trim();
  if (!EMAIL.test(to) || to.length > 254) throw new RangeError('enqueueMail: not one e-mail address');
  const language = isMarketKey(input.locale) ? MARKETS[input.locale].language : input.locale;
  const attachments: StoredAttachment[] | null = input.attachments?.length
    ? input.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, contentBase64: Buffer.from(file.content).toString('base64') }))
    : null;
  const sendAt = input.sendAt ?? new Date();
  const row = await db
    .insertInto('outbox_messages')
    .values({
      recipient: to,
      kind: input.kind,
      language,
      subject: input.subject,
      body: input.text,
      html: input.html ?? null,
      attachments: attachments === null ? null : JSON.stringify(attachments),
      send_at: sendAt,
      next_attempt_at: sendAt,
      discard_after: input.discardAfter ?? null,
      sent_at: null,
      gift_code: input.giftCode ?? null,
      headers: input.headers ? JSON.stringify(input.headers) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a sent or dropped row keeps: who, what kind and when; never the body, the HTML or the attachments. */
const WIPED = { body: null, html: null, attachments: null, headers: null } as const;

function readAttachments(value: unknown): MailAttachment[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as StoredAttachment[]) : ((value ?? []) as StoredAttachment[]);
  return list.map((file) => ({ filename: file.filename, contentType: file.contentType, content: new Uint8Array(Buffer.from(file.contentBase64, 'base64')) }));
}

function readHeaders(value: unknown): Record<string, string> | undefined {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!parsed || typeof parsed !== 'object') return undefined;
  return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function mailboxName(row: OutboxRow): string {
  const stamp = new Date(row.created_at)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${row.id}-${row.kind.toLowerCase()}`;
}

export interface DeliveryOptions {
  transport: MailTransport;
  /** First retry delay; it doubles after each failure (up to an hour). */
  baseDelayMs: number;
  /** Message-ID domain. */
  messageIdDomain?: string;
  /** Called after each message is sent (an e-gift that reached its recipient tells its buyer, ADR 56); its failure is logged, never the send's. */
  afterSent?: (sent: SentMail) => Promise<void>;
  /** Asked before each message: once it answers true, the messages not begun are released for the next worker. */
  stopping?: () => boolean;
}

/** What the worker tells `afterSent` of a message it sent. */
export interface SentMail {
  id: number;
  kind: string;
  giftCode: string | null;
  queuedAt: Date;
  sendAt: Date;
}

/** Sends the messages that are due, once each; returns how many were sent, failed this time, or dropped. */
export async function deliverDueMail(db: Kysely<Database>, options: DeliveryOptions): Promise<{ sent: number; failed: number; dropped: number }> {
  const due = await sql<OutboxRow>`
    update outbox_messages set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from outbox_messages where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit ${BATCH_SIZE} for update skip locked)
    returning *`.execute(db);
  const counts = { sent: 0, failed: 0, dropped: 0 };
  for (const [index, row] of due.rows.entries()) {
    if (options.stopping?.()) {
      const left = due.rows.slice(index).map((rest) => rest.id);
      await db
        .updateTable('outbox_messages')
        .set({ next_attempt_at: sql<Date>`now()` })
        .where('id', 'in', left)
        .execute();
      break;
    }
    if (row.discard_after && new Date(row.discard_after) <= new Date()) {
      await db
        .updateTable('outbox_messages')
        .set({ ...WIPED, status: 'expired' })
        .where('id', '=', row.id)
        .execute();
      log('INFO', 'E-mail dropped unsent: it expired', { id: row.id, kind: row.kind });
      counts.dropped += 1;
      continue;
    }
    const messageId = row.message_id ?? `<outbox-${row.id}-${new Date(row.created_at).getTime()}@${options.messageIdDomain ?? 'halte.example'}>`;
    try {
      await options.transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.body ?? '',
        html: row.html,
        attachments: readAttachments(row.attachments),
        messageId,
        date: new Date(row.created_at),
        mailboxName: mailboxName(row),
        headers: readHeaders(row.headers),
      });
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = String(describeError(error).error).slice(0, 500);
      if (attempts >= MAX_MAIL_ATTEMPTS) {
        await db
          .updateTable('outbox_messages')
          .set({ ...WIPED, status: 'failed', attempts, last_error: message })
          .where('id', '=', row.id)
          .execute();
        log('ERROR', 'E-mail given up after its last attempt', { id: row.id, kind: row.kind, attempts, error: message });
      } else {
        const delayMs = getRetryDelayMs(attempts, options.baseDelayMs);
        await db
          .updateTable('outbox_messages')
          .set({ attempts, last_error: message, message_id: messageId, next_attempt_at: new Date(Date.now() + delayMs) })
          .where('id', '=', row.id)
          .execute();
        log('WARN', 'E-mail not sent, kept for a retry', { id: row.id, kind: row.kind, attempts, retryInSeconds: Math.round(delayMs / 1000), error: message });
      }
      counts.failed += 1;
      continue;
    }
    await db
      .updateTable('outbox_messages')
      .set({ ...WIPED, status: 'sent', sent_at: new Date(), attempts: row.attempts + 1, last_error: null, message_id: messageId })
      .where('id', '=', row.id)
      .execute();
    // The recipient and the body stay out of the log: the kind and the row id are enough to follow a message.
    log('INFO', 'E-mail sent', { id: row.id, kind: row.kind, via: options.transport.kind });
    counts.sent += 1;
    if (options.afterSent) {
      await options
        .afterSent({ id: row.id, kind: row.kind, giftCode: row.gift_code, queuedAt: new Date(row.created_at), sendAt: new Date(row.send_at) })
        .catch((error: unknown) => log('ERROR', 'After-send work failed', { id: row.id, kind: row.kind, ...describeError(error) }));
    }
  }
  return counts;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let again = false;
let wake: (() => void) | undefined;

/**
 * Runs the mail worker inside the server process every `intervalMs` (an unref'd timer: it never keeps a process
 * alive), with the transport of the environment unless one is given.
 */
export function startMailOutbox(
  db: Kysely<Database>,
  options: { intervalMs: number; baseDelayMs: number; transport?: MailTransport; afterSent?: DeliveryOptions['afterSent'] },
): void {
  if (timer) return;
  const transport = options.transport ?? createMailTransport();
  const deliver = async (): Promise<void> => {
    try {
      await deliverDueMail(db, {
        transport,
        baseDelayMs: options.baseDelayMs,
        stopping: () => timer === undefined,
        ...(options.afterSent ? { afterSent: options.afterSent } : {}),
      });
    } catch (error) {
      log('ERROR', 'Mail outbox failure', describeError(error));
    }
  };
  const tick = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = deliver();
    await running;
    running = undefined;
    if (again && timer) {
      again = false;
      await tick();
    }
  };
  timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  wake = () => void tick();
  log('INFO', 'Mail outbox started', { via: transport.kind });
  if (transport.kind === 'mailbox' && process.env.HALTE_ENV === 'production') {
    log('WARN', 'No SMTP_URL in production: e-mails are written to the mailbox folder and reach nobody', { folder: getMailboxDir() });
  }
  void tick();
}

/** Asks the running mail worker to send now (call it after the transaction that queued a message commits). */
export function wakeMailOutbox(): void {
  wake?.();
}

/**
 * Stops the mail worker and answers once the delivery under way, if any, has finished: a stopping server does not
 * cut an SMTP conversation, so no message is left half sent to be sent again by the next instance.
 */
export async function stopMailOutbox(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  wake = undefined;
  again = false;
  await running;
}

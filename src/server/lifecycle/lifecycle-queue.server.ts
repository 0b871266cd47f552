/**
 * Queuing a life-cycle e-mail once (ADR 56): a row of lifecycle_mails, unique on (subject, kind, occasion), is
 * inserted in the transaction that queues the outbox message. A second decision of the same e-mail — a rerun, a second
 * instance running the job at the same moment — inserts nothing (PostgreSQL makes it wait for the first, then do
 * nothing) and queues nothing. The unsubscribe link of an e-mail one may stop receiving names its row, signed with
 * the shared secret, so it works without signing in and carries no address.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { getMailCategory, LIFECYCLE_MAIL_KINDS, UNSUBSCRIBABLE_CATEGORIES, type LifecycleMailKind, type MailCategory } from '../../domain/lifecycle-mails';
import { isMarketKey, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getSignedBookingPath } from '../orders/booking-access.server';
import { buildReviewLink } from '../reviews/verified-reviews.server';
import type { Database } from '../db/schema';
import { enqueueMail, getPublicOrigin } from '../mail';
import { getSharedSecret } from '../secrets.server';

type Db = Kysely<Database> | Transaction<Database>;

/** The shared secret's name for unsubscribe links. */
const SECRET_NAME = 'mail-unsubscribe';
/** The one-click unsubscribe address mail clients post to (RFC 8058); it takes the same token as the page. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/** One e-mail decided for a booking or a gift. */
export interface LifecycleDecision {
  subjectType: 'booking' | 'gift';
  /** A booking number or a gift code. */
  subjectId: string;
  kind: LifecycleMailKind;
  /** What makes the same kind due again (a gift's last valid day); '' for none. */
  occasion?: string;
  recipient: string;
  market: MarketKey;
  /** The gift the message carries, so My gifts and the care desk find it. */
  giftCode?: string;
}

type Rendered = { subject: string; text: string; html: string };

/** Where the review request sends its reader: the stay's review form, through its signed link (ADR 58). */
export function getReviewUrl(db: Kysely<Database>, booking: { bookingNumber: string; market: MarketKey }): Promise<string> {
  return buildReviewLink(db, booking);
}

/** Where a booking's e-mails send its customer: the booking's own page, through its signed link (ADR 55). */
export async function getBookingUrl(db: Kysely<Database>, market: MarketKey, bookingNumber: string): Promise<string> {
  return `${getPublicOrigin()}${await getSignedBookingPath(db, market, bookingNumber)}`;
}

/** Reads the secret before a transaction: on the embedded database a second connection would wait for it. */
export function getUnsubscribeSecret(db: Kysely<Database>): Promise<string> {
  return getSharedSecret(db, SECRET_NAME);
}

function sign(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`unsubscribe:${id}`).digest('base64url').slice(0, 22);
}

/** The token of the unsubscribe link of life-cycle e-mail `id`. */
export function makeUnsubscribeToken(secret: string, id: number): string {
  return `${id}.${sign(secret, id)}`;
}

/** The row id a token names when its signature holds, else null. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^(\d{1,15})\.([\w-]{22})$/.exec(token.trim());
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The page's link and the one-click address of an unsubscribe token. */
export function getUnsubscribeLinks(market: MarketKey, token: string): { page: string; oneClick: string } {
  const origin = getPublicOrigin();
  const query = new URLSearchParams({ t: token });
  return { page: `${origin}${buildPath(market, 'mailUnsubscribe')}?${query}`, oneClick: `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?${query}` };
}

/** Whether `email` asked for no more e-mails of `category`. */
export async function isUnsubscribed(db: Db, email: string, category: MailCategory): Promise<boolean> {
  if (!UNSUBSCRIBABLE_CATEGORIES.includes(category)) return false;
  const row = await db
    .selectFrom('mail_unsubscribes')
    .select('email')
    .where('email', '=', email.trim().toLowerCase())
    .where('category', '=', category as 'giftReminders')
    .executeTakeFirst();
  return row !== undefined;
}

export type QueueOutcome = 'queued' | 'alreadySent' | 'unsubscribed';

/**
 * Queues the e-mail of `decision` inside `trx` unless it was decided before (or its reader unsubscribed from its
 * list). `render` gets the unsubscribe link of an e-mail one may stop receiving (null for the others); `secret` is
 * needed only for those.
 */
export async function queueLifecycleMail(
  trx: Transaction<Database>,
  decision: LifecycleDecision,
  render: (unsubscribeUrl: string | null) => Rendered | Promise<Rendered>,
  secret?: string,
): Promise<QueueOutcome> {
  const recipient = decision.recipient.trim().toLowerCase();
  const category = getMailCategory(decision.kind);
  const unsubscribable = UNSUBSCRIBABLE_CATEGORIES.includes(category);
  if (unsubscribable && secret === undefined) throw new Error(`queueLifecycleMail: ${decision.kind} needs the unsubscribe secret`);
  if (await isUnsubscribed(trx, recipient, category)) return 'unsubscribed';
  const row = await trx
    .insertInto('lifecycle_mails')
    .values({
      subject_type: decision.subjectType,
      subject_id: decision.subjectId,
      kind: decision.kind,
      occasion: decision.occasion ?? '',
      recipient,
      market: decision.market,
    })
    .onConflict((conflict) => conflict.columns(['subject_type', 'subject_id', 'kind', 'occasion']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return 'alreadySent';
  const links = unsubscribable && secret !== undefined ? getUnsubscribeLinks(decision.market, makeUnsubscribeToken(secret, row.id)) : null;
  const mail = await render(links?.page ?? null);
  const outboxId = await enqueueMail(trx, {
    // The outbox names kinds in letters only: the three reminders before a gift ends are one kind there.
    kind: decision.kind.startsWith('GIFT_EXPIRY_') ? 'GIFT_EXPIRY' : decision.kind,
    to: recipient,
    locale: decision.market,
    ...mail,
    ...(decision.giftCode ? { giftCode: decision.giftCode } : {}),
    ...(links ? { headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
  });
  await trx.updateTable('lifecycle_mails').set({ outbox_id: outboxId }).where('id', '=', row.id).execute();
  return 'queued';
}

/** Drops the still unsent reminders of a booking that was just cancelled (in the cancelling transaction). */
export async function dropPendingBookingMails(trx: Transaction<Database>, bookingNumber: string): Promise<void> {
  await trx
    .updateTable('outbox_messages')
    .set({ status: 'expired', body: null, html: null, attachments: null, headers: null })
    .where('status', '=', 'pending')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('lifecycle_mails')
        .select(sql<number>`outbox_id`.as('outbox_id'))
        .where('subject_type', '=', 'booking')
        .where('subject_id', '=', bookingNumber)
        .where('kind', 'in', ['STAY_REMINDER', 'REVIEW_REQUEST'])
        .where('outbox_id', 'is not', null),
    )
    .execute();
}

export type UnsubscribeTarget = { email: string; category: MailCategory; market: MarketKey };

/** What an unsubscribe token stops: the address and list of the e-mail it came with; null for a token that does not hold. */
export async function readUnsubscribeTarget(db: Kysely<Database>, token: string): Promise<UnsubscribeTarget | null> {
  const id = readUnsubscribeToken(await getUnsubscribeSecret(db), token);
  if (id === null) return null;
  const row = await db.selectFrom('lifecycle_mails').select(['recipient', 'kind', 'market']).where('id', '=', id).executeTakeFirst();
  if (!row || !(LIFECYCLE_MAIL_KINDS as readonly string[]).includes(row.kind)) return null;
  const category = getMailCategory(row.kind as LifecycleMailKind);
  if (!UNSUBSCRIBABLE_CATEGORIES.includes(category)) return null;
  return { email: row.recipient, category, market: isMarketKey(row.market) ? row.market : 'fr' };
}

/** Records that the token's address wants no more of its list; answers what it stopped, or null for a bad token. */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<UnsubscribeTarget | null> {
  const target = await readUnsubscribeTarget(db, token);
  if (!target) return null;
  await db
    .insertInto('mail_unsubscribes')
    .values({ email: target.email, category: target.category as 'giftReminders' | 'reviewRequests' })
    .onConflict((conflict) => conflict.columns(['email', 'category']).doNothing())
    .execute();
  return target;
}

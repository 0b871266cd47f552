/**
 * The daily job of the life-cycle e-mails (ADR 56): on a given day (injectable: the test route runs it for any day),
 * it finds the stays and gifts whose e-mail is due by the rules of src/domain/lifecycle-mails.ts and queues each
 * once (queueLifecycleMail). It runs in every server instance, at start and then hourly, like the order sweep; two
 * instances running it together queue each e-mail once, and a row it cannot read is logged and skipped.
 * The e-gift that reached its recipient is told to its buyer by the mail worker's hook (onMailSent), and again by
 * the job for a hook that did not run.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { format } from 'date-fns';
import { parseActivityDate } from '../../domain/activity-dates';
import { EXTENSION_MONTHS } from '../../domain/gift-card-rules';
import { addIsoDays, getDayDifference } from '../../domain/iso-date';
import { getDueGiftReminder, getDueStayMails, getGiftHolder, isGiftLive, wasGiftScheduled, type LifecycleMailKind } from '../../domain/lifecycle-mails';
import { getLocalTaxRule } from '../../domain/hotel-facts';
import { getLocalTaxTotal } from '../../domain/quote';
import { getStayProgrammeItems } from '../../domain/stay-programme';
import { isMarketKey, MARKETS, type MarketKey } from '../../i18n/markets';
import { buildPath } from '../../i18n/routes';
import { getGiftBookability } from '../beneficiary/gift-bookability.server';
import type { Database, Localized, PackageItem } from '../db/schema';
import { TEXTS } from '../db/seed/texts';
import { getGiftCardBalances } from '../gift-cards/gift-cards.server';
import { getGiftOptions } from '../gift-cards/gift-extension.server';
import { describeError, log } from '../log';
import { getPublicOrigin, wakeMailOutbox, type GiftDescription } from '../mail';
import type { SentMail } from '../mail/mail-outbox.server';
import {
  renderGiftExpiryMail,
  renderGiftSentMail,
  renderReviewRequestMail,
  renderStayReminderMail,
  type StayProgrammeLine,
  type StayTax,
} from '../mail/templates/lifecycle';
import { getGiftRedeemUrl, makeGiftVoucher, type StoredGift } from '../orders/fulfilment.server';
import { getBookingUrl, getReviewUrl, getUnsubscribeSecret, queueLifecycleMail, type LifecycleDecision, type QueueOutcome } from './lifecycle-queue.server';

type Db = Kysely<Database>;

/** What one run did. */
export interface LifecycleRun {
  queued: number;
  /** Already sent before, or unsubscribed. */
  skipped: number;
  /** Rows that could not be read or sent (logged). */
  failed: number;
}

export interface LifecycleRunOptions {
  /** Only this booking or this gift (the test route isolates a browser test from the others with it). */
  only?: { booking?: string; gift?: string };
}

const isoDay = (value: Date | string) => format(new Date(value), 'yyyy-MM-dd');

/** Queues one e-mail in its own transaction; a failure is logged and counted, never thrown. */
async function queueOne(
  db: Db,
  run: LifecycleRun,
  decision: LifecycleDecision,
  render: Parameters<typeof queueLifecycleMail>[2],
  secret?: string,
): Promise<QueueOutcome | 'failed'> {
  try {
    const outcome = await db.transaction().execute((trx) => queueLifecycleMail(trx, decision, render, secret));
    if (outcome === 'queued') run.queued += 1;
    else run.skipped += 1;
    return outcome;
  } catch (error) {
    run.failed += 1;
    log('ERROR', 'A life-cycle e-mail could not be queued', { kind: decision.kind, subject: decision.subjectId, ...describeError(error) });
    return 'failed';
  }
}

async function alreadyDecided(db: Db, subjectType: 'booking' | 'gift', ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('lifecycle_mails')
    .select(['subject_id', 'kind', 'occasion'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => `${row.subject_id}|${row.kind}|${row.occasion}`));
}

// ---- Stays --------------------------------------------------------------------------------------------------------

interface StayRow {
  booking_number: string;
  market: string;
  email: string;
  first_name: string;
  status: 'CONFIRMED' | 'PENDING' | 'CANCELLED' | 'COMPLETED';
  hotel_id: number;
  hotel_label: string;
  package_id: number;
  checkin: string;
  nights: number;
  adults: number;
  children: number;
  amount: number;
  customer_id: string | null;
  created_at: Date;
}

/** The programme of a booked stay: its package's items on the stay's days, activities on the days chosen at checkout. */
async function loadProgramme(db: Db, stay: StayRow, language: MarketKey): Promise<StayProgrammeLine[]> {
  const pkg = await db.selectFrom('packages').select('items').where('id', '=', stay.package_id).executeTakeFirst();
  if (!pkg) return [];
  const cart = await db
    .selectFrom('orders as o')
    .innerJoin('carts as c', 'c.id', 'o.cart_id')
    .select('c.activity_selection')
    .where('o.number', '=', stay.booking_number)
    .executeTakeFirst();
  const chosen = new Map(
    (cart?.activity_selection ?? []).flatMap((value) => {
      const parsed = parseActivityDate(value);
      return parsed ? [[parsed.activityId, parsed.date] as const] : [];
    }),
  );
  const lang = MARKETS[language].language;
  return getStayProgrammeItems(pkg.items as unknown as PackageItem[], stay.nights).flatMap((item): StayProgrammeLine[] => {
    const title = TEXTS.activities[item.activityId - 1]?.titles[lang];
    if (!title) return [];
    if (item.repeated) return [{ title, date: null, everyDay: true }];
    return [{ title, date: (item.type === 'activity' ? chosen.get(item.activityId) : undefined) ?? addIsoDays(stay.checkin, item.day - 1) }];
  });
}

async function renderStayReminder(db: Db, stay: StayRow, market: MarketKey, today: string) {
  const hotel = await db
    .selectFrom('hotels as h')
    .leftJoin('destinations as d', 'd.id', 'h.city_id')
    .select([
      'h.street_address',
      'h.zip_code',
      'h.country',
      'h.check_in',
      'h.check_out',
      'h.local_tax_type',
      'h.local_tax_amount',
      'h.local_tax_percentage',
      'd.names as city_names',
      'd.label as city_label',
    ])
    .where('h.id', '=', stay.hotel_id)
    .executeTakeFirst();
  if (!hotel) throw new Error(`Hotel ${stay.hotel_id} of booking ${stay.booking_number} is not in the catalog`);
  const { language } = MARKETS[market];
  const rule = getLocalTaxRule({
    type: hotel.local_tax_type,
    amount: hotel.local_tax_amount,
    percentage: hotel.local_tax_percentage ?? null,
    toBePaidAtHotel: true,
  });
  const stayLine = await db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .select('l.total_cents')
    .where('o.number', '=', stay.booking_number)
    .where('l.kind', '=', 'STAY')
    .executeTakeFirst();
  const totalCents = getLocalTaxTotal(
    { type: hotel.local_tax_type, amount: hotel.local_tax_amount, percentage: hotel.local_tax_percentage ?? 0 },
    { adults: stay.adults, children: stay.children, nights: stay.nights, packageCents: stayLine?.total_cents ?? stay.amount },
  );
  const tax: StayTax | null =
    rule.kind === 'perPersonPerNight'
      ? { kind: 'perPersonPerNight', amountCents: rule.amountCents, totalCents }
      : rule.kind === 'percentage'
        ? { kind: 'percentage', percentage: rule.percentage, totalCents }
        : null;
  const city = (hotel.city_names as Localized | null)?.[language] ?? hotel.city_label ?? '';
  return renderStayReminderMail({
    market,
    firstName: stay.first_name,
    bookingNumber: stay.booking_number,
    hotelName: stay.hotel_label,
    address: { street: hotel.street_address, postcode: hotel.zip_code, city, country: hotel.country },
    checkIn: stay.checkin,
    checkOut: addIsoDays(stay.checkin, stay.nights),
    nights: stay.nights,
    daysBefore: getDayDifference(today, stay.checkin),
    checkInFrom: hotel.check_in,
    checkOutUntil: hotel.check_out,
    adults: stay.adults,
    children: stay.children,
    programme: await loadProgramme(db, stay, market),
    tax,
    bookingUrl: await getBookingUrl(db, market, stay.booking_number),
  });
}

async function runStayMails(db: Db, today: string, secret: string, run: LifecycleRun, options: LifecycleRunOptions): Promise<void> {
  if (options.only?.gift) return;
  const stays = await db
    .selectFrom('bookings')
    .select([
      'booking_number',
      'market',
      'email',
      'first_name',
      'status',
      'hotel_id',
      'hotel_label',
      'package_id',
      'checkin',
      'nights',
      'adults',
      'children',
      'amount',
      'customer_id',
      'created_at',
    ])
    .where('status', 'in', ['CONFIRMED', 'COMPLETED'])
    .where('checkin', '<=', addIsoDays(today, 7))
    .where(sql<boolean>`checkin + nights >= ${addIsoDays(today, -30)}::date`)
    .$if(Boolean(options.only?.booking), (query) => query.where('booking_number', '=', options.only?.booking ?? ''))
    .orderBy('checkin')
    .limit(5000)
    .execute();
  const decided = await alreadyDecided(
    db,
    'booking',
    stays.map((stay) => stay.booking_number),
  );
  for (const raw of stays) {
    const stay = { ...raw, checkin: String(raw.checkin).slice(0, 10) } as StayRow;
    let due: LifecycleMailKind[];
    try {
      due = getDueStayMails({ status: stay.status, checkin: stay.checkin, nights: stay.nights, bookedOn: isoDay(stay.created_at) }, today).filter(
        (kind) => !decided.has(`${stay.booking_number}|${kind}|`),
      );
    } catch (error) {
      run.failed += 1;
      log('ERROR', 'A booking could not be read for its e-mails', { booking: stay.booking_number, ...describeError(error) });
      continue;
    }
    for (const kind of due) {
      if (!isMarketKey(stay.market)) {
        run.failed += 1;
        log('ERROR', 'A booking has no known market: no e-mail', { booking: stay.booking_number, kind });
        continue;
      }
      const market = stay.market;
      const decision: LifecycleDecision = { subjectType: 'booking', subjectId: stay.booking_number, kind, recipient: stay.email, market };
      if (kind === 'STAY_REMINDER') {
        let mail: Awaited<ReturnType<typeof renderStayReminder>>;
        try {
          mail = await renderStayReminder(db, stay, market, today);
        } catch (error) {
          run.failed += 1;
          log('ERROR', 'A stay reminder could not be written', { booking: stay.booking_number, ...describeError(error) });
          continue;
        }
        await queueOne(db, run, decision, () => mail);
      } else {
        const checkOut = addIsoDays(stay.checkin, stay.nights);
        const reviewUrl = await getReviewUrl(db, { bookingNumber: stay.booking_number, market });
        await queueOne(
          db,
          run,
          decision,
          (unsubscribeUrl) =>
            renderReviewRequestMail({
              market,
              firstName: stay.first_name,
              hotelName: stay.hotel_label,
              checkIn: stay.checkin,
              checkOut,
              reviewUrl,
              unsubscribeUrl: unsubscribeUrl ?? '',
            }),
          secret,
        );
      }
    }
  }
}

// ---- Gifts --------------------------------------------------------------------------------------------------------

interface GiftRow {
  code: string;
  kind: 'BOX' | 'SINGLE_VOUCHER' | 'GIFT_CARD' | 'ACTIVITY';
  box_code: string | null;
  amount: number | null;
  nights: number;
  market: string;
  expires_on: string;
  issued_at: Date | null;
  used_at: Date | null;
  exchanged_for: string | null;
  package_id: number | null;
  /** The voucher a gift card was exchanged from (its order is the gift's). */
  source_code: string | null;
  order_status: string | null;
  email: string | null;
  first_name: string | null;
  details: unknown;
  product_ref: string | null;
  unit_cents: number | null;
  waiting: boolean;
}

/** The gifts issued by an order (or exchanged from one), with their buyer and what the order stored. */
function giftQuery(db: Db) {
  return db
    .selectFrom('gift_codes as g')
    .leftJoin('gift_codes as src', 'src.exchanged_for', 'g.code')
    .leftJoin('order_lines as l', (join) => join.on(sql<boolean>`l.gift_code = coalesce(src.code, g.code)`))
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select([
      'g.code',
      'g.kind',
      'g.box_code',
      'g.amount',
      'g.nights',
      'g.market',
      'g.expires_on',
      'g.issued_at',
      'g.used_at',
      'g.exchanged_for',
      'g.package_id',
      'src.code as source_code',
      'o.status as order_status',
      'o.email',
      'o.first_name',
      'o.details',
      'l.product_ref',
      'l.unit_cents',
      sql<boolean>`exists (select 1 from outbox_messages m where m.gift_code = g.code and m.kind = 'GIFT_RECIPIENT' and m.status = 'pending' and m.send_at > now())`.as(
        'waiting',
      ),
    ]);
}

/** An order that no longer stands (refunded, cancelled) takes its gift's e-mails with it. */
const isRefunded = (status: string | null) => status !== 'confirmed' && status !== 'paid';

/** What the gift gives, as its e-mails say it (an exchanged card is a card of its own value). */
async function describeRowGift(db: Db, row: GiftRow, market: MarketKey, gift: StoredGift): Promise<GiftDescription> {
  if (row.kind === 'GIFT_CARD' && row.source_code) return { kind: 'GIFT_CARD', amountCents: row.amount ?? 0 };
  const voucher = await makeGiftVoucher(db, {
    market,
    gift,
    line: { product_ref: row.product_ref, unit_cents: row.unit_cents ?? 0 },
    buyerFirstName: row.first_name ?? '',
    code: row.code,
    validUntil: row.expires_on,
  });
  return voucher.description;
}

async function runGiftReminders(db: Db, today: string, secret: string, run: LifecycleRun, options: LifecycleRunOptions): Promise<void> {
  if (options.only?.booking) return;
  const rows = (await giftQuery(db)
    .where('g.used_at', 'is', null)
    .where('g.exchanged_for', 'is', null)
    .where('g.issued_at', 'is not', null)
    .where('g.expires_on', '>=', today)
    .where('g.expires_on', '<=', addIsoDays(today, 60))
    .$if(Boolean(options.only?.gift), (query) => query.where('g.code', '=', options.only?.gift ?? ''))
    .orderBy('g.expires_on')
    .limit(5000)
    .execute()) as unknown as GiftRow[];
  const decided = await alreadyDecided(
    db,
    'gift',
    rows.map((row) => row.code),
  );
  const balances = await getGiftCardBalances(
    db,
    rows.filter((row) => row.kind === 'GIFT_CARD').map((row) => row.code),
  );
  for (const row of rows) {
    try {
      const expiresOn = String(row.expires_on).slice(0, 10);
      const gift = (row.details as { gift?: StoredGift } | null)?.gift;
      // A code no order issued (the demo vouchers, a test's) has no one to write to.
      if (!gift || !row.email || !row.issued_at) continue;
      const balanceCents = row.kind === 'GIFT_CARD' ? (balances.get(row.code) ?? 0) : null;
      const due = getDueGiftReminder(
        {
          expiresOn,
          issuedOn: isoDay(row.issued_at),
          used: row.used_at !== null || row.exchanged_for !== null,
          refunded: isRefunded(row.order_status),
          balanceCents,
          waiting: Boolean(row.waiting),
        },
        today,
      );
      if (!due || decided.has(`${row.code}|${due.kind}|${expiresOn}`)) continue;
      if (!isMarketKey(row.market)) throw new Error(`Gift ${row.code} has no known market`);
      const market = row.market;
      const holder = getGiftHolder(
        {
          isPhysical: Boolean(gift.isPhysical),
          ownUse: Boolean(gift.ownUse),
          recipientEmail: gift.recipientEmail ?? null,
          recipientName: gift.recipientName ?? null,
        },
        { email: row.email, firstName: row.first_name ?? '' },
      );
      const description = await describeRowGift(db, row, market, gift);
      const opensStays = row.kind === 'BOX' || row.kind === 'SINGLE_VOUCHER';
      const meter = opensStays
        ? await getGiftBookability(db, { kind: row.kind, boxCode: row.box_code, nights: row.nights, packageId: row.package_id }, today)
        : null;
      const options = await getGiftOptions(db, row.code, today);
      const extension = options?.extension.allowed
        ? {
            url: `${getPublicOrigin()}${buildPath(market, 'giftExtension')}?${new URLSearchParams({ code: row.code })}`,
            feeCents: options.extension.feeCents,
            months: EXTENSION_MONTHS,
            newValidUntil: options.extension.newExpiresOn,
          }
        : null;
      const useUrl =
        row.kind === 'ACTIVITY'
          ? `${getPublicOrigin()}${buildPath(market, 'giftActivity')}?${new URLSearchParams({ code: row.code })}`
          : getGiftRedeemUrl(market, row.code);
      await queueOne(
        db,
        run,
        { subjectType: 'gift', subjectId: row.code, kind: due.kind, occasion: expiresOn, recipient: holder.email, market, giftCode: row.code },
        (unsubscribeUrl) =>
          renderGiftExpiryMail({
            market,
            name: holder.name,
            code: row.code,
            validUntil: expiresOn,
            daysLeft: due.daysLeft,
            gift: description,
            balanceCents,
            meter,
            useUrl,
            extension,
            unsubscribeUrl: unsubscribeUrl ?? '',
          }),
        secret,
      );
    } catch (error) {
      run.failed += 1;
      log('ERROR', 'A gift could not be read for its reminder', { gift: row.code, ...describeError(error) });
    }
  }
}

/**
 * Tells the buyer that the e-gift `code` reached `recipient` on `sentOn`, once; nothing for a gift used, expired or
 * refunded meanwhile.
 */
async function queueGiftSent(db: Db, run: LifecycleRun, code: string, recipient: string, sentOn: string): Promise<void> {
  const row = (await giftQuery(db).where('g.code', '=', code).executeTakeFirst()) as unknown as GiftRow | undefined;
  const gift = (row?.details as { gift?: StoredGift } | null | undefined)?.gift;
  if (!row || !gift || !row.email) return;
  const expiresOn = String(row.expires_on).slice(0, 10);
  if (!isGiftLive({ expiresOn, used: row.used_at !== null || row.exchanged_for !== null, refunded: isRefunded(row.order_status), balanceCents: null }, sentOn))
    return;
  if (!isMarketKey(row.market)) throw new Error(`Gift ${row.code} has no known market`);
  const market = row.market;
  const description = await describeRowGift(db, row, market, gift);
  const firstName = row.first_name ?? '';
  await queueOne(db, run, { subjectType: 'gift', subjectId: code, kind: 'GIFT_SENT', recipient: row.email, market, giftCode: code }, () =>
    renderGiftSentMail({
      market,
      firstName,
      recipientName: gift.recipientName ?? '',
      recipientEmail: recipient,
      sentOn,
      validUntil: expiresOn,
      gift: description,
      giftsUrl: `${getPublicOrigin()}${buildPath(market, 'accountGifts')}`,
    }),
  );
}

/** The mail worker's hook: an e-gift that left on the day its buyer chose tells its buyer. */
export async function onMailSent(db: Db, sent: SentMail, today: string): Promise<void> {
  if (sent.kind !== 'GIFT_RECIPIENT' || !sent.giftCode || !wasGiftScheduled(sent.queuedAt, sent.sendAt)) return;
  const row = await db.selectFrom('outbox_messages').select('recipient').where('id', '=', sent.id).executeTakeFirst();
  if (!row) return;
  const run: LifecycleRun = { queued: 0, skipped: 0, failed: 0 };
  await queueGiftSent(db, run, sent.giftCode, row.recipient, today);
  if (run.queued > 0) wakeMailOutbox();
}

/** The job's catch-up of the hook: scheduled e-gifts sent in the last three days whose buyer was not told. */
async function runGiftSent(db: Db, run: LifecycleRun, options: LifecycleRunOptions): Promise<void> {
  if (options.only?.booking) return;
  const sent = await db
    .selectFrom('outbox_messages as m')
    .select(['m.gift_code', 'm.recipient', 'm.created_at', 'm.send_at', 'm.sent_at'])
    .where('m.kind', '=', 'GIFT_RECIPIENT')
    .where('m.status', '=', 'sent')
    .where('m.gift_code', 'is not', null)
    .where('m.sent_at', '>=', sql<Date>`now() - interval '3 days'`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('lifecycle_mails as lm')
            .select('lm.id')
            .where('lm.subject_type', '=', 'gift')
            .where('lm.kind', '=', 'GIFT_SENT')
            .whereRef('lm.subject_id', '=', 'm.gift_code'),
        ),
      ),
    )
    .$if(Boolean(options.only?.gift), (query) => query.where('m.gift_code', '=', options.only?.gift ?? ''))
    .orderBy('m.id')
    .limit(1000)
    .execute();
  for (const message of sent) {
    if (!message.gift_code || !message.sent_at || !wasGiftScheduled(new Date(message.created_at), new Date(message.send_at))) continue;
    try {
      await queueGiftSent(db, run, message.gift_code, message.recipient, isoDay(message.sent_at));
    } catch (error) {
      run.failed += 1;
      log('ERROR', 'A gift-sent e-mail could not be written', { gift: message.gift_code, ...describeError(error) });
    }
  }
}

/** Runs the job for `today`: every life-cycle e-mail due that day is queued once. Never throws for a bad row. */
export async function runLifecycleMails(db: Db, today: string, options: LifecycleRunOptions = {}): Promise<LifecycleRun> {
  const run: LifecycleRun = { queued: 0, skipped: 0, failed: 0 };
  const secret = await getUnsubscribeSecret(db);
  await runStayMails(db, today, secret, run, options);
  await runGiftReminders(db, today, secret, run, options);
  await runGiftSent(db, run, options);
  if (run.queued > 0) wakeMailOutbox();
  return run;
}

/** How often the job runs in each instance (ms): each e-mail is due on a day, and a run finds nothing twice. */
export const LIFECYCLE_INTERVAL_MS = 60 * 60_000;

let timer: ReturnType<typeof setInterval> | undefined;
let running = false;

/** Runs the job now and every hour on an unref'd timer, for the day `today()` says. */
export function startLifecycleMails(db: Db, today: () => string): void {
  stopLifecycleMails();
  const tick = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      const run = await runLifecycleMails(db, today());
      if (run.queued > 0 || run.failed > 0) log(run.failed > 0 ? 'WARN' : 'INFO', 'Life-cycle e-mails', { ...run });
    } catch (error) {
      log('ERROR', 'Life-cycle e-mails failed', describeError(error));
    } finally {
      running = false;
    }
  };
  void tick();
  timer = setInterval(() => void tick(), LIFECYCLE_INTERVAL_MS);
  timer.unref();
}

export function stopLifecycleMails(): void {
  if (timer) clearInterval(timer);
  timer = undefined;
}

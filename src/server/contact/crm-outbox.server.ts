/**
 * The outbox towards the CRM (spec §7 web-to-case, DESIGN: writes that matter are stored first): stored contact
 * requests are posted to the CRM as a form, retried with backoff while it is down, and marked delivered once it
 * accepts. Several instances can run it: a row is leased before it is sent.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { getRetryDelayMs } from '../../domain/retry-backoff';
import { MARKETS, isMarketKey } from '../../i18n/markets';
import type { ContactRequestsTable, Database } from '../db/schema';
import { describeError, log } from '../log';
import { purgeRateLimits } from '../rate-limit.server';
import { purgeCaptchaUses } from './captcha.server';

type ContactRow = Selectable<ContactRequestsTable>;

export interface OutboxOptions {
  crmUrl: string;
  organisationId: string;
  /** First retry delay; it doubles after each failure. */
  baseDelayMs: number;
  fetch?: typeof globalThis.fetch;
  /** Asked before each request: once it answers true, the requests not begun are released for the next worker. */
  stopping?: () => boolean;
}

/** A row is leased this long while it is being sent, so no other instance sends it at the same time. */
const LEASE_SECONDS = 60;
const BATCH_SIZE = 20;
const REQUEST_TIMEOUT_MS = 10_000;

/** The web-to-case form of spec §7: hidden fields, then what the visitor wrote. */
export function buildWebToCaseForm(row: ContactRow, organisationId: string): URLSearchParams {
  const country = isMarketKey(row.market) ? MARKETS[row.market].country : '';
  return new URLSearchParams({
    orgid: organisationId,
    status: 'New',
    type: row.request_type,
    subtype: row.request_subtype,
    origin: 'Web',
    country,
    retURL: row.return_url,
    contact_reason: row.reason,
    Booking_ID__c: row.booking_number ?? '',
    description: row.description,
    name: row.name,
    email: row.email,
    phone: row.phone_e164 ?? row.phone ?? '',
  });
}

async function postToCrm(row: ContactRow, options: OutboxOptions): Promise<string | undefined> {
  try {
    const response = await (options.fetch ?? fetch)(options.crmUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': row.id },
      body: buildWebToCaseForm(row, options.organisationId),
      // Web-to-case answers with a redirect to retURL: that is a success, not a page to follow.
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status < 400 ? undefined : `CRM answered ${response.status}`;
  } catch (error) {
    return String(describeError(error).error);
  }
}

/** Sends the requests that are due; returns how many were delivered and how many failed this time. */
export async function deliverPendingRequests(db: Kysely<Database>, options: OutboxOptions): Promise<{ delivered: number; failed: number }> {
  const due = await sql<ContactRow>`
    update contact_requests set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from contact_requests where delivery_status = 'pending' and next_attempt_at <= now()
      order by created_at limit ${BATCH_SIZE} for update skip locked)
    returning *`.execute(db);
  let delivered = 0;
  let failed = 0;
  for (const [index, row] of due.rows.entries()) {
    if (options.stopping?.()) {
      const left = due.rows.slice(index).map((rest) => rest.id);
      await db
        .updateTable('contact_requests')
        .set({ next_attempt_at: sql<Date>`now()` })
        .where('id', 'in', left)
        .execute();
      break;
    }
    const error = await postToCrm(row, options);
    if (!error) {
      await db
        .updateTable('contact_requests')
        .set({ delivery_status: 'delivered', delivered_at: new Date(), attempts: row.attempts + 1, last_error: null })
        .where('id', '=', row.id)
        .execute();
      log('INFO', 'Contact request delivered to the CRM', { id: row.id, attempts: row.attempts + 1 });
      delivered += 1;
      continue;
    }
    const attempts = row.attempts + 1;
    const delayMs = getRetryDelayMs(attempts, options.baseDelayMs);
    await db
      .updateTable('contact_requests')
      .set({ attempts, last_error: error.slice(0, 500), next_attempt_at: new Date(Date.now() + delayMs) })
      .where('id', '=', row.id)
      .execute();
    log('WARN', 'CRM unreachable, contact request kept for a retry', { id: row.id, attempts, retryInSeconds: Math.round(delayMs / 1000), error });
    failed += 1;
  }
  return { delivered, failed };
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;
let wake: (() => void) | undefined;

/**
 * Runs the outbox inside the server process every `intervalMs` (an unref'd timer: it never keeps a process
 * alive). Without a CRM URL it only says, once, how many requests are waiting.
 */
export function startCrmOutbox(db: Kysely<Database>, options: Omit<OutboxOptions, 'crmUrl'> & { crmUrl: string | undefined; intervalMs: number }): void {
  if (timer) return;
  const { crmUrl } = options;
  const work = async () => {
    try {
      if (crmUrl) await deliverPendingRequests(db, { ...options, crmUrl, stopping: () => timer === undefined });
      await Promise.all([purgeRateLimits(db), purgeCaptchaUses(db)]);
    } catch (error) {
      log('ERROR', 'Contact outbox failure', describeError(error));
    }
  };
  const tick = async () => {
    if (running) return;
    running = work();
    await running;
    running = undefined;
  };
  timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  wake = () => void tick();
  if (!crmUrl) {
    void db
      .selectFrom('contact_requests')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('delivery_status', '=', 'pending')
      .executeTakeFirst()
      .then((row) => log('WARN', 'No CRM configured (HALTE_CRM_URL): contact requests are stored and wait', { pending: Number(row?.count ?? 0) }))
      .catch(() => undefined);
  }
  void tick();
}

/** Asks the running outbox to send now (after a new request was stored); does nothing when none runs. */
export function wakeCrmOutbox(): void {
  wake?.();
}

/**
 * Stops the outbox and answers once the delivery under way, if any, has finished: a stopping server does not cut a
 * post to the CRM, and the requests of its batch not yet begun are given back at once.
 */
export async function stopCrmOutbox(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  wake = undefined;
  await running;
}

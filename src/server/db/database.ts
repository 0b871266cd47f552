import { differenceInCalendarDays, format } from 'date-fns';
import { sql } from 'kysely';
import { proveDemoAccounts, seedDemoAccounts } from '../account/demo-accounts.server';
import { dropFirstPagesOfOtherRequests, fillProductDocuments } from '../catalog/product-documents.server';
import { contactConfig } from '../contact/contact-config';
import { startCrmOutbox, stopCrmOutbox } from '../contact/crm-outbox.server';
import { log } from '../log';
import { getPaymentStartupProblem, startOrderSweep, stopOrderSweep } from '../payments/payments.server';
import { getStartupProblem } from '../mail/mail-config';
import { startMailOutbox, stopMailOutbox } from '../mail/mail-outbox.server';
import { onMailSent, startLifecycleMails, stopLifecycleMails } from '../lifecycle/lifecycle-mails.server';
import { listenForChanges, publishCatalogChange } from './changes';
import { openDatabase, type DatabaseHandle } from './client';
import { migrate } from './migrate';
import { FULL_CATALOG, multiplyCatalog, TEST_CATALOG, type CatalogSizes } from './seed/generate';
import { seedDemoBookings } from './seed/demo-bookings';
import { seedDemoCareAgent } from './seed/demo-care-agent';
import { seedGiftCodes } from './seed/gift-codes';
import { GENERATOR_VERSION, MAX_CATALOG_AGE_DAYS, seedCatalog } from './seed/seed';
import { TEXTS } from './seed/texts';

let opening: Promise<DatabaseHandle> | undefined;
let stopListening: (() => Promise<void>) | undefined;
/** Key of the advisory lock that lets one instance at a time migrate and generate the catalog (ADR 31). */
const PREPARE_LOCK_KEY = 0x4861_6c74;

/**
 * Catalog size: the full one, the small test one with HALTE_CATALOG_SIZE=test, or n times the stays with
 * HALTE_CATALOG_SIZE=<n>x, 2 to 100 (the bench's scaling measures, each in its own data directory).
 */
export function getCatalogSizes(): CatalogSizes {
  const size = process.env.HALTE_CATALOG_SIZE ?? '';
  const times = /^(\d{1,3})x$/.exec(size)?.[1];
  if (times && Number(times) >= 2 && Number(times) <= 100) return multiplyCatalog(Number(times));
  return size === 'test' ? TEST_CATALOG : FULL_CATALOG;
}

/** Today's date in the server's time zone as 'YYYY-MM-DD'. */
export function getToday(): string {
  return format(new Date(), 'yyyy-MM-dd');
}

/**
 * Migrates the schema and makes sure the catalog is there and fresh: generated when missing, when the
 * generator changed, or when older than MAX_CATALOG_AGE_DAYS (dates are relative to the generation day).
 */
export async function prepareDatabase(handle: DatabaseHandle, today = getToday(), sizes = getCatalogSizes()): Promise<DatabaseHandle> {
  const applied = await migrate(handle);
  if (applied.length > 0) log('INFO', 'Database migrated', { applied });
  const meta = await handle.db.selectFrom('catalog_meta').select(['version', 'generated_on']).executeTakeFirst();
  const isCurrent =
    meta !== undefined &&
    meta.version.startsWith(`g${GENERATOR_VERSION}-`) &&
    meta.version.endsWith(`-${sizes.hotels}`) &&
    differenceInCalendarDays(new Date(today), new Date(meta.generated_on)) <= MAX_CATALOG_AGE_DAYS;
  if (!isCurrent) {
    const started = Date.now();
    log('INFO', 'Generating the catalog', { reason: meta ? 'outdated' : 'empty database' });
    await seedCatalog(handle.db, TEXTS, today, sizes);
    log('INFO', 'Catalog ready', { seconds: Math.round((Date.now() - started) / 100) / 10 });
    // Instances already serving the old catalog on this database reload their index and clear their page cache.
    await publishCatalogChange(handle.db);
  }
  // The product documents of hotels marked stale before a stop, by a migration or by a deploy.
  await dropFirstPagesOfOtherRequests(handle.db);
  const filled = await fillProductDocuments(handle.db);
  if (filled.hotels > 0) log('INFO', 'Product documents built', filled);
  await seedDemoAccounts(handle.db);
  await seedDemoBookings(handle.db, today);
  await proveDemoAccounts(handle.db);
  await seedDemoCareAgent(handle.db);
  await seedGiftCodes(handle.db, today);
  return handle;
}

/** Makes every later getDatabase() answer with this handle (integration tests run routes on their own database). */
export function useDatabase(handle: DatabaseHandle): void {
  opening = Promise.resolve(handle);
}

/**
 * Closes the process-wide database. The serve layer calls it (the site entry hands it over as `site.close`) before
 * exiting, so PGlite shuts down cleanly and the next start needs no recovery.
 */
export async function closeDatabase(): Promise<void> {
  const current = opening;
  opening = undefined;
  stopOrderSweep();
  stopLifecycleMails();
  await Promise.all([stopMailOutbox(), stopCrmOutbox()]);
  const stop = stopListening;
  stopListening = undefined;
  await stop?.().catch(() => undefined);
  if (current) await (await current).close();
}

/**
 * Opens and prepares the database. On PostgreSQL the preparation (migrations, catalog generation: long
 * statements) runs on its own short-lived pool without statement timeouts, then the serving pool, whose
 * statements are bounded (POOL_LIMITS), takes over.
 */
async function openPreparedDatabase(url: string | undefined, dataDir: string): Promise<DatabaseHandle> {
  if (!url) return prepareDatabase(await openDatabase({ dataDir }));
  const setup = await openDatabase({ url, boundStatements: false });
  try {
    // Instances starting together (HALTE_WORKERS, several machines) prepare one after the other: the others
    // wait on this lock, then find the schema and catalog current and skip the work.
    await setup.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${PREPARE_LOCK_KEY})`.execute(connection);
      try {
        await prepareDatabase(setup);
      } finally {
        await sql`select pg_advisory_unlock(${PREPARE_LOCK_KEY})`.execute(connection).catch(() => undefined);
      }
    });
  } finally {
    await setup.close();
  }
  return openDatabase({ url });
}

/** The process-wide database: PostgreSQL when DATABASE_URL is set, else PGlite in HALTE_DATA_DIR (./.data/pglite). */
export function getDatabase(): Promise<DatabaseHandle> {
  const started = Date.now();
  // Settings the server must not run without (HALTE_PUBLIC_ORIGIN and MOLLIE_API_KEY in production): the first request, which
  // the serve layer makes before it says the site is up (src/serve/health.ts), fails, and the server exits.
  const problem = getStartupProblem(process.env) ?? getPaymentStartupProblem(process.env);
  if (problem) {
    log('ERROR', 'The server refuses to start', { problem });
    return Promise.reject(new Error(problem));
  }
  opening ??= openPreparedDatabase(process.env.DATABASE_URL || undefined, process.env.HALTE_DATA_DIR || '.data/pglite')
    .then((handle) => {
      log('INFO', 'Database opened', { kind: handle.kind, ms: Date.now() - started });
      return handle;
    })
    .then((handle) => {
      // The contact outbox forwards stored messages to the CRM from this process (an unref'd timer).
      const { crmUrl, crmOrganisationId, outboxIntervalMs } = contactConfig;
      startCrmOutbox(handle.db, { crmUrl, organisationId: crmOrganisationId, baseDelayMs: outboxIntervalMs, intervalMs: outboxIntervalMs });
      // Orders a killed process left paid or pending are finished now, then every minute (ADR 20).
      startOrderSweep(handle.db);
      // The mail outbox sends queued e-mails (SMTP_URL, else the development mailbox) from this process.
      // An e-gift that left on its day tells its buyer (ADR 56).
      startMailOutbox(handle.db, { baseDelayMs: outboxIntervalMs, intervalMs: outboxIntervalMs, afterSent: (sent) => onMailSent(handle.db, sent, getToday()) });
      // The e-mails of a stay's and a gift's life after the sale, due by the day (ADR 56).
      startLifecycleMails(handle.db, getToday);
      return handle;
    })
    .then(async (handle) => {
      // Catalog and content changes made through any instance on this database clear this one's caches (ADR 31).
      stopListening = await listenForChanges(handle);
      return handle;
    })
    .catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
  return opening;
}

/**
 * catalog and content changes travel between instances through LISTEN/NOTIFY on one channel.
 * A published change reaches every listening handle (another handle on PostgreSQL; the same process on PGlite),
 * clears the page and fragment caches, and a PostgreSQL listener whose connection was cut reconnects and hears later changes.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL, listenForChanges, publishChange } from '../../src/server/db/changes';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { fragmentCache, pageCache } from '../../src/server/page-cache';
import { TARGETS } from './harness';

/** Resolves with the first payload `handle` hears on the change channel that passes `accept`. */
async function nextMessage(handle: DatabaseHandle, accept: (payload: string) => boolean = () => true) {
  let resolveHeard: (payload: string) => void = () => undefined;
  const heard = new Promise<string>((resolve) => (resolveHeard = resolve));
  const stop = await handle.listen(CHANGES_CHANNEL, (payload) => {
    if (accept(payload)) resolveHeard(payload);
  });
  return {
    heard: Promise.race([heard, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('No notification within 2 s')), 2_000))]),
    stop: () => stop(),
  };
}

describe.each(TARGETS)('change notifications on $name', ({ url }) => {
  it('a published change reaches a listening handle within 2 s', async () => {
    const publisher = await openDatabase({ url, dataDir: 'memory://' });
    // On PGlite the one process is every instance: the same handle listens.
    const listener = url ? await openDatabase({ url }) : publisher;
    try {
      const { heard, stop } = await nextMessage(listener);
      await publishChange(publisher.db, 'catalog');
      expect(await heard).toBe('catalog');
      await stop();
    } finally {
      if (listener !== publisher) await listener.close();
      await publisher.close();
    }
  });

  it('an instance that hears a change clears its page and fragment caches', async () => {
    const handle = await openDatabase({ url, dataDir: 'memory://' });
    const stop = await listenForChanges(handle);
    try {
      pageCache.set('host\n/fr/\n', { status: 200, body: new TextEncoder().encode('<html></html>'), headers: [] }, pageCache.generation);
      fragmentCache.set('footer|fr', '<footer></footer>', fragmentCache.generation);
      expect(pageCache.size).toBe(1);
      await publishChange(handle.db, 'content');
      const started = Date.now();
      while (pageCache.size > 0 && Date.now() - started < 2_000) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(pageCache.size).toBe(0);
      expect(fragmentCache.size).toBe(0);
    } finally {
      await stop();
      await handle.close();
    }
  });

  it.skipIf(!url)('a listening connection that was cut reconnects and hears the next change', async () => {
    const handle = await openDatabase({ url });
    const admin = await openDatabase({ url });
    try {
      const reconnected = await nextMessage(handle, (payload) => payload === 'reconnected');
      const listeners = await sql<{
        pid: number;
      }>`select pid from pg_stat_activity where query = ${`LISTEN "${CHANGES_CHANNEL}"`} and pid <> pg_backend_pid()`.execute(admin.db);
      expect(listeners.rows.length).toBeGreaterThan(0);
      for (const { pid } of listeners.rows) await sql`select pg_terminate_backend(${pid})`.execute(admin.db);
      expect(await reconnected.heard).toBe('reconnected');
      const after = await nextMessage(handle, (payload) => payload === 'content');
      await publishChange(admin.db, 'content');
      expect(await after.heard).toBe('content');
      await Promise.all([reconnected.stop(), after.stop()]);
    } finally {
      await admin.close();
      await handle.close();
    }
  });
});

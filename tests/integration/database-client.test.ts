import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { TARGETS } from './harness';

describe.each(TARGETS)('database client on $name', ({ url }) => {
  it('keeps a query made outside a transaction out of it, even while the transaction holds the connection', async () => {
    const handle = await openDatabase({ url, dataDir: 'memory://' });
    const table = `client_test_${process.pid}_${Date.now()}`;
    try {
      await sql`create table ${sql.table(table)} (n int)`.execute(handle.db);
      const rolledBack = handle.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into ${sql.table(table)} values (1)`.execute(trx);
          await new Promise((resolve) => setTimeout(resolve, 150));
          throw new Error('roll back');
        })
        .catch((error: Error) => error.message);
      await new Promise((resolve) => setTimeout(resolve, 30));
      await Promise.all([rolledBack, sql`insert into ${sql.table(table)} values (2)`.execute(handle.db)]);
      expect(await rolledBack).toBe('roll back');
      const rows = await sql<{ n: number }>`select n from ${sql.table(table)} order by n`.execute(handle.db);
      expect(rows.rows).toEqual([{ n: 2 }]);
    } finally {
      await sql`drop table if exists ${sql.table(table)}`.execute(handle.db);
      await handle.close();
    }
  });

  it('runs a script of several statements in one transaction, all or nothing', async () => {
    const handle = await openDatabase({ url, dataDir: 'memory://' });
    const table = `script_test_${process.pid}_${Date.now()}`;
    try {
      await handle.runScript(`create table ${table} (n int); insert into ${table} values (1); insert into ${table} values (2);`);
      await expect(handle.runScript(`insert into ${table} values (3); select 1/0;`)).rejects.toThrow();
      const rows = await sql<{ n: number }>`select n from ${sql.table(table)} order by n`.execute(handle.db);
      expect(rows.rows).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      await sql`drop table if exists ${sql.table(table)}`.execute(handle.db);
      await handle.close();
    }
  });
});

import { ensureWorkerDatabase } from './worker-database';

if (process.env.DATABASE_URL) await ensureWorkerDatabase(process.env.DATABASE_URL);

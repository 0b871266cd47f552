import type { APIRoute } from 'astro';
import { readiness } from '../../../server/health';

/**
 * GET /api/health — readiness: 200 once the database is migrated, the catalog generated and a query answers;
 * 503 (JSON, Retry-After) while the database is out of reach or the process is shutting down. The server
 * (src/serve/health.ts) waits on it at start. Same answer as /api/health/ready.
 */
export const GET: APIRoute = () => readiness();

import type { APIRoute } from 'astro';
import { readiness } from '../../../server/health';

/** GET /api/health/ready — readiness for a load balancer: the database answers and the process is not draining. */
export const GET: APIRoute = () => readiness();

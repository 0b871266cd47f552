import type { APIRoute } from 'astro';
import { jsonResponse } from '../../../server/api/http';

/**
 * GET /api/health/live — liveness: the process answers HTTP. It never touches the database, so a database outage
 * does not make an orchestrator restart healthy processes (readiness is /api/health/ready).
 */
export const GET: APIRoute = () => jsonResponse({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } });

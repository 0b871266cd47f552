import { getNights } from '../../../../../server/api/date-change-route';

/** GET /api/account/trips/change/nights — the change page's nights (ADR 57). */
export const GET = getNights;

import { getCalendar } from '../../../../../server/api/date-change-route';

/** GET /api/account/trips/change/calendar — the change page's calendar (ADR 57). */
export const GET = getCalendar;

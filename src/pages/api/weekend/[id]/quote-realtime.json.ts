import { handleQuote } from '../../../../server/api/quote-route';

/** GET /api/weekend/{id}/quote-realtime.json — the live re-quote before checkout (spec §4). */
export const GET = handleQuote;

import { handleQuote } from '../../../../server/api/quote-route';

/** GET /api/weekend/{id}/quote.json — price and bookability of a stay (spec §7). */
export const GET = handleQuote;

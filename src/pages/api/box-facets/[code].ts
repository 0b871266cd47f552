import { handleGiftSearch } from '../../../server/api/gift-offers-route';

/** GET /api/box-facets/{code} — facet counts among the stays of a box (spec §7). */
export const GET = handleGiftSearch({ kind: 'box', codeParam: 'code' }, 'facets');

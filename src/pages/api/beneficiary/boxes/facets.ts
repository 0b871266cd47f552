import { handleGiftSearch } from '../../../../server/api/gift-offers-route';

/** GET /api/beneficiary/boxes/facets?code — facets of what a box holder can book (spec §7). */
export const GET = handleGiftSearch({ kind: 'box' }, 'facets');

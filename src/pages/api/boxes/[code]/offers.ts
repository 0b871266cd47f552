import { handleGiftSearch } from '../../../../server/api/gift-offers-route';

/** GET /api/boxes/{boxCode}/offers — stays of a box, 8 per page or all for the map (spec §7). */
export const GET = handleGiftSearch({ kind: 'box', codeParam: 'code' }, 'offers');

import { handleGiftSearch } from '../../../server/api/gift-offers-route';

/** GET /api/box-offers/{code}?checkin — stays of a box available on a check-in date (spec §7). */
export const GET = handleGiftSearch({ kind: 'box', codeParam: 'code' }, 'offers');

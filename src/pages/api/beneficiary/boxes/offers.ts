import { handleGiftSearch } from '../../../../server/api/gift-offers-route';

/** GET /api/beneficiary/boxes/offers?code&checkinDate&hotelId — what a box holder can book (spec §7). */
export const GET = handleGiftSearch({ kind: 'box' }, 'offers');

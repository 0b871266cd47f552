import { handleGiftSearch } from '../../../../server/api/gift-offers-route';

/** GET /api/beneficiary/single-vouchers/offers?checkinDate&hotelId — stays for a single-voucher holder (spec §7). */
export const GET = handleGiftSearch({ kind: 'singleVoucher' }, 'offers');

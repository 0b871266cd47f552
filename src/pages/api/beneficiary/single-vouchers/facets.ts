import { handleGiftSearch } from '../../../../server/api/gift-offers-route';

/** GET /api/beneficiary/single-vouchers/facets — facets for a single-voucher holder (spec §7). */
export const GET = handleGiftSearch({ kind: 'singleVoucher' }, 'facets');

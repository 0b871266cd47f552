/** The redeemed gift code of a beneficiary, kept in an HttpOnly cookie for the gift's stays page. */
export const GIFT_COOKIE = 'halte_gift';
/** A day: long enough to choose a stay, short enough for a shared computer. */
export const GIFT_COOKIE_MAX_AGE = 60 * 60 * 24;

/** Where the gift blocks show (spec §6 gift drawer, §9 gift-banner locales and the Italian single-voucher rule). */

/** Locales whose pages offer the gift drawer (outside care mode). */
export const GIFT_DRAWER_LOCALES: readonly string[] = ['es_ES', 'nl_BE', 'fr_BE', 'it_IT', 'nl_NL', 'fr_FR'];
/** Locales that show the gift banner. */
export const GIFT_BANNER_LOCALES: readonly string[] = ['fr_FR', 'fr_BE', 'nl_NL', 'nl_BE', 'it_IT'];
/** Locales where the single-voucher inline block is hidden (spec §9: Italian hides it). */
export const SINGLE_VOUCHER_BLOCK_HIDDEN_LOCALES: readonly string[] = ['it_IT'];

/** The gift drawer is enabled in its locales, never in care mode (spec §6). */
export function isGiftDrawerEnabled(locale: string, isCareMode: boolean): boolean {
  return !isCareMode && GIFT_DRAWER_LOCALES.includes(locale);
}

/** The gift banner shows in its locales; care mode hides the generic gift blocks (spec §6). */
export function isGiftBannerShown(locale: string, isCareMode: boolean): boolean {
  return !isCareMode && GIFT_BANNER_LOCALES.includes(locale);
}

/** The single-voucher inline block shows everywhere but Italy, and not in care mode (a generic gift block). */
export function isSingleVoucherBlockShown(locale: string, isCareMode: boolean): boolean {
  return !isCareMode && !SINGLE_VOUCHER_BLOCK_HIDDEN_LOCALES.includes(locale);
}

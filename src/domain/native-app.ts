/**
 * The native app (spec §2 product page: 'a native-app Back button'; ADR 0025). The app opens pages in a web view
 * whose user agent ends with `HalteApp/<version>`; such a page shows a Back button, which goes back in the web
 * view's history, or asks the app to close the page (its `halte-app://close` address) when there is none.
 */

/** What the app adds to its web view's user agent. */
export const NATIVE_APP_USER_AGENT = /\bHalteApp\/\d+(\.\d+)*\b/;
/** The address the app intercepts to close the web view. */
export const NATIVE_APP_CLOSE_URL = 'halte-app://close';

/** True when the page runs in the app's web view. */
export function isNativeApp(userAgent: string): boolean {
  return NATIVE_APP_USER_AGENT.test(userAgent);
}

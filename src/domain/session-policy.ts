/**
 * Customer sessions (OWASP ASVS 4.0 level 2, V3.3): a session ends after 30 minutes without a request (idle
 * timeout) and 12 hours after sign-in whatever happens (absolute timeout); then the customer signs in again.
 */
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/** The last-seen time is written at most this often, so browsing does not write on every page. */
export const SESSION_TOUCH_SECONDS = 60;
/** A password-reset link works once, within this many minutes. */
export const RESET_LINK_MINUTES = 30;

const MINUTE = 60_000;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export type SessionState = 'active' | 'idle' | 'expired';

/** Whether a session may still be used at `now`: 'idle' past the idle timeout, 'expired' past the absolute one. */
export function getSessionState({ createdAt, lastSeenAt }: SessionTimes, now: Date): SessionState {
  if (now.getTime() - createdAt.getTime() >= SESSION_ABSOLUTE_HOURS * 60 * MINUTE) return 'expired';
  if (now.getTime() - lastSeenAt.getTime() >= SESSION_IDLE_MINUTES * MINUTE) return 'idle';
  return 'active';
}

/** Whether the last-seen time is old enough to be written again. */
export function shouldTouchSession(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_SECONDS * 1000;
}

/** Seconds the session cookies live: the absolute timeout (the server enforces the idle one). */
export function getSessionCookieMaxAge(): number {
  return SESSION_ABSOLUTE_HOURS * 60 * 60;
}

/** When a reset link made at `createdAt` stops working. */
export function getResetLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RESET_LINK_MINUTES * MINUTE);
}

/** How long a link proving an e-mail address (sign-up verification, e-mail change) works: two days. */
export const EMAIL_LINK_HOURS = 48;

/** When a link proving an address, made at `createdAt`, stops working. */
export function getEmailLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + EMAIL_LINK_HOURS * 3_600_000);
}

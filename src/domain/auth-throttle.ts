/**
 * Rate limits of the customer account (OWASP ASVS 5.0 V6.3.1): failed sign-ins are counted per
 * account and address together (the email typed, whether or not an account has it, so a lock says nothing about
 * who is a customer), with delays that grow at each further failure, so an attacker elsewhere never locks a
 * customer out of their usual address; and per network address over all accounts (password spraying). Sign-ups
 * and reset requests are counted per address and per email. Past a limit the key is locked for a while and
 * every attempt gets the same neutral answer.
 */
export interface ThrottleRule {
  /** Attempts allowed in a window. */
  limit: number;
  windowMinutes: number;
  /** How long the key stays locked once the limit is passed. */
  lockMinutes: number;
  /**
   * Growing delays: each failure past the limit doubles the lock (lockMinutes, ×2, ×4 … up to this), and the
   * count only starts again after `windowMinutes` without any failure.
   */
  maxLockMinutes?: number;
}

export const THROTTLE_RULES = {
  /** Wrong passwords for one email from one address: 5, then 1, 2, 4 … 60 minutes between tries. */
  signInAccount: { limit: 5, windowMinutes: 60, lockMinutes: 1, maxLockMinutes: 60 },
  /** Wrong passwords for one account from a browser where it signed in before (its owner's): counted apart. */
  signInDevice: { limit: 10, windowMinutes: 60, lockMinutes: 1, maxLockMinutes: 60 },
  /** Wrong passwords from one address (several people may share it). */
  signInAddress: { limit: 30, windowMinutes: 15, lockMinutes: 15 },
  /** Accounts created from one address. */
  signUpAddress: { limit: 20, windowMinutes: 60, lockMinutes: 60 },
  /** Reset links asked for one email. */
  resetAccount: { limit: 3, windowMinutes: 60, lockMinutes: 60 },
  /** Reset links asked from one address. */
  resetAddress: { limit: 10, windowMinutes: 60, lockMinutes: 60 },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleKind = keyof typeof THROTTLE_RULES;

export interface ThrottleState {
  attempts: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
}

const MINUTE = 60_000;

/** Whether the key is locked at `now`. */
export function isThrottled(state: ThrottleState | undefined, now: Date): boolean {
  return state?.lockedUntil != null && state.lockedUntil.getTime() > now.getTime();
}

/**
 * The state after one more attempt at `now`: a new window when the old one is over, and a lock once the
 * attempts pass the rule's limit.
 */
export function countAttempt(state: ThrottleState | undefined, rule: ThrottleRule, now: Date): ThrottleState {
  const windowOver = !state || now.getTime() - state.windowStartedAt.getTime() >= rule.windowMinutes * MINUTE;
  const attempts = windowOver ? 1 : state.attempts + 1;
  // A growing rule measures its window from the last failure (a sliding window); the others from the first.
  const windowStartedAt = windowOver || rule.maxLockMinutes !== undefined ? now : state.windowStartedAt;
  const stillLocked = state && isThrottled(state, now) ? state.lockedUntil : null;
  const lockedUntil = isOverLimit(attempts, rule) ? new Date(now.getTime() + getLockMinutes(rule, attempts) * MINUTE) : stillLocked;
  return { attempts, windowStartedAt, lockedUntil };
}

/** How long the attempt number `attempts` (past the limit) locks the key. */
export function getLockMinutes(rule: ThrottleRule, attempts: number): number {
  if (rule.maxLockMinutes === undefined) return rule.lockMinutes;
  const over = Math.max(1, attempts - rule.limit);
  return Math.min(rule.maxLockMinutes, rule.lockMinutes * 2 ** Math.min(over - 1, 30));
}

/** Whether `attempts` pass the rule's limit: the attempt that brings the count over the limit is already refused. */
export function isOverLimit(attempts: number, rule: ThrottleRule): boolean {
  return attempts > rule.limit;
}

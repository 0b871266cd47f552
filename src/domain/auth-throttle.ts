/**
 * Rate limits of the customer account (OWASP ASVS 4.0 V2.2.1): failed sign-ins are counted per account (the
 * email typed, whether or not an account has it, so a lock says nothing about who is a customer) and per
 * network address; sign-ups and reset requests are counted per address and per email. Past a limit the
 * key is locked for a while and every attempt gets the same neutral answer.
 */
export interface ThrottleRule {
  /** Attempts allowed in a window. */
  limit: number;
  windowMinutes: number;
  /** How long the key stays locked once the limit is passed. */
  lockMinutes: number;
}

export const THROTTLE_RULES = {
  /** Wrong passwords for one email. */
  signInAccount: { limit: 5, windowMinutes: 15, lockMinutes: 15 },
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
  const windowStartedAt = windowOver ? now : state.windowStartedAt;
  const stillLocked = state && isThrottled(state, now) ? state.lockedUntil : null;
  const lockedUntil = attempts > rule.limit ? new Date(now.getTime() + rule.lockMinutes * MINUTE) : stillLocked;
  return { attempts, windowStartedAt, lockedUntil };
}

/** Whether `attempt` passes the limit: the attempt that brings the count over the limit is already refused. */
export function isOverLimit(state: ThrottleState, rule: ThrottleRule): boolean {
  return state.attempts > rule.limit;
}

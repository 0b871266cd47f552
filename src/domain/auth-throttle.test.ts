import { describe, expect, it } from 'vitest';
import { THROTTLE_RULES, countAttempt, getLockMinutes, isOverLimit, isThrottled, type ThrottleState } from './auth-throttle';

const start = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const rule = THROTTLE_RULES.signInAddress;
const pair = THROTTLE_RULES.signInAccount;

function attempts(count: number, minutesApart = 1): ThrottleState | undefined {
  let state: ThrottleState | undefined;
  for (let i = 0; i < count; i += 1) state = countAttempt(state, rule, at(i * minutesApart));
  return state;
}

describe('countAttempt', () => {
  it('allows 30 failures from one address in 15 minutes', () => {
    const state = attempts(30, 0.1);
    expect(state?.attempts).toBe(30);
    expect(isThrottled(state, at(3))).toBe(false);
  });

  it('locks the address for 15 minutes at the 31st', () => {
    const state = attempts(31, 0.1);
    expect(state && isOverLimit(state.attempts, rule)).toBe(true);
    expect(isOverLimit(rule.limit, rule)).toBe(false);
    expect(isThrottled(state, at(3))).toBe(true);
    expect(isThrottled(state, at(3 + 15 - 0.1))).toBe(true);
    expect(isThrottled(state, at(3 + 15))).toBe(false);
  });

  it('starts a new window once the old one is over', () => {
    const state = attempts(5, 4); // minutes 0, 4, 8, 12, 16: the fifth opens a new window
    expect(state?.attempts).toBe(1);
    expect(state?.windowStartedAt).toEqual(at(16));
  });

  it('grows the delay at each failure past the limit for an account from one address (1, 2, 4 … 60 minutes)', () => {
    expect([6, 7, 8, 9, 10, 11, 12, 20].map((n) => getLockMinutes(pair, n))).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    let state: ThrottleState | undefined;
    let minute = 0;
    const waits: number[] = [];
    for (let failure = 1; failure <= 9; failure += 1) {
      state = countAttempt(state, pair, at(minute));
      const wait = state.lockedUntil && isThrottled(state, at(minute)) ? (state.lockedUntil.getTime() - at(minute).getTime()) / 60_000 : 0;
      waits.push(wait);
      // The attacker tries again as soon as the lock ends.
      minute += Math.max(wait, 0.1);
    }
    expect(waits.map((w) => Math.round(w))).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8]);
  });

  it('forgets the failures of an account from one address after an hour without any', () => {
    const state = countAttempt({ attempts: 9, windowStartedAt: at(0), lockedUntil: at(8) }, pair, at(60));
    expect(state).toEqual({ attempts: 1, windowStartedAt: at(60), lockedUntil: null });
    // Within the hour, the count goes on from the last failure.
    expect(countAttempt({ attempts: 9, windowStartedAt: at(0), lockedUntil: at(8) }, pair, at(59)).attempts).toBe(10);
  });

  it('keeps a running lock when an attempt starts a new window', () => {
    const locked: ThrottleState = { attempts: 31, windowStartedAt: at(0), lockedUntil: at(30) };
    expect(countAttempt(locked, rule, at(20)).lockedUntil).toEqual(at(30));
  });

  it('allows more failures from a shared address than for one account', () => {
    expect(THROTTLE_RULES.signInAddress.limit).toBeGreaterThan(THROTTLE_RULES.signInAccount.limit);
  });
});

describe('isThrottled', () => {
  it('is false for a key never seen', () => {
    expect(isThrottled(undefined, start)).toBe(false);
  });
});

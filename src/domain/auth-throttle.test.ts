import { describe, expect, it } from 'vitest';
import { THROTTLE_RULES, countAttempt, isOverLimit, isThrottled, type ThrottleState } from './auth-throttle';

const start = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const rule = THROTTLE_RULES.signInAccount;

function attempts(count: number, minutesApart = 1): ThrottleState | undefined {
  let state: ThrottleState | undefined;
  for (let i = 0; i < count; i += 1) state = countAttempt(state, rule, at(i * minutesApart));
  return state;
}

describe('countAttempt', () => {
  it('allows 5 wrong passwords for an account in 15 minutes', () => {
    const state = attempts(5);
    expect(state?.attempts).toBe(5);
    expect(isThrottled(state, at(5))).toBe(false);
  });

  it('locks the account for 15 minutes at the sixth', () => {
    const state = attempts(6);
    expect(state && isOverLimit(state, rule)).toBe(true);
    expect(isThrottled(state, at(6))).toBe(true);
    expect(isThrottled(state, at(5 + 15 - 0.1))).toBe(true);
    expect(isThrottled(state, at(5 + 15))).toBe(false);
  });

  it('starts a new window once the old one is over', () => {
    const state = attempts(5, 4); // minutes 0, 4, 8, 12, 16: the fifth opens a new window
    expect(state?.attempts).toBe(1);
    expect(state?.windowStartedAt).toEqual(at(16));
  });

  it('keeps a running lock when an attempt starts a new window', () => {
    const locked: ThrottleState = { attempts: 6, windowStartedAt: at(0), lockedUntil: at(30) };
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

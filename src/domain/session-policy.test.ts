import { describe, expect, it } from 'vitest';
import {
  RESET_LINK_MINUTES,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  getResetLinkExpiry,
  getSessionCookieMaxAge,
  getSessionState,
  shouldTouchSession,
} from './session-policy';

const start = new Date('2026-11-22T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('getSessionState', () => {
  it('keeps a session used within the last 30 minutes', () => {
    expect(SESSION_IDLE_MINUTES).toBe(30);
    expect(getSessionState({ createdAt: start, lastSeenAt: at(10) }, at(39))).toBe('active');
  });

  it('ends a session after 30 minutes without a request', () => {
    expect(getSessionState({ createdAt: start, lastSeenAt: at(10) }, at(40))).toBe('idle');
  });

  it('ends a session 12 hours after sign-in even when it is used all the time', () => {
    expect(SESSION_ABSOLUTE_HOURS).toBe(12);
    expect(getSessionState({ createdAt: start, lastSeenAt: at(12 * 60 - 1) }, at(12 * 60 - 0.5))).toBe('active');
    expect(getSessionState({ createdAt: start, lastSeenAt: at(12 * 60 - 1) }, at(12 * 60))).toBe('expired');
  });
});

describe('shouldTouchSession', () => {
  it('writes the last-seen time at most once a minute', () => {
    expect(shouldTouchSession(start, at(0.5))).toBe(false);
    expect(shouldTouchSession(start, at(1))).toBe(true);
  });
});

describe('cookie and reset link lifetimes', () => {
  it('lets the cookies live as long as the absolute timeout', () => {
    expect(getSessionCookieMaxAge()).toBe(12 * 3600);
  });

  it('expires a reset link after 30 minutes', () => {
    expect(RESET_LINK_MINUTES).toBe(30);
    expect(getResetLinkExpiry(start)).toEqual(at(30));
  });
});

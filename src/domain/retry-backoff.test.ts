import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, getRetryDelayMs } from './retry-backoff';

describe('getRetryDelayMs', () => {
  it('doubles the wait after each failure, from the base', () => {
    expect([1, 2, 3, 4].map((attempts) => getRetryDelayMs(attempts, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(getRetryDelayMs(0, 1000)).toBe(1000);
  });

  it('never waits more than the ceiling', () => {
    expect(getRetryDelayMs(40, 30_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(getRetryDelayMs(5, 1000, 3000)).toBe(3000);
  });
});

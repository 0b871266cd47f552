import { describe, expect, it } from 'vitest';
import { hasRecentStorageFailure, isDatabaseUnavailable, isStorageFull, noteStorageFailure, STORAGE_FAILURE_MEMORY_MS } from './errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises lost, refused and stalled connections', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement due to statement timeout'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('ECONNRESET') }))).toBe(true);
  });

  it('leaves bugs and bad input alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('a full disk', () => {
  it('is a write refused for lack of space, answered 503 like an unreachable database', () => {
    const pgliteFull = withCode('53100', 'could not extend file "base/5/16385": No space left on device');
    for (const error of [pgliteFull, withCode('ENOSPC'), withCode('EDQUOT'), new Error('write failed', { cause: new Error('No space left on device') })]) {
      expect(isStorageFull(error)).toBe(true);
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    expect(isStorageFull(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isStorageFull(withCode('57P01'))).toBe(false);
  });

  it('is remembered for a while after the last failure', () => {
    const now = Date.now() + 10 * STORAGE_FAILURE_MEMORY_MS;
    expect(hasRecentStorageFailure(now)).toBe(false);
    noteStorageFailure(now);
    expect(hasRecentStorageFailure(now + 1000)).toBe(true);
    expect(hasRecentStorageFailure(now + STORAGE_FAILURE_MEMORY_MS)).toBe(false);
  });
});

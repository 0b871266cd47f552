import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LOCATION, LOG_MESSAGE_MAX, buildClientLog, getLoggableMessage } from './client-log';

describe('client error log', () => {
  it('files an error as level ERROR at application.client.error with the locale', () => {
    expect(buildClientLog(new TypeError('x is undefined'), 'nl_BE')).toEqual({
      level: 'ERROR',
      message: 'TypeError: x is undefined',
      location: CLIENT_ERROR_LOCATION,
      locale: 'nl_BE',
    });
    expect(buildClientLog('Error fetching facets: 503', 'fr_FR')?.message).toBe('Error fetching facets: 503');
  });

  it('cuts the message to 256 characters', () => {
    const log = buildClientLog(new Error('a'.repeat(1000)), 'fr_FR');
    expect(log?.message.length).toBe(LOG_MESSAGE_MAX);
    expect(LOG_MESSAGE_MAX).toBe(256);
  });

  it('leaves out cancelled requests, opaque cross-origin errors and empty messages', () => {
    expect(getLoggableMessage(new DOMException('The operation was aborted.', 'AbortError'))).toBeNull();
    expect(buildClientLog('Script error.', 'fr_FR')).toBeNull();
    expect(buildClientLog('   ', 'fr_FR')).toBeNull();
    expect(getLoggableMessage({ reason: 'quota' })).toBe('{"reason":"quota"}');
  });
});

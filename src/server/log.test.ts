import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './log';

describe('log', () => {
  afterEach(() => vi.restoreAllMocks());

  const capture = () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    return () => JSON.parse(String(write.mock.calls.at(-1)?.[0]));
  };

  it('writes one JSON line with time, level, message and details', () => {
    const last = capture();
    log('WARN', 'Something odd', { uri: '/fr/nope', count: 2 });
    const entry = last();
    expect(entry).toMatchObject({ level: 'WARN', message: 'Something odd', uri: '/fr/nope', count: 2 });
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
  });

  it('never writes tokens, links, passwords, cookies or e-mail addresses in clear', () => {
    const last = capture();
    log('INFO', 'Reset queued', {
      link: 'https://halte.test/fr/account/password/new?token=secret-token',
      token: 'secret-token',
      email: 'camille@example.com',
      request: { cookie: 'session=abc', email: 'x@example.com' },
    });
    const line = JSON.stringify(last());
    for (const secret of ['secret-token', 'camille@example.com', 'session=abc', 'x@example.com']) expect(line).not.toContain(secret);
    expect(last()).toMatchObject({ level: 'INFO', message: 'Reset queued', link: '[redacted]' });
  });
});

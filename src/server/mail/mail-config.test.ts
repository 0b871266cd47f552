import { describe, expect, it } from 'vitest';
import { getMailboxDir, getPublicOrigin, getStartupProblem, isMailboxPageEnabled, readPublicOrigin, readSmtpUrl } from './mail-config';

describe('mail settings', () => {
  it('refuses production without an https public origin, and anything goes elsewhere', () => {
    expect(getStartupProblem({ HALTE_ENV: 'production' })).toMatch(/HALTE_PUBLIC_ORIGIN must be set/);
    expect(getStartupProblem({ HALTE_ENV: 'production', HALTE_PUBLIC_ORIGIN: 'not a url' })).toMatch(/HALTE_PUBLIC_ORIGIN must be set/);
    expect(getStartupProblem({ HALTE_ENV: 'production', HALTE_PUBLIC_ORIGIN: 'http://www.halte.fr' })).toMatch(/https/);
    expect(getStartupProblem({ HALTE_ENV: 'production', HALTE_PUBLIC_ORIGIN: 'https://www.halte.fr' })).toBeUndefined();
    expect(getStartupProblem({})).toBeUndefined();
    expect(getStartupProblem({ SMTP_URL: 'mail.example.com:25' })).toMatch(/SMTP_URL must be/);
    expect(getStartupProblem({ SMTP_URL: 'smtps://user:pass@mail.example.com' })).toBeUndefined();
  });

  it('takes the public origin from the setting only, else the address the server listens on', () => {
    expect(readPublicOrigin({ HALTE_PUBLIC_ORIGIN: ' https://www.halte.fr/some/path ' })).toBe('https://www.halte.fr');
    expect(readPublicOrigin({ HALTE_PUBLIC_ORIGIN: 'javascript:alert(1)' })).toBeUndefined();
    expect(getPublicOrigin({ HALTE_PUBLIC_ORIGIN: 'https://www.halte.fr' })).toBe('https://www.halte.fr');
    expect(getPublicOrigin({ PORT: '4604' })).toBe('http://127.0.0.1:4604');
    expect(getPublicOrigin({ HOST: '0.0.0.0' })).toBe('http://127.0.0.1:4321');
    expect(getPublicOrigin({ HOST: 'localhost', PORT: '8080' })).toBe('http://localhost:8080');
  });

  it('uses SMTP only for an smtp URL, and keeps the mailbox next to the data folder', () => {
    expect(readSmtpUrl({ SMTP_URL: 'smtp://user:pass@127.0.0.1:1025' })).toBe('smtp://user:pass@127.0.0.1:1025');
    expect(readSmtpUrl({ SMTP_URL: 'http://example.com' })).toBeUndefined();
    expect(getMailboxDir({ HALTE_DATA_DIR: '.data/pglite' })).toMatch(/\/\.data\/mailbox$/);
    expect(getMailboxDir({ HALTE_MAILBOX_DIR: '/tmp/box' })).toBe('/tmp/box');
    expect(getMailboxDir({ HALTE_DATA_DIR: 'memory://' })).toContain('halte-mailbox-');
  });

  it('shows the development mailbox to this machine only, unless HALTE_DEV_MAILBOX=1, and never in production', () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.0.2']) expect(isMailboxPageEnabled(peer, {}), peer).toBe(true);
    for (const peer of ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.2', '2001:db8::1', '']) expect(isMailboxPageEnabled(peer, {}), peer).toBe(false);
    // A proxy on this machine passes everyone's requests: its address is not "local".
    expect(isMailboxPageEnabled('127.0.0.1', { HALTE_TRUSTED_PROXIES: '127.0.0.1' })).toBe(false);
    expect(isMailboxPageEnabled('203.0.113.7', { HALTE_DEV_MAILBOX: '1' })).toBe(true);
    expect(isMailboxPageEnabled('127.0.0.1', { HALTE_ENV: 'production' })).toBe(false);
    expect(isMailboxPageEnabled('127.0.0.1', { HALTE_ENV: 'production', HALTE_DEV_MAILBOX: '1' })).toBe(false);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUSY_CSP, getBusyPage } from './busy-page';

const NO_HOSTS = new Map<string, string>();

describe('the busy page (503 past the in-flight limit)', () => {
  it('speaks the language of the market its address names', () => {
    expect(getBusyPage('/es/buscar', 'localhost', NO_HOSTS).tag).toBe('es-ES');
    expect(getBusyPage('/it?x=1', 'localhost', NO_HOSTS).tag).toBe('it-IT');
    expect(getBusyPage('/be-nl/', 'localhost', NO_HOSTS).tag).toBe('nl-BE');
    expect(getBusyPage('/BE-FR/', 'localhost', NO_HOSTS).tag).toBe('fr-BE');
    expect(getBusyPage('/be/', 'localhost', NO_HOSTS).tag).toBe('fr-BE');
    expect(getBusyPage('/nl/', 'localhost', NO_HOSTS).body.toString()).toContain('<html lang="nl-NL">');
  });

  it('else the market of its host (HALTE_HOST_MARKETS, any port), else French', () => {
    const hosts = new Map([
      ['www.halte.es', 'es'],
      ['www.halte.be', 'be'],
    ]);
    expect(getBusyPage('/', 'WWW.HALTE.ES:443', hosts).tag).toBe('es-ES');
    expect(getBusyPage('/', 'www.halte.be', hosts).tag).toBe('fr-BE');
    expect(getBusyPage('/', 'www.halte.it', hosts).tag).toBe('fr-FR');
    expect(getBusyPage('/de/', 'localhost', NO_HOSTS).tag).toBe('fr-FR');
    expect(getBusyPage('/constructor/', 'localhost', NO_HOSTS).tag).toBe('fr-FR');
  });

  it('is one inline page whose style the CSP allows by its hash, and nothing else', () => {
    const html = getBusyPage('/fr/', 'localhost', NO_HOSTS).body.toString();
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(BUSY_CSP).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(BUSY_CSP).toMatch(/^default-src 'none';/);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain('<title>Le site est très sollicité – Halte</title>');
  });
});

import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '../../src/pages/api/error';

const call = (query: string) => GET({ url: new URL(`http://halte.test/api/error${query}`) } as APIContext);

describe('GET /api/error', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the missing address and answers 204', async () => {
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await call('?uri=http%3A%2F%2Fhalte.test%2Ffr%2Fnope&locale=fr_FR');
    expect(response.status).toBe(204);
    const logged = JSON.parse(String(write.mock.calls[0]?.[0]));
    expect(logged).toMatchObject({ level: 'WARN', uri: 'http://halte.test/fr/nope', locale: 'fr_FR' });
  });

  it('answers 400 with a readable message for bad input', async () => {
    for (const query of ['', '?uri=x', '?uri=x&locale=de_DE', `?uri=${'x'.repeat(3000)}&locale=fr_FR`]) {
      const response = await call(query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error).toMatch(/uri/);
    }
  });
});

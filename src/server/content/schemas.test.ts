import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeContentError, LOCALE_COLLECTIONS, Minisite } from './schemas';
import { addQuery, resolveContentLink } from './links';

const CONTENT = join(import.meta.dirname, '../../../content');
const LOCALES = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL', 'fr_BE', 'nl_BE'];
const read = (path: string) => JSON.parse(readFileSync(join(CONTENT, path), 'utf8')) as unknown;

describe('content files', () => {
  for (const [collection, schema] of Object.entries(LOCALE_COLLECTIONS)) {
    it(`${collection} has a valid file for each of the six locales`, () => {
      for (const locale of LOCALES) {
        const parsed = schema.safeParse(read(`${collection}/${locale}.json`));
        expect(parsed.success ? '' : describeContentError(`${collection}/${locale}.json`, parsed.error), `${collection}/${locale}`).toBe('');
      }
    });
  }

  it('has the six partner minisites of spec §2 in their locales', () => {
    const minisites = readdirSync(join(CONTENT, 'minisites')).map((file) => Minisite.parse(read(`minisites/${file}`)));
    expect(minisites.map((m) => m.id).sort((a, b) => a - b)).toEqual([14, 30, 97, 244, 250, 360]);
    expect(new Set(minisites.map((m) => m.minisiteLocale))).toEqual(new Set(['fr_FR', 'fr_BE', 'nl_BE']));
  });
});

describe('describeContentError', () => {
  it('names the file and each wrong field', () => {
    const parsed = LOCALE_COLLECTIONS.giftBlock.safeParse({ ...(read('giftBlock/fr_FR.json') as object), imageS: 'https://example.com/a.png', title: '' });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const message = describeContentError('content/giftBlock/fr_FR.json', parsed.error);
    expect(message).toContain('content/giftBlock/fr_FR.json');
    expect(message).toContain('imageS: expected a local image path');
    expect(message).toContain('title:');
  });

  it('refuses a link with neither route nor href', () => {
    const parsed = LOCALE_COLLECTIONS.giftBlock.safeParse({ ...(read('giftBlock/fr_FR.json') as object), boxURL: { label: 'Boxes' } });
    expect(parsed.success ? '' : describeContentError('f.json', parsed.error)).toContain('boxURL.route: give either route or href');
  });
});

describe('content links', () => {
  it('builds internal links through the route table with query and hash', () => {
    expect(resolveContentLink({ label: 'x', route: 'search', query: { flow: 'gifting' }, hash: 'theme=26', newTab: false }, 'es').href).toBe(
      '/es/busqueda?flow=gifting#theme=26',
    );
    expect(resolveContentLink({ label: 'x', href: 'https://aide.halte.fr/', newTab: true }, 'fr')).toMatchObject({ isExternal: true, newTab: true });
  });

  it('adds a query before the hash, keeping the existing one', () => {
    expect(addQuery('/fr/sejour/1?flow=gifting#giftNights=1', { minisite: 360 })).toBe('/fr/sejour/1?flow=gifting&minisite=360#giftNights=1');
    expect(addQuery('/fr/sejour/1#a=2', { minisite: 30 })).toBe('/fr/sejour/1?minisite=30#a=2');
  });
});

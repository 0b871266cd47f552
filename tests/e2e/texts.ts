import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [key: string]: string | Tree };

/** A translated text as the locale files hold it, so tests assert what a visitor reads. */
export function text(language: string, namespace: string, key: string): string {
  const tree = JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, `${namespace}.json`), 'utf8')) as Tree;
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value;
}

export const MARKET_CASES = [
  { market: 'fr', language: 'fr', tag: 'fr-FR', locale: 'fr_FR' },
  { market: 'es', language: 'es', tag: 'es-ES', locale: 'es_ES' },
  { market: 'it', language: 'it', tag: 'it-IT', locale: 'it_IT' },
  { market: 'nl', language: 'nl', tag: 'nl-NL', locale: 'nl_NL' },
  { market: 'be-fr', language: 'fr', tag: 'fr-BE', locale: 'fr_BE' },
  { market: 'be-nl', language: 'nl', tag: 'nl-BE', locale: 'nl_BE' },
] as const;

/** The home's heading and title as marketing wrote them in content/homepage/<locale>.json (booking content). */
export function homeText(locale: string): { heading: string; title: string } {
  const home = JSON.parse(readFileSync(join(import.meta.dirname, '../../content/homepage', `${locale}.json`), 'utf8')) as {
    seo: { title: string };
    content: { booking: { jumbotron: { title: string } } };
  };
  return { heading: home.content.booking.jumbotron.title, title: home.seo.title };
}

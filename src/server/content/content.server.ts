/**
 * Reads the editorial content of content/ (built into Astro content collections, ADR 10). With HALTE_TEST_ROUTES=1
 * a browser may ask, with the halte_content_fixture cookie, for a fixture folder of tests/fixtures/content/ to
 * be read instead at each request, so a browser test sees what an edited content file changes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AstroCookies } from 'astro';
import { getCollection, getEntry } from 'astro:content';
import type { Locale } from '../../i18n/markets';
import { config } from '../config';
import { describeError, log } from '../log';
import { describeContentError, LOCALE_COLLECTIONS, Minisite, type LocaleCollection, type LocaleContent } from './schemas';

export const CONTENT_FIXTURE_COOKIE = 'halte_content_fixture';
const FIXTURES_DIR = join(process.cwd(), 'tests', 'fixtures', 'content');

/** The fixture folder a test browser asked for, only when test routes are on. */
export function getContentFixture(cookies: AstroCookies | undefined): string | undefined {
  if (!config.testRoutes) return undefined;
  const name = cookies?.get(CONTENT_FIXTURE_COOKIE)?.value;
  return name && /^[\w-]{1,40}$/.test(name) ? name : undefined;
}

/** A fixture file parsed with the collection's schema; undefined when the fixture has no such file. */
async function readFixture<T>(
  fixture: string,
  file: string,
  parse: (data: unknown) => { success: true; data: T } | { success: false; error: import('astro/zod').z.ZodError },
): Promise<T | undefined> {
  const path = join(FIXTURES_DIR, fixture, file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = parse(JSON.parse(text));
  if (!parsed.success) throw new Error(describeContentError(path, parsed.error));
  return parsed.data;
}

/** One locale's entry of a collection (content/<collection>/<locale>.json), or null when missing or unreadable. */
export async function getLocaleContent<C extends LocaleCollection>(collection: C, locale: Locale, fixture?: string): Promise<LocaleContent<C> | null> {
  try {
    if (fixture) {
      const schema = LOCALE_COLLECTIONS[collection];
      const fromFixture = await readFixture(fixture, `${collection}/${locale}.json`, (data) => schema.safeParse(data) as never);
      if (fromFixture !== undefined) return fromFixture as LocaleContent<C>;
    }
    const entry = await getEntry(collection, locale);
    return entry ? (entry.data as LocaleContent<C>) : null;
  } catch (error) {
    // Spec §8: a CMS failure renders nothing; it is logged for marketing to fix.
    log('ERROR', 'Content could not be read', { ...describeError(error), collection, locale });
    return null;
  }
}

/** Every minisite (content/minisites/<id>.json). */
export async function getMinisites(fixture?: string): Promise<Minisite[]> {
  const entries = await getCollection('minisites');
  const minisites = entries.map((entry) => entry.data as Minisite);
  if (!fixture) return minisites;
  const extra = await readFixture(fixture, 'minisites/fixture.json', (data) => Minisite.safeParse(data) as never);
  return extra ? [...minisites.filter((m) => m.id !== (extra as Minisite).id), extra as Minisite] : minisites;
}

/**
 * memory must level off under load, so every in-process cache has a size bound. This test reads
 * the source: each createCache() has a `max` within budget, and no module keeps a Map or Set that starts empty
 * (a cache or per-visitor map that grows with traffic) unless it is listed here with why its keys are few.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
/** Largest number of entries one cache may hold (the package records, ~70 KB each, are the biggest). */
const MAX_ENTRIES = 1000;
/** Module-level maps whose keys are a small fixed set. */
const FIXED_KEYS: Record<string, string> = {
  'src/domain/money.ts': 'one number format per market locale and whole/decimal',
  'src/i18n/i18n.ts': 'one i18next instance per language; flattened message sets per language and call site (prefix lists are constants in the code)',
  'src/domain/date-format.ts': 'one date format per market tag and shape (the shapes are constants in the code)',
  'src/features/gifting/customisation/use-shipping-cost.ts': 'runs in the browser, one entry per country',
  'src/stores/client-log.ts': 'runs in the browser, at most MAX_LOGS_PER_PAGE messages per page',
  'src/server/mail/templates/format.ts': 'one date format per market locale',
  'src/i18n/client.ts': 'one plural rule set per language',
  'src/features/calendar/calendar-format.ts': 'one set of calendar formatters per language and first weekday (a constant)',
};
/** Caches allowed more entries, each small: why. */
const LARGER_CACHES: Record<string, { max: number; why: string }> = {
  'src/server/catalog/stay-price.server.ts': { max: 2000, why: "one hotel's night rates (a few KB) per hotel of the full catalog (1,200 hotels)" },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(join(ROOT, 'src')).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('in-process caches are bounded', () => {
  it(`gives every createCache a max of at most ${MAX_ENTRIES}`, () => {
    const caches: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(/createCache(?:<[^>]*>)?\(\s*(\{[^}]*\}|[A-Z_]+)\s*\)/g)) {
        const argument = match[1] ?? '';
        const literal = argument.startsWith('{') ? argument : new RegExp(`const ${argument} = (\\{[^}]*\\})`).exec(text)?.[1] ?? '';
        const max = Number(/max:\s*([\d_]+)/.exec(literal)?.[1]?.replaceAll('_', ''));
        caches.push(path);
        expect(max, `${path}: ${match[0]}`).toBeGreaterThan(0);
        expect(max, `${path}: ${match[0]}`).toBeLessThanOrEqual(LARGER_CACHES[path]?.max ?? MAX_ENTRIES);
      }
    }
    expect(caches.length).toBeGreaterThan(3);
  });

  it('keeps no module-level Map or Set that grows with traffic', () => {
    const growing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/^(?:export )?(?:const|let) (\w+)(?:: [^=]+)? = new (Map|Set)(?:<[^>]*>)?\(\s*\)/gm)].map((match) => `${path}: ${match[1]}`),
    );
    expect(growing.filter((entry) => !(entry.split(':')[0]! in FIXED_KEYS))).toEqual([]);
  });
});

/**
 * memory must level off under load, so every in-process cache has a size bound. This test reads
 * the source: each LRUCache has a `max` within budget (or a `maxSize` in bytes), and no module keeps a Map or Set that starts empty
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
  'src/i18n/island-messages.ts': "one island's messages per language",
  'src/i18n/message-modules.ts': 'the browser module it writes keeps one loaded set per set name and language',
  'src/stores/island-data.ts': 'runs in the browser, one value per island of the page (the server keeps its values in a WeakMap)',
  'src/domain/date-format.ts': 'one date format per market tag and shape (the shapes are constants in the code)',
  'src/features/gifting/customisation/use-shipping-cost.ts': 'runs in the browser, one entry per country',
  'src/stores/client-log.ts': 'runs in the browser, at most MAX_LOGS_PER_PAGE messages per page',
  'src/server/mail/templates/format.ts': 'one date format per market locale',
  'src/i18n/client.ts': 'one plural rule set per language',
  'src/domain/quote.ts': 'one refund rate text per market locale',
  'src/server/payments/mollie.server.ts': 'one Mollie client per API key and endpoint: one in production, a few stand-ins in tests',
  'src/features/calendar/calendar-format.ts': 'one set of calendar formatters per language and first weekday (a constant)',
  'src/features/navigation/navigation.server.ts': 'one resolved navigation per market',
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

/** The options object of the constructor call that starts at `from`: from its first `{` to the brace that closes it. */
function readOptions(text: string, from: number): string {
  const start = text.indexOf('{', text.indexOf('(', from));
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1;
    else if (text[at] === '}' && --depth === 0) return text.slice(start, at + 1);
  }
  return '';
}

const files = sourceFiles(join(ROOT, 'src')).map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('in-process caches are bounded', () => {
  it(`gives every LRUCache a max of at most ${MAX_ENTRIES}, or a bound in bytes`, () => {
    const caches: string[] = [];
    for (const { path, text } of files) {
      for (const match of text.matchAll(/new LRUCache\b/g)) {
        const options = readOptions(text, match.index);
        const max = Number(/\bmax:\s*([\d_]+)/.exec(options)?.[1]?.replaceAll('_', ''));
        caches.push(path);
        if (Number.isNaN(max)) {
          expect(options, `${path}: a max or a maxSize`).toMatch(/\bmax(Size)?:/);
          continue;
        }
        expect(max, `${path}: ${options}`).toBeGreaterThan(0);
        expect(max, `${path}: ${options}`).toBeLessThanOrEqual(LARGER_CACHES[path]?.max ?? MAX_ENTRIES);
      }
    }
    expect(caches.length).toBeGreaterThan(3);
  });

  it('keeps no module-level Map or Set that grows with traffic', () => {
    const growing = files.flatMap(({ path, text }) =>
      [...text.matchAll(/^(?:export )?(?:const|let) (\w+)(?:: [^=]+)? = new (Map|Set)(?:<(?:[^<>]|<[^<>]*>)*>)?\(\s*\)/gm)].map(
        (match) => `${path}: ${match[1]}`,
      ),
    );
    expect(growing.filter((entry) => !(entry.split(':')[0]! in FIXED_KEYS))).toEqual([]);
  });
});

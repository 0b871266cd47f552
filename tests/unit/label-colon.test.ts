import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A colon after a translated label belongs to the translation: French puts a non-breaking space before it, other
 * languages do not. A template writing `{t('…')}:` gives French the wrong typography.
 */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(astro|tsx)$/.test(name) ? [path] : [];
  });
}

describe('colons after translated labels', () => {
  it('no template writes a colon of its own after a translated text', () => {
    const offenders = sources('src').flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path}:${index + 1}` }))
        .filter(({ line }) => /\bt\(['"][^'"]+['"](,[^)]*)?\)\}\s?:/.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});

describe('percentages in the translations', () => {
  it('never break between a figure and its % sign (a badge would wrap on a phone)', () => {
    const offenders = readdirSync('locales').flatMap((language) =>
      readdirSync(join('locales', language))
        .filter((file) => file.endsWith('.json'))
        .filter((file) => / %/.test(readFileSync(join('locales', language, file), 'utf8')))
        .map((file) => `${language}/${file}`),
    );
    expect(offenders).toEqual([]);
  });
});

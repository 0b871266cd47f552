/**
 * The history lives in git: no issue numbers in code, comments, test titles, the README or the docs, so a reader
 * never needs a tracker to understand a line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'tests', 'scripts', 'docs', 'README.md', 'astro.config.mjs', 'playwright.config.ts', 'vitest.config.ts'];
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;

function* files(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    if (/\.(ts|tsx|astro|mjs|js|scss|sql|md|json)$/.test(path)) yield path;
    return;
  }
  for (const name of readdirSync(path)) if (name !== 'node_modules') yield* files(join(path, name));
}

describe('no history in code', () => {
  it('names no issue number anywhere in the sources, tests, scripts, README or docs', () => {
    const found: string[] = [];
    for (const root of ROOTS) {
      for (const file of files(root)) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (ISSUE_NUMBER.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 80)}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});

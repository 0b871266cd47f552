/**
 * The rewrites of dependencies' code (scripts/astro-runtime-patches.mjs): each applies to the installed file and leaves
 * its marker, its package is pinned to the exact version installed, and its decision is written down. PGlite's, applied
 * as the server loads it, reads every text as the package's own reader does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PATCHES, SERVE_PATCHES, applyRuntimePatch, getPatchedPath } from '../../scripts/astro-runtime-patches.mjs';

const ROOT = join(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

describe.each([...RUNTIME_PATCHES, ...SERVE_PATCHES])('runtime patch $name', (patch) => {
  it('finds its text once in the installed file and leaves its marker', () => {
    const code = readFileSync(join(ROOT, getPatchedPath(patch)), 'utf8');
    expect(code).not.toContain(patch.marker);
    const patched = applyRuntimePatch(patch, code);
    expect(patched).toContain(patch.marker);
  });

  it('pins its package to the exact version installed and locked', () => {
    const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', patch.pkg, 'package.json'), 'utf8')).version;
    expect(packageJson.dependencies[patch.pkg]).toBe(installed);
    expect(lock.packages[`node_modules/${patch.pkg}`].version).toBe(installed);
    expect(lock.packages[''].dependencies[patch.pkg]).toBe(installed);
  });

  it('has its decision record', () => {
    expect(existsSync(join(ROOT, 'docs/adr', patch.adr))).toBe(true);
  });
});

describe('applyRuntimePatch', () => {
  it('refuses a file that no longer holds the text it rewrites', () => {
    const [patch] = RUNTIME_PATCHES;
    expect(() => applyRuntimePatch(patch!, 'export {};')).toThrow(/found 0 times/);
  });
});

/** A program that reads texts back from a throw-away PGlite, with SERVE_PATCHES registered or not, and prints them. */
const READ_TEXTS = `
const patched = process.argv[1] === 'patched';
if (patched) (await import('./scripts/astro-runtime-patches.mjs')).registerServePatches();
// What PGlite's reader module is once loaded: whether it holds the patch's marker.
let marked = null;
(await import('node:module')).registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (url.endsWith('/@electric-sql/pglite/dist/chunk-Y6PULSM7.js')) marked = String(loaded.source).includes('__halteTextInPlace');
    return loaded;
  },
});
const { PGlite } = await import('@electric-sql/pglite');
const db = await PGlite.create();
const { rows } = await db.query(
  "select t, to_jsonb(t) as j, array[t, t || '!'] as a from (values ($1), ($2), ($3), ($4), (null)) as v(t)",
  ['', 'Séjour à Paris – 2 nuits', 'Ciao 😀 città', 'x'.repeat(70000) + 'é'],
);
console.log(JSON.stringify({ rows, marked }));
await db.close();
`;

describe('PGlite read with its text patch', () => {
  it('gives back every text, JSON and array as the package’s own reader does', () => {
    const read = (mode: string) =>
      JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', READ_TEXTS, mode], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 << 20 }));
    const own = read('own');
    const patched = read('patched');
    expect([own.marked, patched.marked]).toEqual([false, true]);
    expect(patched.rows).toEqual(own.rows);
    expect(patched.rows.map((row: { t: string | null }) => row.t)).toEqual(['', 'Séjour à Paris – 2 nuits', 'Ciao 😀 città', 'x'.repeat(70000) + 'é', null]);
  }, 60_000);
});

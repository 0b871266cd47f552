/**
 * The rewrites of Astro's code (scripts/astro-runtime-patches.mjs): each applies to the installed file and leaves its
 * marker, its package is pinned to the exact version installed, and its decision is written down.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PATCHES, applyRuntimePatch, getPatchedPath } from '../../scripts/astro-runtime-patches.mjs';

const ROOT = join(import.meta.dirname, '../..');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

describe.each(RUNTIME_PATCHES)('runtime patch $name', (patch) => {
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

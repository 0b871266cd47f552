import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);

describe('woffToSfnt', () => {
  it('unwraps a WOFF font into the TrueType font it holds, with the same glyphs and metrics', () => {
    const woff = readFileSync(require.resolve('@fontsource/lora/files/lora-latin-400-italic.woff'));
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const [before, after] = [fontkit.create(woff), fontkit.create(sfnt)];
    expect(after.numGlyphs).toBe(before.numGlyphs);
    expect(after.characterSet).toEqual(before.characterSet);
    expect(after.unitsPerEm).toBe(before.unitsPerEm);
    expect(after.layout('Évasion à Nîmes').advanceWidth).toBe(before.layout('Évasion à Nîmes').advanceWidth);
  });

  it('leaves a font that is not WOFF as it is', () => {
    const plain = Buffer.from([0, 1, 0, 0, 0, 0]);
    expect(woffToSfnt(plain).equals(plain)).toBe(true);
  });
});

import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType font it wraps (tables inflated with node:zlib). fontkit reads WOFF
 * itself, but with a JavaScript inflate, again for every PDF: converted once, a voucher renders about five times
 * faster. Anything that is not WOFF is returned as it is.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const source = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.toString('latin1', 0, 4) !== 'wOFF') return source;
  const flavor = source.readUInt32BE(4);
  const numTables = source.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const at = 44 + index * 20;
    const offset = source.readUInt32BE(at + 4);
    const compressedLength = source.readUInt32BE(at + 8);
    const length = source.readUInt32BE(at + 12);
    const raw = source.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(raw) : raw;
    if (data.length !== length) throw new RangeError('woffToSfnt: a table does not have its stated length');
    return { tag: source.readUInt32BE(at), checksum: source.readUInt32BE(at + 16), data };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const padded = (length: number) => (length + 3) & ~3;
  let offset = 12 + numTables * 16;
  const out = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), offset));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

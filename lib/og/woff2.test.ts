import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indicScripts, scriptInfo } from './fonts';
import { woff2ToTtf } from './woff2';

const woff2 = (pkg: string, subset: string) =>
  fs.readFileSync(path.join('node_modules/@fontsource-variable', pkg, 'files', `${pkg}-${subset}-wght-normal.woff2`));

function sum(buf: Buffer, start: number, length: number): number {
  let s = 0;
  for (let i = 0; i < length; i += 4) {
    const word = Buffer.alloc(4);
    buf.copy(word, 0, start + i, start + Math.min(i + 4, length));
    s = (s + word.readUInt32BE(0)) >>> 0;
  }
  return s;
}

/** Checks the sfnt structure and returns its tables, the way a font parser would read them. */
function readSfnt(bytes: Uint8Array) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const numTables = buf.readUInt16BE(4);
  const tables = new Map<string, { offset: number; length: number }>();
  let previous = '';
  for (let i = 0; i < numTables; i++) {
    const at = 12 + 16 * i;
    const tag = buf.toString('latin1', at, at + 4);
    const offset = buf.readUInt32BE(at + 8);
    const length = buf.readUInt32BE(at + 12);
    expect(tag > previous, `${tag} sorted`).toBe(true);
    expect(offset % 4, `${tag} aligned`).toBe(0);
    expect(offset + length).toBeLessThanOrEqual(buf.length);
    if (tag !== 'head') expect(sum(buf, offset, length), `${tag} checksum`).toBe(buf.readUInt32BE(at + 4));
    tables.set(tag, { offset, length });
    previous = tag;
  }
  // The whole file sums to the magic number once head's adjustment is counted.
  expect(sum(buf, 0, buf.length)).toBe(0xb1b0afba);
  return { buf, tables };
}

function familyName(buf: Buffer, name: { offset: number }): string {
  const count = buf.readUInt16BE(name.offset + 2);
  const strings = name.offset + buf.readUInt16BE(name.offset + 4);
  for (let i = 0; i < count; i++) {
    const r = name.offset + 6 + 12 * i;
    if (buf.readUInt16BE(r) === 3 && buf.readUInt16BE(r + 6) === 1) {
      const length = buf.readUInt16BE(r + 8);
      const offset = buf.readUInt16BE(r + 10);
      return Buffer.from(buf.subarray(strings + offset, strings + offset + length)).swap16().toString('utf16le');
    }
  }
  throw new Error('no family name');
}

describe('WOFF2 to TrueType', () => {
  const fonts: [string, string, string][] = [
    ...indicScripts.map((s): [string, string, string] => [`noto-sans-${s}`, s, scriptInfo[s].family]),
    ['noto-sans-devanagari', 'latin', 'Noto Sans Devanagari'],
    ['noto-sans-devanagari', 'latin-ext', 'Noto Sans Devanagari'],
  ];

  it.each(fonts)('rebuilds %s (%s) as a valid TrueType font', (pkg, subset, family) => {
    const { buf, tables } = readSfnt(woff2ToTtf(woff2(pkg, subset)));
    for (const tag of ['cmap', 'glyf', 'head', 'hhea', 'hmtx', 'loca', 'maxp', 'name', 'GSUB', 'fvar']) expect(tables.has(tag), tag).toBe(true);
    const head = tables.get('head')!;
    const maxp = tables.get('maxp')!;
    const loca = tables.get('loca')!;
    const glyf = tables.get('glyf')!;
    const numGlyphs = buf.readUInt16BE(maxp.offset + 4);
    const long = buf.readInt16BE(head.offset + 50) === 1;
    expect(loca.length).toBe((numGlyphs + 1) * (long ? 4 : 2));
    const offsets = Array.from({ length: numGlyphs + 1 }, (_, i) =>
      long ? buf.readUInt32BE(loca.offset + 4 * i) : 2 * buf.readUInt16BE(loca.offset + 2 * i),
    );
    expect(offsets.every((o, i) => i === 0 || o >= offsets[i - 1]!)).toBe(true);
    expect(offsets.at(-1)).toBe(glyf.length);
    // Every non-empty glyph starts with a contour count and a box that holds together.
    for (let i = 0; i < numGlyphs; i++) {
      if (offsets[i + 1] === offsets[i]) continue;
      const g = glyf.offset + offsets[i]!;
      const contours = buf.readInt16BE(g);
      expect(contours === -1 || contours > 0).toBe(true);
      expect(buf.readInt16BE(g + 2)).toBeLessThanOrEqual(buf.readInt16BE(g + 6));
      expect(buf.readInt16BE(g + 4)).toBeLessThanOrEqual(buf.readInt16BE(g + 8));
    }
    expect(familyName(buf, tables.get('name')!)).toBe(family);
  });

  it('leaves out the tables it is asked to', () => {
    const { tables } = readSfnt(woff2ToTtf(woff2('noto-sans-tamil', 'tamil'), { dropTables: ['fvar', 'gvar', 'STAT'] }));
    expect(tables.has('fvar') || tables.has('gvar') || tables.has('STAT')).toBe(false);
    expect(tables.has('glyf')).toBe(true);
  });

  it('refuses what is not a whole WOFF2 font', () => {
    const good = woff2('noto-sans-telugu', 'telugu');
    expect(() => woff2ToTtf(Buffer.from('wOFF and then some bytes that are not a font at all.....'))).toThrow(/not a WOFF2/);
    expect(() => woff2ToTtf(good.subarray(0, 200))).toThrow();
    const corrupt = Buffer.from(good);
    corrupt.fill(0x41, 400, 2000);
    expect(() => woff2ToTtf(corrupt)).toThrow();
  });
});

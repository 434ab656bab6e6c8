import { brotliDecompressSync } from 'node:zlib';

/**
 * WOFF2 to TrueType, for the social-card renderer: the site ships its Noto fonts only as
 * WOFF2 (the @fontsource-variable packages), and neither Satori nor the text renderer takes
 * WOFF2. This is the decoder of the W3C WOFF2 recommendation (section 5: table directory,
 * Brotli stream, reconstruction of the transformed glyf, loca and hmtx tables) for
 * single-font files; font collections are refused. `dropTables` leaves out tables the
 * caller does not need (e.g. the variation tables: renderers then use the default instance).
 */
export function woff2ToTtf(input: Uint8Array, { dropTables = [] as string[] } = {}): Uint8Array<ArrayBuffer> {
  const data = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (data.length < 48 || data.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const flavor = data.readUInt32BE(4);
  if (flavor === 0x74746366) throw new Error('WOFF2 font collections are not supported');
  const numTables = data.readUInt16BE(12);
  const totalCompressedSize = data.readUInt32BE(20);

  const reader = new Reader(data, 48);
  const tables: { tag: string; origLength: number; transformLength: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = reader.u8();
    const tag = (flags & 0x3f) === 0x3f ? reader.tag() : knownTags[flags & 0x3f];
    if (!tag) throw new Error(`unknown table tag index ${flags & 0x3f}`);
    const version = flags >> 6;
    const origLength = reader.base128();
    // glyf and loca: version 0 is the transform, 3 the null transform; other tables the reverse.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    const transformLength = transformed ? reader.base128() : origLength;
    if (transformed && tag !== 'glyf' && tag !== 'loca' && !(tag === 'hmtx' && version === 1)) {
      throw new Error(`unsupported transform ${version} of ${tag}`);
    }
    tables.push({ tag, origLength, transformLength, transformed });
  }
  const stream = brotliDecompressSync(data.subarray(reader.pos, reader.pos + totalCompressedSize));

  const raw = new Map<string, Buffer>();
  let offset = 0;
  for (const t of tables) {
    if (offset + t.transformLength > stream.length) throw new Error(`table ${t.tag} runs past the data`);
    raw.set(t.tag, stream.subarray(offset, offset + t.transformLength));
    offset += t.transformLength;
  }

  const out = new Map<string, Buffer>();
  const glyfEntry = tables.find((t) => t.tag === 'glyf');
  let glyphBoxes: Int16Array | null = null;
  if (glyfEntry?.transformed) {
    const head = raw.get('head');
    if (!head) throw new Error('no head table');
    const { glyf, loca, indexFormat, xMins } = reconstructGlyf(raw.get('glyf')!);
    out.set('glyf', glyf);
    out.set('loca', loca);
    glyphBoxes = xMins;
    const newHead = Buffer.from(head);
    newHead.writeInt16BE(indexFormat, 50);
    out.set('head', newHead);
  }
  for (const t of tables) {
    if (out.has(t.tag)) continue;
    const table = raw.get(t.tag)!;
    if (t.tag === 'hmtx' && t.transformed) {
      if (!glyphBoxes) throw new Error('transformed hmtx needs the glyf table');
      out.set('hmtx', reconstructHmtx(table, raw.get('hhea')!, glyphBoxes));
    } else {
      out.set(t.tag, Buffer.from(table));
    }
  }
  for (const tag of dropTables) out.delete(tag);
  return buildSfnt(flavor, out);
}

// The 63 tags a WOFF2 table directory may name by index (spec section 5.1).
const knownTags = [
  'cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT',
  'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH',
  'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar',
  'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill',
];

class Reader {
  constructor(
    private readonly buf: Buffer,
    public pos = 0,
    private readonly end = buf.length,
  ) {}
  private need(n: number) {
    if (this.pos + n > this.end) throw new Error('WOFF2 data ends early');
  }
  u8(): number {
    this.need(1);
    return this.buf.readUInt8(this.pos++);
  }
  u16(): number {
    this.need(2);
    const v = this.buf.readUInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  i16(): number {
    this.need(2);
    const v = this.buf.readInt16BE(this.pos);
    this.pos += 2;
    return v;
  }
  u32(): number {
    this.need(4);
    const v = this.buf.readUInt32BE(this.pos);
    this.pos += 4;
    return v;
  }
  tag(): string {
    this.need(4);
    const v = this.buf.toString('latin1', this.pos, this.pos + 4);
    this.pos += 4;
    return v;
  }
  bytes(n: number): Buffer {
    this.need(n);
    const v = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }
  /** UIntBase128: at most 5 bytes, 7 bits each, no leading zero byte. */
  base128(): number {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const b = this.u8();
      if (i === 0 && b === 0x80) throw new Error('bad UIntBase128');
      if (value & 0xfe000000) throw new Error('UIntBase128 overflow');
      value = value * 128 + (b & 0x7f);
      if (!(b & 0x80)) return value;
    }
    throw new Error('UIntBase128 too long');
  }
  /** 255UInt16 (spec section 4.1). */
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
}

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const REPEAT = 0x08;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
const OVERLAP_SIMPLE = 0x40;

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;
const WE_HAVE_INSTRUCTIONS = 0x0100;

/** Rebuilds glyf and loca from the transformed glyf table (spec section 5.1 and 5.2). */
function reconstructGlyf(table: Buffer) {
  const header = new Reader(table);
  header.u16(); // reserved
  const optionFlags = header.u16();
  const numGlyphs = header.u16();
  const indexFormat = header.u16();
  const sizes = Array.from({ length: 7 }, () => header.u32());
  let at = header.pos;
  const stream = (size: number) => {
    const r = new Reader(table, at, at + size);
    at += size;
    if (at > table.length) throw new Error('glyf stream runs past the table');
    return r;
  };
  const [nContourStream, nPointsStream, flagStream, glyphStream, compositeStream, bboxStream, instructionStream] = sizes.map(stream) as [
    Reader, Reader, Reader, Reader, Reader, Reader, Reader,
  ];
  const bitmapBytes = 4 * Math.floor((numGlyphs + 31) / 32);
  const bboxBitmap = bboxStream.bytes(bitmapBytes);
  const overlapBitmap = optionFlags & 1 ? new Reader(table, at).bytes(bitmapBytes) : null;
  const hasBit = (bitmap: Buffer, i: number) => (bitmap.readUInt8(i >> 3) & (0x80 >> (i & 7))) !== 0;

  const glyphs: Buffer[] = [];
  const xMins = new Int16Array(numGlyphs);
  for (let i = 0; i < numGlyphs; i++) {
    const nContours = nContourStream.i16();
    if (nContours === 0) {
      if (hasBit(bboxBitmap, i)) throw new Error(`empty glyph ${i} has a bounding box`);
      glyphs.push(Buffer.alloc(0));
      continue;
    }
    if (nContours > 0) {
      const endPts: number[] = [];
      let nPoints = 0;
      for (let c = 0; c < nContours; c++) {
        nPoints += nPointsStream.u255();
        endPts.push(nPoints - 1);
      }
      const points: Point[] = [];
      let x = 0;
      let y = 0;
      for (let p = 0; p < nPoints; p++) {
        const [dx, dy, on] = triplet(flagStream.u8(), glyphStream);
        x += dx;
        y += dy;
        points.push({ x, y, on });
      }
      const instructions = instructionStream.bytes(glyphStream.u255());
      let box: [number, number, number, number];
      if (hasBit(bboxBitmap, i)) box = [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()];
      else box = bounds(points);
      xMins[i] = box[0];
      glyphs.push(simpleGlyph(endPts, points, instructions, box, overlapBitmap !== null && hasBit(overlapBitmap, i)));
      continue;
    }
    // Composite: the component records are copied as they are; the box is always stored.
    if (!hasBit(bboxBitmap, i)) throw new Error(`composite glyph ${i} has no bounding box`);
    const start = compositeStream.pos;
    let flags: number;
    let haveInstructions = false;
    do {
      flags = compositeStream.u16();
      compositeStream.u16(); // glyph index
      haveInstructions ||= (flags & WE_HAVE_INSTRUCTIONS) !== 0;
      let skip = flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2;
      if (flags & WE_HAVE_A_SCALE) skip += 2;
      else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) skip += 4;
      else if (flags & WE_HAVE_A_TWO_BY_TWO) skip += 8;
      compositeStream.bytes(skip);
    } while (flags & MORE_COMPONENTS);
    const components = table.subarray(start, compositeStream.pos);
    const box = [bboxStream.i16(), bboxStream.i16(), bboxStream.i16(), bboxStream.i16()] as const;
    xMins[i] = box[0];
    const instructions = haveInstructions ? instructionStream.bytes(glyphStream.u255()) : null;
    const glyph = Buffer.alloc(10 + components.length + (instructions ? 2 + instructions.length : 0));
    glyph.writeInt16BE(-1, 0);
    box.forEach((v, k) => glyph.writeInt16BE(v, 2 + 2 * k));
    components.copy(glyph, 10);
    if (instructions) {
      glyph.writeUInt16BE(instructions.length, 10 + components.length);
      instructions.copy(glyph, 12 + components.length);
    }
    glyphs.push(glyph);
  }

  // glyf with every glyph padded to 4 bytes; loca in the format the font asked for.
  const padded = glyphs.map((g) => (g.length % 4 ? Buffer.concat([g, Buffer.alloc(4 - (g.length % 4))]) : g));
  const glyf = Buffer.concat(padded);
  const loca = Buffer.alloc((numGlyphs + 1) * (indexFormat ? 4 : 2));
  let offset = 0;
  const writeOffset = (i: number) => {
    if (indexFormat) loca.writeUInt32BE(offset, 4 * i);
    else if (offset / 2 > 0xffff) throw new Error('glyf too large for short loca');
    else loca.writeUInt16BE(offset / 2, 2 * i);
  };
  padded.forEach((g, i) => {
    writeOffset(i);
    offset += g.length;
  });
  writeOffset(numGlyphs);
  return { glyf, loca, indexFormat, xMins };
}

function withSign(flag: number, value: number): number {
  return flag & 1 ? value : -value;
}

/** One point's (dx, dy, on-curve) from its flag and the glyph stream (spec section 5.2, triplet encoding). */
function triplet(flagByte: number, glyphStream: Reader): [number, number, number] {
  const on = flagByte >> 7 ? 0 : 1;
  const flag = flagByte & 0x7f;
  if (flag < 10) {
    return [0, withSign(flag, ((flag & 14) << 7) + glyphStream.u8()), on];
  }
  if (flag < 20) {
    return [withSign(flag, (((flag - 10) & 14) << 7) + glyphStream.u8()), 0, on];
  }
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = glyphStream.u8();
    return [withSign(flag, 1 + (b0 & 0x30) + (b1 >> 4)), withSign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f)), on];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const b1 = glyphStream.u8();
    const b2 = glyphStream.u8();
    return [withSign(flag, 1 + (Math.floor(b0 / 12) << 8) + b1), withSign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + b2), on];
  }
  if (flag < 124) {
    const b1 = glyphStream.u8();
    const b2 = glyphStream.u8();
    const b3 = glyphStream.u8();
    return [withSign(flag, (b1 << 4) + (b2 >> 4)), withSign(flag >> 1, ((b2 & 0x0f) << 8) + b3), on];
  }
  const b1 = glyphStream.u8();
  const b2 = glyphStream.u8();
  const b3 = glyphStream.u8();
  const b4 = glyphStream.u8();
  return [withSign(flag, (b1 << 8) + b2), withSign(flag >> 1, (b3 << 8) + b4), on];
}

interface Point {
  x: number;
  y: number;
  on: number;
}

function bounds(points: Point[]): [number, number, number, number] {
  if (!points.length) return [0, 0, 0, 0];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** A simple glyph in the TrueType encoding: flags with repeats, coordinates as short or word deltas. */
function simpleGlyph(endPts: number[], points: Point[], instructions: Buffer, box: [number, number, number, number], overlap: boolean): Buffer {
  const nContours = endPts.length;
  const flags: number[] = [];
  const xBytes: number[] = [];
  const yBytes: number[] = [];
  let px = 0;
  let py = 0;
  for (const [p, point] of points.entries()) {
    const dx = point.x - px;
    const dy = point.y - py;
    px = point.x;
    py = point.y;
    let flag = point.on ? ON_CURVE : 0;
    if (p === 0 && overlap) flag |= OVERLAP_SIMPLE;
    if (dx === 0) flag |= X_SAME_OR_POSITIVE;
    else if (dx > -256 && dx < 256) {
      flag |= X_SHORT | (dx > 0 ? X_SAME_OR_POSITIVE : 0);
      xBytes.push(Math.abs(dx));
    } else xBytes.push((dx >> 8) & 0xff, dx & 0xff);
    if (dy === 0) flag |= Y_SAME_OR_POSITIVE;
    else if (dy > -256 && dy < 256) {
      flag |= Y_SHORT | (dy > 0 ? Y_SAME_OR_POSITIVE : 0);
      yBytes.push(Math.abs(dy));
    } else yBytes.push((dy >> 8) & 0xff, dy & 0xff);
    flags.push(flag);
  }
  // Runs of equal flags are written once with REPEAT and a count (at most 255 repeats).
  const flagBytes: number[] = [];
  let runFlag = -1;
  let runLength = 0;
  const flush = () => {
    if (runLength === 1) flagBytes.push(runFlag);
    else if (runLength > 1) flagBytes.push(runFlag | REPEAT, runLength - 1);
  };
  for (const flag of flags) {
    if (flag === runFlag && runLength < 256) runLength++;
    else {
      flush();
      runFlag = flag;
      runLength = 1;
    }
  }
  flush();
  const size = 10 + 2 * nContours + 2 + instructions.length + flagBytes.length + xBytes.length + yBytes.length;
  const glyph = Buffer.alloc(size);
  let o = glyph.writeInt16BE(nContours, 0);
  for (const v of box) o = glyph.writeInt16BE(v, o);
  for (const e of endPts) o = glyph.writeUInt16BE(e, o);
  o = glyph.writeUInt16BE(instructions.length, o);
  o += instructions.copy(glyph, o);
  for (const bytes of [flagBytes, xBytes, yBytes]) {
    Buffer.from(bytes).copy(glyph, o);
    o += bytes.length;
  }
  return glyph;
}

/** hmtx transform 1: left side bearings left out where they equal the glyph's xMin. */
function reconstructHmtx(table: Buffer, hhea: Buffer, xMins: Int16Array): Buffer {
  const r = new Reader(table);
  const flags = r.u8();
  const numHMetrics = hhea.readUInt16BE(34);
  const numGlyphs = xMins.length;
  const advances = Array.from({ length: numHMetrics }, () => r.u16());
  const lsbs = Array.from({ length: numHMetrics }, (_, i) => (flags & 1 ? (xMins[i] ?? 0) : r.i16()));
  const monoLsbs = Array.from({ length: numGlyphs - numHMetrics }, (_, i) => (flags & 2 ? (xMins[numHMetrics + i] ?? 0) : r.i16()));
  const out = Buffer.alloc(4 * numHMetrics + 2 * (numGlyphs - numHMetrics));
  let o = 0;
  advances.forEach((advance, i) => {
    o = out.writeUInt16BE(advance, o);
    o = out.writeInt16BE(lsbs[i] ?? 0, o);
  });
  for (const lsb of monoLsbs) o = out.writeInt16BE(lsb, o);
  return out;
}

function checksum(buf: Buffer): number {
  let sum = 0;
  const whole = buf.length & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + buf.readUInt32BE(i)) >>> 0;
  if (whole < buf.length) {
    const tail = Buffer.alloc(4);
    buf.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/** An sfnt file: table records sorted by tag, tables 4-byte aligned, checksums and head's adjustment set. */
function buildSfnt(flavor: number, tables: Map<string, Buffer>): Uint8Array<ArrayBuffer> {
  const tags = [...tables.keys()].sort();
  const numTables = tags.length;
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 16 * 2 ** entrySelector;
  const headerSize = 12 + 16 * numTables;
  let size = headerSize;
  for (const tag of tags) size += (tables.get(tag)!.length + 3) & ~3;
  const out = Buffer.alloc(size);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerSize;
  let headOffset = -1;
  tags.forEach((tag, i) => {
    const table = tables.get(tag)!;
    if (tag === 'head') {
      table.writeUInt32BE(0, 8);
      headOffset = offset;
    }
    const record = 12 + 16 * i;
    out.write(tag, record, 'latin1');
    out.writeUInt32BE(checksum(table), record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.length, record + 12);
    table.copy(out, offset);
    offset += (table.length + 3) & ~3;
  });
  if (headOffset >= 0) out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength) as Uint8Array<ArrayBuffer>;
}

import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { woff2ToTtf } from './woff2';

/**
 * Fonts for the share images: the same Noto Sans faces the site ships (@fontsource-variable,
 * SIL Open Font License), turned from WOFF2 into TrueType once per process because neither
 * Satori nor Pango reads WOFF2.
 */

export const indicScripts = ['devanagari', 'gujarati', 'gurmukhi', 'bengali', 'oriya', 'tamil', 'telugu', 'kannada', 'malayalam'] as const;
export type IndicScript = (typeof indicScripts)[number];

/** Unicode block of each script, and the family name inside its font file. */
export const scriptInfo: Record<IndicScript, { range: [number, number]; family: string }> = {
  devanagari: { range: [0x0900, 0x097f], family: 'Noto Sans Devanagari' },
  bengali: { range: [0x0980, 0x09ff], family: 'Noto Sans Bengali' },
  gurmukhi: { range: [0x0a00, 0x0a7f], family: 'Noto Sans Gurmukhi' },
  gujarati: { range: [0x0a80, 0x0aff], family: 'Noto Sans Gujarati' },
  oriya: { range: [0x0b00, 0x0b7f], family: 'Noto Sans Oriya' },
  tamil: { range: [0x0b80, 0x0bff], family: 'Noto Sans Tamil' },
  telugu: { range: [0x0c00, 0x0c7f], family: 'Noto Sans Telugu' },
  kannada: { range: [0x0c80, 0x0cff], family: 'Noto Sans Kannada' },
  malayalam: { range: [0x0d00, 0x0d7f], family: 'Noto Sans Malayalam' },
};

/** The Indian scripts a text uses, in order of first appearance. */
export function scriptsOf(text: string): IndicScript[] {
  const found: IndicScript[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const script = indicScripts.find((s) => cp >= scriptInfo[s].range[0] && cp <= scriptInfo[s].range[1]);
    if (script && !found.includes(script)) found.push(script);
  }
  return found;
}

/**
 * True when every character is in the Latin faces given to Satori (Basic Latin, Latin-1,
 * Latin Extended A/B and Additional, punctuation, currency, letterlike symbols). Satori fetches
 * any other character's font from the network at render time; such text is drawn by Pango.
 */
export function isSatoriLatin(text: string): boolean {
  return /^[\u0000-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20c0\u2100-\u2122]*$/u.test(text);
}

function woff2Path(pkg: string, subset: string): string {
  return path.join(process.cwd(), 'node_modules', '@fontsource-variable', pkg, 'files', `${pkg}-${subset}-wght-normal.woff2`);
}

async function decode(pkg: string, subset: string, staticInstance: boolean): Promise<Uint8Array<ArrayBuffer>> {
  const woff2 = await fs.readFile(woff2Path(pkg, subset));
  // Satori's font parser fails on variation tables; without them it draws the default (400) instance.
  return woff2ToTtf(woff2, { dropTables: staticInstance ? ['fvar', 'gvar', 'avar', 'HVAR', 'MVAR', 'STAT', 'cvar'] : [] });
}

const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, make: () => Promise<T>): Promise<T> {
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = make();
    memo.set(key, value);
    // A failure is not remembered: the next image tries again.
    value.catch(() => memo.delete(key));
  }
  return value;
}

/** Noto Sans Latin and Latin Extended, regular, for Satori. */
export function satoriFonts() {
  return once('satori', async () => {
    const [latin, latinExt] = await Promise.all([
      decode('noto-sans-devanagari', 'latin', true),
      decode('noto-sans-devanagari', 'latin-ext', true),
    ]);
    return [latin, latinExt].map((ttf) => ({
      name: 'Noto Sans',
      data: Buffer.from(ttf.buffer, ttf.byteOffset, ttf.byteLength),
      weight: 400 as const,
      style: 'normal' as const,
    }));
  });
}

/**
 * A TrueType file on disk (Pango loads fonts by path), variable so bold works; written once
 * under the system's temporary directory, named by the source's content, atomically.
 */
function fontFile(pkg: string, subset: string): Promise<string> {
  return once(`file:${pkg}:${subset}`, async () => {
    const ttf = await decode(pkg, subset, false);
    const name = `${pkg}-${subset}-${createHash('sha256').update(ttf).digest('hex').slice(0, 12)}.ttf`;
    const dir = path.join(os.tmpdir(), 'kuldevta-og-fonts');
    const file = path.join(dir, name);
    try {
      await fs.access(file);
    } catch {
      await fs.mkdir(dir, { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}`;
      await fs.writeFile(partial, ttf);
      await fs.rename(partial, file);
    }
    return file;
  });
}

/** The font file of a script, and the Latin face of the same package for digits and spaces. */
export async function scriptFontFiles(script: IndicScript): Promise<{ script: string; latin: string }> {
  const pkg = `noto-sans-${script}`;
  const [scriptFile, latin] = await Promise.all([fontFile(pkg, script), fontFile('noto-sans-devanagari', 'latin')]);
  return { script: scriptFile, latin };
}

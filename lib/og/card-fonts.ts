import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Fonts for the share images: the same Noto Sans faces the site ships (@fontsource-variable,
 * SIL Open Font License), as TrueType files in assets/og-fonts/, because neither Satori nor
 * Pango reads WOFF2. The pages' own web fonts are in app/script-fonts.css.
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

/** The share images' TrueType files, made by scripts/fonts/instance.sh. */
function fontPath(name: string): string {
  return path.join(process.cwd(), 'assets', 'og-fonts', name);
}

let satori: Promise<{ name: string; data: Buffer; weight: 400; style: 'normal' }[]> | undefined;

/** Noto Sans Latin and Latin Extended, regular, for Satori. */
export function satoriFonts() {
  satori ??= Promise.all(['noto-sans-latin-400.ttf', 'noto-sans-latin-ext-400.ttf'].map((name) => fs.readFile(fontPath(name)))).then(
    (files) => files.map((data) => ({ name: 'Noto Sans', data, weight: 400 as const, style: 'normal' as const })),
    (error: unknown) => {
      // A failure is not remembered: the next image tries again.
      satori = undefined;
      throw error;
    },
  );
  return satori;
}

/** The font file of a script (variable, so bold works), and the Latin face for digits and spaces. */
export function scriptFontFiles(script: IndicScript): { script: string; latin: string } {
  return { script: fontPath(`noto-sans-${script}.ttf`), latin: fontPath('noto-sans-latin.ttf') };
}

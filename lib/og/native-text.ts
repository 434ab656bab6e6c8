import 'server-only';
import { log } from '../server/log';
import { scriptFontFiles, scriptInfo, scriptsOf } from './card-fonts';

/**
 * Text in Indian scripts for the share images, drawn by Pango (HarfBuzz shaping) through
 * sharp, the image library Next.js itself uses. Satori, the renderer behind next/og, does no
 * Indic shaping: conjuncts (श्र, क्ष) fall apart and vowel signs (ि) land after their consonant.
 * So a native-script line becomes a transparent PNG that the card places like any image.
 */

export interface TextImage {
  src: string;
  width: number;
  height: number;
}

export interface NativeTextOptions {
  /** Font size in pixels. */
  size: number;
  color: string;
  /** Wrap at this width, in pixels. */
  maxWidth: number;
  bold?: boolean;
}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp | null> | undefined;

/** sharp, or null where it is not installed (it is an optional dependency of Next.js). */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then(
    (m) => m.default,
    (error: unknown) => {
      log.error('[og] sharp is not available; share images show Latin text only', { error });
      return null;
    },
  );
  return sharpModule;
}

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

// Pango registers a font file the first time it is named, for the life of the process.
const registered = new Set<string>();

/** `text` as a PNG with a transparent background; null when it cannot be drawn here. */
export async function nativeTextImage(text: string, options: NativeTextOptions): Promise<TextImage | null> {
  const scripts = scriptsOf(text);
  const sharp = await loadSharp();
  if (!sharp || !text.trim()) return null;
  const files = (scripts.length ? scripts : (['devanagari'] as const)).map((s) => scriptFontFiles(s));
  for (const file of [files[0]!.latin, ...files.slice(1).map((f) => f.script)]) {
    if (registered.has(file)) continue;
    await sharp({ text: { text: '.', fontfile: file } })
      .png()
      .toBuffer();
    registered.add(file);
  }
  const families = [...scripts.map((s) => scriptInfo[s].family), scriptInfo.devanagari.family].join(',');
  const markup = `<span foreground="${options.color}"${options.bold ? ' weight="bold"' : ''}>${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${families} ${options.size}px`,
      fontfile: files[0]!.script,
      width: options.maxWidth,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { src: `data:image/png;base64,${data.toString('base64')}`, width: info.width, height: info.height };
}

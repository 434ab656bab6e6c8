/**
 * The picture of a deity that has no image we may publish: an emblem drawn for its kind of
 * deity (a lotus for a mother goddess, a trident for a form of Shiva...), or for an attribute
 * its own description names (a serpent, a lamp), on one of a few colours chosen by its id so
 * a grid of cards is not one tile repeated. Decorative only: it claims nothing about the
 * deity beyond its type and description, and is always hidden from assistive technology.
 * The same drawing is used on cards, the deity and prayer pages and the share image.
 */
export const emblemKinds = ['lotus', 'trident', 'chakra', 'serpent', 'sun', 'lamp', 'vel', 'modak', 'sword'] as const;
export type EmblemKind = (typeof emblemKinds)[number];

export interface DeityArt {
  kind: EmblemKind;
  /** Gradient start and end. */
  colors: readonly [string, string];
}

const byType: Record<string, EmblemKind> = {
  'mother-goddess': 'lotus',
  'form-of-shiva': 'trident',
  'form-of-vishnu': 'chakra',
  'form-of-ganesha': 'modak',
  'form-of-skanda': 'vel',
  'folk-deity': 'lamp',
  'village-guardian': 'sword',
  'serpent-deity': 'serpent',
  'sati-mata': 'lamp',
  'solar-deity': 'sun',
};

/** Attributes strong enough to draw when the deity's own name or description names them. */
const byWord: [RegExp, EmblemKind][] = [
  [/\b(serpent|snake|cobra|naga)s?\b/i, 'serpent'],
  [/\b(trident|trishul)\b/i, 'trident'],
  [/\b(lamp|jyot|jyoti|diya)\b/i, 'lamp'],
  [/\b(sun|surya)\b/i, 'sun'],
];

/** Deep, warm colours that all carry a white drawing (contrast above 4.5:1). */
const palettes = [
  ['#c2410c', '#7c2d12'],
  ['#b45309', '#78350f'],
  ['#be123c', '#881337'],
  ['#9d174d', '#500724'],
  ['#0f766e', '#134e4a'],
  ['#4d7c0f', '#365314'],
  ['#6d28d9', '#3b0764'],
] as const;

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.codePointAt(0)!) >>> 0;
  return h;
}

export function deityArt(deity: { id: string; type?: string; name: string; description?: string }): DeityArt {
  const words = `${deity.name} ${deity.description ?? ''}`;
  const kind = byWord.find(([re]) => re.test(words))?.[1] ?? byType[deity.type ?? ''] ?? 'lamp';
  return { kind, colors: palettes[hash(deity.id) % palettes.length]! };
}

const stroke = 'fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"';

/** Each emblem's drawing on a 48x48 canvas, in currentColor. Fixed markup, never data. */
export const emblemMarkup: Record<EmblemKind, string> = {
  lotus:
    '<path fill="currentColor" d="M24 7c-5 6-7 12-7 17 0 5 3 9 7 11 4-2 7-6 7-11 0-5-2-11-7-17z"/>' +
    '<path fill="currentColor" d="M7 17c0 10 6 17 16 19-4-4-7-9-7-15-3-2-6-3-9-4zM41 17c0 10-6 17-16 19 4-4 7-9 7-15 3-2 6-3 9-4z"/>' +
    '<path fill="currentColor" d="M8 39h32v3H8z"/>',
  trident:
    `<path ${stroke} d="M24 13v31M13 9v6a11 11 0 0 0 22 0V9"/>` + '<path fill="currentColor" d="M24 3l4.5 9h-9zM13 4l3.5 7h-7zM35 4l3.5 7h-7z"/>',
  chakra:
    `<circle ${stroke} cx="24" cy="24" r="15"/><path ${stroke} d="M24 9v30M9 24h30M13.4 13.4l21.2 21.2M34.6 13.4L13.4 34.6"/>` +
    '<circle fill="currentColor" cx="24" cy="24" r="5"/>',
  serpent:
    '<path fill="currentColor" d="M24 4c-6 0-9 4-9 8 0 3 2 5 5 6h8c3-1 5-3 5-6 0-4-3-8-9-8z"/>' +
    `<path ${stroke} stroke-width="4" d="M24 18c-7 2-9 6-5 9s11 4 9 9-10 6-15 3"/>`,
  sun:
    '<circle fill="currentColor" cx="24" cy="24" r="8"/>' +
    `<path ${stroke} d="M24 5v7M24 36v7M5 24h7M36 24h7M10.6 10.6l5 5M32.4 32.4l5 5M37.4 10.6l-5 5M15.6 32.4l-5 5"/>`,
  lamp:
    '<path fill="currentColor" d="M24 6c4 6 6 9 6 13a6 6 0 0 1-12 0c0-4 2-7 6-13z"/>' +
    '<path fill="currentColor" d="M6 28h36c-2 8-9 12-18 12S8 36 6 28z"/>',
  vel: `<path ${stroke} d="M24 22v22"/>` + '<path fill="currentColor" d="M24 3c6 6 8 11 8 15s-3 6-8 6-8-2-8-6 2-9 8-15z"/>',
  modak:
    '<path fill="currentColor" d="M24 6c-2 5-4 8-8 12s-7 8-7 13c0 6 6 10 15 10s15-4 15-10c0-5-3-9-7-13s-6-7-8-12z"/>' +
    '<path fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="2" stroke-linecap="round" d="M24 14v25M18 20c-2 6-2 13 0 19M30 20c2 6 2 13 0 19"/>',
  sword:
    '<path fill="currentColor" d="M24 3l3.5 6v23h-7V9z"/><path fill="currentColor" d="M14 32h20v4H14zM22 36h4v6h-4z"/>' +
    '<circle fill="currentColor" cx="24" cy="44" r="2.5"/>',
};

/** The emblem as a standalone SVG image (the share image draws it from this). */
export function emblemSvg(art: DeityArt, size: number): string {
  const [from, to] = art.colors;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="48" height="48" rx="8" fill="url(#g)"/>` +
    `<g color="#ffffff" transform="translate(9.6 9.6) scale(0.6)">${emblemMarkup[art.kind]}</g></svg>`
  );
}

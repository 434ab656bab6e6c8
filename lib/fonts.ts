import localFont from 'next/font/local';

// Native-script fonts shipped with the site (Noto Sans, SIL Open Font License), so names
// and prayers in Indian scripts render the same on every device with no network font.
// Each face carries only its script's glyphs and a unicode-range, so a browser downloads
// it only for pages that show that script. None is preloaded.

const devanagari = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-devanagari',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});

const gujarati = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-gujarati',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0A80-0AFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839' }],
});

const kannada = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-kannada/files/noto-sans-kannada-kannada-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-kannada',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0C80-0CF3, U+200C-200D, U+20B9, U+25CC' }],
});

const tamil = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-tamil',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC' }],
});

const telugu = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-telugu/files/noto-sans-telugu-telugu-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-telugu',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0C00-0C7F, U+200C-200D, U+25CC' }],
});

const malayalam = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-malayalam',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0D00-0D7F, U+200C-200D, U+25CC' }],
});

const bengali = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-bengali',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0980-09FE, U+200C-200D, U+25CC' }],
});

const oriya = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-oriya/files/noto-sans-oriya-oriya-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-oriya',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0B01-0B77, U+200C-200D, U+25CC' }],
});

const gurmukhi = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-gurmukhi',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0A01-0A76, U+200C-200D, U+25CC' }],
});

/** Class names that define the --font-* variables; put on <html>. */
export const scriptFontVariables = [devanagari.variable, gujarati.variable, kannada.variable, tamil.variable, telugu.variable, malayalam.variable, bengali.variable, oriya.variable, gurmukhi.variable].join(' ');

import localFont from 'next/font/local';

// The pages' native-script fonts, shipped with the site (Noto Sans, SIL Open Font License), so
// names and prayers in Indian scripts render in one design on every device, from our own server.
// The share images draw with their own TrueType copies (lib/og/card-fonts.ts).
// Each face carries only its script's glyphs and a unicode-range, so a browser downloads
// it only for pages that show that script, and only the weights the page's text uses:
// static 400 and 700 faces made from the variable files by scripts/fonts/instance.sh (a
// static face is much smaller than the variable file). None is preloaded, and each is used only when
// it has arrived by the first paint ('optional'): otherwise the page keeps the device's own
// font for the script (every phone that reads these scripts has one) and the face is cached
// for the next page, so a late font never moves text a visitor is reading.
// next/font reads each call's options at build time, so they are written out for each script.

const devanagari = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-devanagari-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-devanagari-700.woff2', weight: '700' },
  ],
  variable: '--font-devanagari',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});

const gujarati = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-gujarati-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-gujarati-700.woff2', weight: '700' },
  ],
  variable: '--font-gujarati',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0A80-0AFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839' }],
});

const kannada = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-kannada-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-kannada-700.woff2', weight: '700' },
  ],
  variable: '--font-kannada',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0C80-0CF3, U+200C-200D, U+20B9, U+25CC' }],
});

const tamil = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-tamil-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-tamil-700.woff2', weight: '700' },
  ],
  variable: '--font-tamil',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC' }],
});

const telugu = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-telugu-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-telugu-700.woff2', weight: '700' },
  ],
  variable: '--font-telugu',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0C00-0C7F, U+200C-200D, U+25CC' }],
});

const malayalam = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-malayalam-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-malayalam-700.woff2', weight: '700' },
  ],
  variable: '--font-malayalam',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0D00-0D7F, U+200C-200D, U+25CC' }],
});

const bengali = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-bengali-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-bengali-700.woff2', weight: '700' },
  ],
  variable: '--font-bengali',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0980-09FE, U+200C-200D, U+25CC' }],
});

const oriya = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-oriya-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-oriya-700.woff2', weight: '700' },
  ],
  variable: '--font-oriya',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0B01-0B77, U+200C-200D, U+25CC' }],
});

const gurmukhi = localFont({
  src: [
    { path: '../../assets/fonts/noto-sans-gurmukhi-400.woff2', weight: '400' },
    { path: '../../assets/fonts/noto-sans-gurmukhi-700.woff2', weight: '700' },
  ],
  variable: '--font-gurmukhi',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0A01-0A76, U+200C-200D, U+25CC' }],
});

/** Class names that define the --font-* variables; put on <html>. */
export const scriptFontVariables = [
  devanagari.variable,
  gujarati.variable,
  kannada.variable,
  tamil.variable,
  telugu.variable,
  malayalam.variable,
  bengali.variable,
  oriya.variable,
  gurmukhi.variable,
].join(' ');

#!/usr/bin/env bash
# Regenerates the committed fonts from the variable Noto Sans files in @fontsource-variable.
# assets/fonts/ (the site's pages): one static WOFF2 face per script at weights 400 and 700. A
# static face is much smaller than the variable file, and a page downloads only the weights its
# text uses.
# assets/og-fonts/ (the share images): TrueType, since neither Satori nor Pango reads WOFF2.
# Pango gets each script's variable face, so bold works, and the Latin one for digits and
# spaces; Satori, whose parser fails on variation tables, the Latin and Latin Extended faces
# at 400.
# Needs fonttools and brotli (Debian: apt-get install fonttools python3-brotli; elsewhere pip
# install fonttools brotli); the results are committed, so building the site does not need
# them. Noto fonts: SIL Open Font License 1.1, no reserved font names, so modified copies may
# keep the name.
set -euo pipefail
cd "$(dirname "$0")/../.."
files=node_modules/@fontsource-variable
for script in devanagari gujarati kannada tamil telugu malayalam bengali oriya gurmukhi; do
  src="$files/noto-sans-$script/files/noto-sans-$script-$script-wght-normal.woff2"
  for weight in 400 700; do
    fonttools varLib.instancer "$src" "wght=$weight" --quiet -o "assets/fonts/noto-sans-$script-$weight.woff2"
  done
  fonttools ttLib.woff2 decompress -o "assets/og-fonts/noto-sans-$script.ttf" "$src"
done
for subset in latin latin-ext; do
  ttf="assets/og-fonts/noto-sans-$subset.ttf"
  fonttools ttLib.woff2 decompress -o "$ttf" "$files/noto-sans-devanagari/files/noto-sans-devanagari-$subset-wght-normal.woff2"
  fonttools varLib.instancer "$ttf" wght=400 --quiet -o "assets/og-fonts/noto-sans-$subset-400.ttf"
done
# Satori uses only the static Latin Extended face; Pango only the variable Latin one.
rm assets/og-fonts/noto-sans-latin-ext.ttf
ls -l assets/fonts assets/og-fonts

#!/usr/bin/env bash
# Regenerates assets/fonts/ from the variable Noto Sans files in @fontsource-variable: one
# static face per script at weights 400 and 700. A static face is 40-45% of the variable file
# (Devanagari: 50 KB instead of 121 KB), and a page downloads only the weights its text uses.
# Needs Python 3 with fonttools and brotli (pip install fonttools brotli); the results are
# committed, so building the site does not need them. Noto fonts: SIL Open Font License 1.1,
# no reserved font names, so modified copies may keep the name.
set -euo pipefail
cd "$(dirname "$0")/../.."
for script in devanagari gujarati kannada tamil telugu malayalam bengali oriya gurmukhi; do
  src="node_modules/@fontsource-variable/noto-sans-$script/files/noto-sans-$script-$script-wght-normal.woff2"
  for weight in 400 700; do
    fonttools varLib.instancer "$src" "wght=$weight" --quiet -o "assets/fonts/noto-sans-$script-$weight.woff2"
  done
done
ls -l assets/fonts

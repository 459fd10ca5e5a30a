#!/bin/sh
# Regenerates app/fonts/noto-sans-bengali-wght-400-700.woff2, the Bengali pages' text face (decision 131),
# from the @fontsource-variable/noto-sans-bengali package's Bengali-block file: the weight axis limited to
# the 400–700 the site uses, and every OpenType feature the face has: Bengali shaping needs nearly all of
# them (conjuncts, reph, vowel-sign reordering and positioning; a list that left out rlig, rclt and dist broke
# conjuncts such as ন্ধ in "বন্ধ" into two letters). Needs fontTools with brotli
# (Debian: apt-get install python3-fonttools python3-brotli; run with Debian's /usr/bin/python3).
set -eu
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2
target=app/fonts/noto-sans-bengali-wght-400-700.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$source" wght=400:700 -o "$tmp/limited.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/limited.ttf" --unicodes='*' \
  --layout-features='*' \
  --flavor=woff2 --output-file="$target"
ls -l "$target"

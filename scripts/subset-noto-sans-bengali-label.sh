#!/bin/sh
# Regenerates app/fonts/noto-sans-bengali-label.woff2: the few glyphs of the language switcher's "বাংলা" on
# English pages, which load no Bengali face otherwise (decision 168). Cut from the @fontsource-variable
# package's Bengali-block file at the label's weight (500, font-medium), with every OpenType feature the face
# has, since Bengali shaping needs them (see subset-noto-sans-bengali.sh). Needs fontTools with brotli
# (Debian: apt-get install python3-fonttools python3-brotli; run with Debian's /usr/bin/python3).
set -eu
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2
target=app/fonts/noto-sans-bengali-label.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$source" wght=500 -o "$tmp/medium.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/medium.ttf" --text="বাংলা" \
  --layout-features='*' \
  --flavor=woff2 --output-file="$target"
ls -l "$target"

#!/bin/sh
# Regenerates app/fonts/inter-latin-wght-400-700.woff2 from the @fontsource-variable/inter package:
# the Latin face cut down to the weights the site uses (400–700, the axis limited, not pinned) and the
# OpenType features it needs (kerning, ligatures, contextual forms, marks, tabular figures for the
# counters). 48 KB → 32 KB, the font every page waits for. Needs fontTools with brotli
# (Debian: apt-get install python3-fonttools python3-brotli).
set -eu
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
target=app/fonts/inter-latin-wght-400-700.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 -m fontTools.varLib.instancer "$source" wght=400:700 -o "$tmp/limited.ttf"
python3 -m fontTools.subset "$tmp/limited.ttf" --unicodes='*' \
  --layout-features='calt,ccmp,kern,liga,locl,mark,mkmk,rclt,rlig,rvrn,tnum' \
  --flavor=woff2 --output-file="$target"
ls -l "$target"

#!/bin/sh
# Regenerates app/fonts/noto-sans-bengali-wght-400-700.woff2, the Bengali pages' text face (decision 131),
# from the @fontsource-variable/noto-sans-bengali package's Bengali-block file: the weight axis limited to
# the 400–700 the site uses, and the OpenType features Bengali shaping needs (conjuncts, reph, vowel-sign
# reordering and positioning) plus kerning. Needs fontTools with brotli
# (Debian: apt-get install python3-fonttools python3-brotli; run with Debian's /usr/bin/python3).
set -eu
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2
target=app/fonts/noto-sans-bengali-wght-400-700.woff2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$source" wght=400:700 -o "$tmp/limited.ttf"
/usr/bin/python3 -m fontTools.subset "$tmp/limited.ttf" --unicodes='*' \
  --layout-features='abvf,abvm,abvs,akhn,blwf,blws,blwm,calt,ccmp,cjct,half,init,kern,locl,mark,mkmk,nukt,pres,pstf,psts,rkrf,rphf,vatu' \
  --flavor=woff2 --output-file="$target"
ls -l "$target"

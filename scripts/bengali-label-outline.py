"""Regenerates app/components/bengali-label-outline.ts: the language switcher's "বাংলা" on English pages as the
outline of its letters in Noto Sans Bengali (OFL) at the label's weight (500, font-medium), drawn as inline SVG so
English pages fetch no Bengali face for one word (decision 208). Needs fontTools (Debian: apt-get install
python3-fonttools python3-brotli); run with Debian's python3 from the project folder:

    /usr/bin/python3 scripts/bengali-label-outline.py

The word's letters sit side by side in the face without reordering or conjuncts, so their outlines placed by
advance width are what a shaper draws. Coordinates are rounded to a quarter of the face's units (a 0.06 px grid
at the label's 14 px), with relative commands, which keeps the path near 1.2 KB.
"""

import json
import subprocess
import tempfile
from pathlib import Path

from fontTools.pens.basePen import BasePen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

WORD = "বাংলা"  # app/words/bn.server.ts, languageSwitch.label
SCALE = 0.25
SOURCE = "node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2"
TARGET = Path("app/components/bengali-label-outline.ts")


class RelativePathPen(BasePen):
    """SVG path data in relative commands, each step measured from the previous rounded point (no drift)."""

    def __init__(self, glyph_set):
        super().__init__(glyph_set)
        self.commands = []
        self.at = (0, 0)
        self.start = (0, 0)

    def grid(self, point):
        return (round(point[0] * SCALE), round(point[1] * SCALE))

    def emit(self, command, points):
        numbers = [value for point in points for value in (point[0] - self.at[0], point[1] - self.at[1])]
        text = command
        for index, number in enumerate(numbers):
            text += ("" if index == 0 or number < 0 else " ") + str(number)
        self.commands.append(text)

    def _moveTo(self, point):
        self.emit("m", [self.grid(point)])
        self.at = self.start = self.grid(point)

    def _lineTo(self, point):
        self.emit("l", [self.grid(point)])
        self.at = self.grid(point)

    def _qCurveToOne(self, control, point):
        self.emit("q", [self.grid(control), self.grid(point)])
        self.at = self.grid(point)

    def _curveToOne(self, control1, control2, point):
        self.emit("c", [self.grid(control1), self.grid(control2), self.grid(point)])
        self.at = self.grid(point)

    def _closePath(self):
        self.commands.append("z")
        self.at = self.start


with tempfile.TemporaryDirectory() as folder:
    medium = Path(folder) / "medium.ttf"
    subprocess.run(
        ["/usr/bin/python3", "-m", "fontTools.varLib.instancer", SOURCE, "wght=500", "-o", str(medium)], check=True
    )
    font = TTFont(medium)

glyphs = font.getGlyphSet()
cmap = font.getBestCmap()
pen = RelativePathPen(glyphs)
advance = 0
for letter in WORD:
    glyph = glyphs[cmap[ord(letter)]]
    # The face's y axis points up, SVG's down.
    glyph.draw(TransformPen(pen, (1, 0, 0, -1, advance, 0)))
    advance += glyph.width

units = font["head"].unitsPerEm * SCALE
outline = {
    "units": units,
    "advance": advance * SCALE,
    "ascent": font["hhea"].ascent * SCALE,
    "descent": -font["hhea"].descent * SCALE,
    "path": "".join(pen.commands),
}
TARGET.write_text(
    "// Written by scripts/bengali-label-outline.py from Noto Sans Bengali (OFL, app/fonts/OFL.txt): the language\n"
    + "// switcher's label on English pages (app/words/bn.server.ts, languageSwitch). Do not edit.\n"
    + "export const BENGALI_LABEL_OUTLINE = "
    + json.dumps(outline, ensure_ascii=False, indent=2)
    + " as const;\n"
)
print(f"{TARGET}: {len(outline['path'])} characters of path")

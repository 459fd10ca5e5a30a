// Draws the demo portraits (the team's and the testimonials' SVGs) as the WebP renditions the seed stores
// beside them, so that pages serve WebP without the seed loading sharp (decision 052). The same drawing as an
// uploaded SVG photo's (svgRenditions), at the one width the pages ask for. Run after changing a portrait or
// adding one: `npx tsx scripts/render-photo-renditions.ts`. Writes public/images/<folder>/<slug>-<width>x<height>.webp.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { demoPortraits } from "../app/db/seed.server";
import { svgRenditions } from "../app/features/media/svg-raster.server";
import { PORTRAIT_WIDTH } from "../app/utils/media-urls";

const publicDir = path.resolve(import.meta.dirname, "../public");

for (const image of demoPortraits) {
  const source = path.join(publicDir, image);
  const renditions = await svgRenditions(new Uint8Array(await readFile(source)), [PORTRAIT_WIDTH]);
  if (renditions.length === 0) throw new Error(`${image} could not be drawn`);
  for (const { bytes, width, height } of renditions) {
    const target = source.replace(/\.svg$/, `-${width}x${height}.webp`);
    await writeFile(target, bytes);
    console.log(`${path.relative(publicDir, target)} ${bytes.byteLength} bytes`);
  }
}

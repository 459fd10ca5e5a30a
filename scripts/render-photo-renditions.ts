// Draws the demo team portraits (SVG) as the WebP renditions the seed stores beside them, so that /team
// serves WebP without the seed loading sharp (decision 052). The same drawing as an uploaded SVG photo's
// (svgRenditions), at the one width the page asks for. Run after changing a portrait or adding a member:
// `npx tsx scripts/render-photo-renditions.ts`. Writes public/images/team/<slug>-<width>x<height>.webp.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { teamMembers } from "../app/content/team";
import { TEAM_PHOTO_WIDTH } from "../app/utils/media-urls";
import { svgRenditions } from "../app/utils/svg-raster.server";

const publicDir = path.resolve(import.meta.dirname, "../public");

for (const member of teamMembers) {
  const source = path.join(publicDir, member.image);
  const renditions = await svgRenditions(new Uint8Array(await readFile(source)), [TEAM_PHOTO_WIDTH]);
  if (renditions.length === 0) throw new Error(`${member.image} could not be drawn`);
  for (const { bytes, width, height } of renditions) {
    const target = source.replace(/\.svg$/, `-${width}x${height}.webp`);
    await writeFile(target, bytes);
    console.log(`${path.relative(publicDir, target)} ${bytes.byteLength} bytes`);
  }
}

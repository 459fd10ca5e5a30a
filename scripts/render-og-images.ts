// Renders each blog article's SVG artwork to the PNG its Open Graph card uses (link previews
// do not show SVG). Run after changing the artwork: `npx tsx scripts/render-og-images.ts`.
import path from "node:path";

import sharp from "sharp";

import { blogPosts } from "../app/content/blog";

const publicDir = path.resolve(import.meta.dirname, "../public");

for (const post of blogPosts) {
  const source = path.join(publicDir, post.image);
  const target = source.replace(/\.svg$/, ".png");
  await sharp(source, { density: 96 }).resize(1200, 630).png({ compressionLevel: 9, palette: true }).toFile(target);
  console.log(`${path.relative(publicDir, target)}`);
}

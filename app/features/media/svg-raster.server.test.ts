import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { svgRenditions } from "./svg-raster.server";

const encode = (text: string) => new TextEncoder().encode(text);

/** The red, green and blue of pixel (x, y). */
async function pixel(webp: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

describe("svgRenditions", () => {
  it("draws every rendition width at the drawing's aspect ratio, sharp rather than an enlarged bitmap", async () => {
    // Drawn 10 px wide: black on the left half, white on the right.
    const halves = encode(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5"><rect width="5" height="5"/><rect x="5" width="5" height="5" fill="#fff"/></svg>`,
    );
    const renditions = await svgRenditions(halves);
    expect(renditions.map(({ mime, width, height }) => ({ mime, width, height }))).toEqual([
      { mime: "image/webp", width: 400, height: 200 },
      { mime: "image/webp", width: 800, height: 400 },
      { mime: "image/webp", width: 1200, height: 600 },
    ]);
    // An enlarged 10 px bitmap would blur the edge over tens of pixels; a drawing keeps it within two.
    const [first] = renditions;
    expect((await pixel(first!.bytes, 197, 100))[0]).toBeLessThan(40);
    expect((await pixel(first!.bytes, 202, 100))[0]).toBeGreaterThan(215);
  });

  it("takes the aspect ratio from the viewBox, and draws a drawing declared huge at the rendition widths", async () => {
    const viewBoxOnly = await svgRenditions(
      encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><rect width="50" height="40"/></svg>`),
    );
    expect(viewBoxOnly.map((r) => [r.width, r.height])).toEqual([
      [400, 160],
      [800, 320],
      [1200, 480],
    ]);
    const huge = await svgRenditions(
      encode(
        `<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>`,
      ),
    );
    expect(huge.map((r) => [r.width, r.height])).toEqual([
      [400, 400],
      [800, 800],
      [1200, 1200],
    ]);
  });

  it("stops at the widths whose pixels would pass the limit", async () => {
    const tall = await svgRenditions(
      encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 1000"><rect width="100" height="1000"/></svg>`),
    );
    expect(tall.map((r) => [r.width, r.height])).toEqual([[400, 4000]]);
    expect(
      await svgRenditions(
        encode(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 100"><rect width="1" height="100"/></svg>`),
      ),
    ).toEqual([]);
  });

  it("loads no file the drawing points at, and gives no renditions for what is not a drawing", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "svg-raster-"));
    try {
      const red = path.join(dir, "red.png");
      await writeFile(
        red,
        await sharp({ create: { width: 10, height: 10, channels: 3, background: "#f00" } })
          .png()
          .toBuffer(),
      );
      const [rendition] = await svgRenditions(
        encode(
          `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><rect width="10" height="10" fill="#fff"/><image xlink:href="file://${red}" width="10" height="10"/><image href="${red}" width="10" height="10"/></svg>`,
        ),
      );
      expect(await pixel(rendition!.bytes, 200, 200)).toEqual([255, 255, 255]);
    } finally {
      await rm(dir, { recursive: true });
    }
    expect(await svgRenditions(encode("not a drawing"))).toEqual([]);
  });
});

import { deflateSync } from "node:zlib";

import sharp from "sharp";

/** Everything the SVG sanitiser must remove, around content it must keep. */
export const hostileSvg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40" onload="alert('onload')">
  <script>alert('script')</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html inside</div></foreignObject>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#123"/></linearGradient></defs>
  <a href="javascript:alert('link')"><rect width="50" height="40" fill="url(#g)" onclick="alert('click')"/></a>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <use href="#g"/>
  <rect width="10" height="10" style="fill: url(https://evil.example/x)"/>
  <text x="60" y="25">Acme</text>
</svg>`;

export const hostileSvgLeftovers = [
  "<script",
  "alert",
  "onload",
  "onclick",
  "foreignObject",
  "javascript:",
  "evil.example",
];

export function simpleSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><text x="10" y="40">${label}</text></svg>`;
}

export async function pngBytes(width = 8, height = 8): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#c33" } })
      .png()
      .toBuffer(),
  );
}

/** A JPEG carrying EXIF with a GPS position (Dhaka), as a phone photo would. */
export async function jpegWithGps(width = 1000, height = 600): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#369" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PhoneMaker", Copyright: "someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 48/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "90/1 24/1 0/1" },
    })
    .toBuffer();
  return new Uint8Array(jpeg);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG of a few hundred bytes that declares a 50000 x 50000 canvas. */
export function decompressionBombPng(size = 50_000): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc((size + 1) * 4));
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", rows),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

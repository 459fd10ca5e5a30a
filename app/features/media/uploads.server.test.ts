import sharp from "sharp";
import { describe, expect, it } from "vitest";

import {
  decompressionBombPng,
  hostileSvg,
  hostileSvgLeftovers,
  jpegWithGps,
  pngBytes,
} from "../../../tests/support/upload-fixtures";
import { sanitizeSvg } from "./svg-sanitize.server";
import { MAX_SVG_BYTES, uploadRules } from "./upload-rules";
import { prepareUpload, readUploadForm } from "./uploads.server";

function svgFile(text: string, name = "logo.svg") {
  return new File([text], name, { type: "image/svg+xml" });
}

describe("sanitizeSvg", () => {
  it("removes scripts, handlers, javascript: links, foreignObject and external references", () => {
    const clean = sanitizeSvg(hostileSvg)!;
    expect(clean).toContain("<svg");
    expect(clean).toContain("Acme");
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('href="#g"');
    for (const bad of hostileSvgLeftovers) expect(clean).not.toContain(bad);
  });

  it("refuses what is not an SVG document", () => {
    expect(sanitizeSvg("<html><body>hi</body></html>")).toBeNull();
    expect(sanitizeSvg("<svg xmlns='http://www.w3.org/2000/svg'><g></svg>")).toBeNull();
    expect(sanitizeSvg("not xml at all")).toBeNull();
  });
});

describe("prepareUpload", () => {
  it("accepts an SVG by its content and stores it sanitised", async () => {
    const result = await prepareUpload(svgFile(hostileSvg, "logo.png"), "logo");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const text = new TextDecoder().decode(result.upload.original.bytes);
    expect(text).not.toContain("script");
    expect(result.upload.original.mime).toBe("image/svg+xml");
  });

  it("gives an SVG for a photo field WebP renditions drawn from the sanitised text, and a logo's SVG none", async () => {
    // A white card that a style paints red; the sanitiser drops a style holding a CSS escape, whole.
    const portrait = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><style>.card { fill: #f00 } .x\\31 {}</style><rect class="card" width="100" height="40" fill="#fff"/></svg>`;
    const photo = await prepareUpload(svgFile(portrait, "portrait.svg"), "library");
    if (!photo.ok) throw new Error(photo.error);
    expect(photo.upload.original.mime).toBe("image/svg+xml");
    expect(photo.upload.renditions.map(({ mime, width, height }) => [mime, width, height])).toEqual([
      ["image/webp", 400, 160],
      ["image/webp", 800, 320],
      ["image/webp", 1200, 480],
    ]);
    const { data } = await sharp(photo.upload.renditions[0]!.bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(240);

    const logo = await prepareUpload(svgFile(portrait), "logo");
    if (!logo.ok) throw new Error(logo.error);
    expect(logo.upload.renditions).toEqual([]);
  });

  it("refuses a PNG named .svg and an SVG named .png", async () => {
    const asSvg = await prepareUpload(
      new File([await pngBytes()], "logo.svg", { type: "image/svg+xml" }),
      "client-logo",
    );
    expect(asSvg).toEqual({ ok: false, error: "The file must be an SVG image." });
    const asPng = await prepareUpload(new File([hostileSvg], "photo.png", { type: "image/png" }), "project-image");
    expect(asPng).toEqual({ ok: false, error: "The image must be a JPG, PNG, GIF, WebP or AVIF file." });
  });

  it("refuses files over the size limit", async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(MAX_SVG_BYTES)}--></svg>`;
    const result = await prepareUpload(svgFile(big), "logo");
    expect(result).toEqual({ ok: false, error: "The file is larger than 512 KB. Choose a smaller file." });
  });

  it("refuses a decompression bomb from its declared size, before decoding it", async () => {
    const bomb = decompressionBombPng();
    expect(bomb.byteLength).toBeLessThan(100_000);
    const result = await prepareUpload(new File([bomb], "bomb.png"), "project-image");
    expect(result).toEqual({ ok: false, error: "The image is too large: at most 40 megapixels." });
  });

  it("refuses a GIF as a testimonial picture but takes it as a project image", async () => {
    const gif = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#0f0" } })
        .gif()
        .toBuffer(),
    );
    expect((await prepareUpload(new File([gif], "a.gif"), "testimonial-picture")).ok).toBe(false);
    expect((await prepareUpload(new File([gif], "a.gif"), "project-image")).ok).toBe(true);
  });

  it("takes WebP and AVIF in every photo field, re-encoded to WebP like the rest (issue 30)", async () => {
    const source = sharp({ create: { width: 900, height: 500, channels: 3, background: "#36c" } });
    const files = {
      "photo.webp": new Uint8Array(await source.clone().webp().toBuffer()),
      "photo.avif": new Uint8Array(await source.clone().avif().toBuffer()),
    };
    for (const kind of ["project-image", "blog-image", "testimonial-picture", "library"] as const) {
      for (const [name, bytes] of Object.entries(files)) {
        const result = await prepareUpload(new File([bytes], name), kind);
        if (!result.ok) throw new Error(`${kind} ${name}: ${result.error}`);
        expect(result.upload.original).toMatchObject({ mime: "image/webp", width: 900, height: 500 });
        expect(result.upload.renditions.map((rendition) => rendition.width)).toEqual([400, 800]);
        expect((await sharp(result.upload.original.bytes).metadata()).format).toBe("webp");
      }
    }
  });

  it("says in every field's hint and refusal exactly the types it takes", () => {
    const words: Record<string, string> = {
      "image/svg+xml": "SVG",
      "image/jpeg": "JPG",
      "image/png": "PNG",
      "image/gif": "GIF",
      "image/webp": "WebP",
      "image/avif": "AVIF",
    };
    for (const rule of Object.values(uploadRules)) {
      const named = rule.mimes.map((mime) => words[mime]);
      expect(rule.label.split(/, | or /)).toEqual(named);
      expect(rule.typeMessage).toContain(rule.label);
      for (const mime of rule.mimes) expect(rule.accept.split(",")).toContain(mime);
    }
  });

  it("re-encodes to WebP renditions no wider than the original, without EXIF", async () => {
    const jpeg = await jpegWithGps(1000, 500);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const result = await prepareUpload(new File([jpeg], "a.jpg"), "project-image");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { original, renditions } = result.upload;
    expect(original).toMatchObject({ mime: "image/webp", width: 1000, height: 500 });
    expect(renditions.map((r) => r.width)).toEqual([400, 800]);
    for (const image of [original, ...renditions]) {
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });
});

describe("readUploadForm", () => {
  function multipart(size: number) {
    const form = new FormData();
    form.append("name", "x");
    form.append("logo", new File(["a".repeat(size)], "a.svg"));
    return new Request("http://localhost/", { method: "POST", body: form });
  }

  it("reads a form within the limit", async () => {
    const body = await readUploadForm(multipart(1000), "logo");
    expect(body.ok && (body.form.get("logo") as File).size).toBe(1000);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: "x",
      headers: { "content-length": String(10 * 1024 * 1024) },
    });
    expect(await readUploadForm(request, "logo")).toMatchObject({ ok: false, status: 413 });
    expect(request.bodyUsed).toBe(false);
  });

  it("stops a body without Content-Length once it passes the limit", async () => {
    const source = multipart(4 * MAX_SVG_BYTES);
    const bytes = new Uint8Array(await source.arrayBuffer());
    const chunkSize = 16 * 1024;
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= bytes.byteLength) return controller.close();
        controller.enqueue(bytes.slice(pulled, pulled + chunkSize));
        pulled += chunkSize;
      },
    });
    const request = new Request("http://localhost/", {
      method: "POST",
      body: stream,
      headers: { "content-type": source.headers.get("content-type")! },
      duplex: "half",
    } as RequestInit);
    expect(await readUploadForm(request, "logo")).toMatchObject({
      ok: false,
      status: 413,
      message: "The file is larger than 512 KB. Choose a smaller file.",
    });
    expect(pulled).toBeLessThan(2 * MAX_SVG_BYTES);
    expect(bytes.byteLength).toBeGreaterThan(4 * MAX_SVG_BYTES);
  });
});

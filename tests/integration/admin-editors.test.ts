import sharp from "sharp";
import { describe, expect, it } from "vitest";

import { adminEditorServer, linkedId, multipartForm as form } from "../support/admin-editors";
import {
  decompressionBombPng,
  hostileSvg,
  hostileSvgLeftovers,
  jpegWithGps,
  pngBytes,
  simpleSvg,
} from "../support/upload-fixtures";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const site = adminEditorServer();
const page = site.adminPage;

/** A form POST as a script would send it: no browser, no client-side checks. */
function post(path: string, body: FormData | URLSearchParams, options: { signedIn?: boolean } = {}) {
  return site.post(path, body, options.signedIn === false ? null : site.cookie);
}

function file(bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string): File {
  return new File([bytes], name, { type });
}

async function toastOf(response: Response): Promise<string> {
  const flash = response.headers.getSetCookie().find((value) => value.startsWith("flash_toast="));
  if (!flash) return "";
  const signed = decodeURIComponent(flash.split(";")[0]!.slice("flash_toast=".length));
  return Buffer.from(signed.split(".")[0]!, "base64").toString("utf8");
}

function editIds(html: string): string[] {
  return [...html.matchAll(new RegExp(`href="/admin/\\w+/(${UUID})"`, "g"))].map((match) => match[1]!);
}

function mediaIds(html: string): string[] {
  return [...html.matchAll(new RegExp(`/media/(${UUID})`, "g"))].map((match) => match[1]!);
}

describe("admin editors reject invalid payloads sent directly", () => {
  it("refuses every editor action without a session, changing nothing", async () => {
    const before = editIds(await page("/admin/services"));
    expect(before.length).toBeGreaterThan(0);
    for (const path of [
      "/admin/services",
      "/admin/services/new",
      "/admin/portfolio/new",
      "/admin/testimonials/new",
      "/admin/team",
      "/admin/team/new",
      "/admin/clients",
      "/admin/logo",
    ]) {
      const response = await post(path, form({ intent: "add", title: "Sneaky", description: "x", name: "x" }), {
        signedIn: false,
      });
      expect(response.status, path).toBe(401);
    }
    expect(editIds(await page("/admin/services"))).toEqual(before);
  });

  it("validates services on the server with the form's schema", async () => {
    const blank = await post("/admin/services/new", form({ title: "  ", description: "", icon: "Cloud" }));
    expect(blank.status).toBe(400);
    const html = await blank.text();
    expect(html).toContain("Please fill in all required fields");
    expect(html).toContain("Title is required");

    const badIcon = await post("/admin/services/new", form({ title: "Ok", description: "Ok", icon: "NotAnIcon" }));
    expect(badIcon.status).toBe(400);
    expect(await badIcon.text()).toContain("Choose an icon from the list");

    const tooMany = await post(
      "/admin/services/new",
      form({ title: "Ok", description: "Ok", icon: "Cloud", features: Array.from({ length: 25 }, (_, i) => `f${i}`) }),
    );
    expect(tooMany.status).toBe(400);

    const notAnId = await post("/admin/services/not-a-uuid", form({ title: "Ok", description: "Ok", icon: "Cloud" }));
    expect(notAnId.status).toBe(404);
    const badIntent = await post("/admin/services", new URLSearchParams({ intent: "explode", id: "x" }));
    expect(badIntent.status).toBe(400);
  });

  it("saves a valid service with trimmed tags, blank ones ignored, and shows it", async () => {
    const response = await post(
      "/admin/services/new",
      form({
        title: "  Quantum Consulting ",
        description: "Advice.",
        icon: "Cpu",
        features: ["  Strategy  ", "", "   ", "Audits"],
      }),
    );
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toContain("Service added successfully");
    const list = await page("/admin/services");
    const id = linkedId(list, "Edit Quantum Consulting");
    expect(id).toBeDefined();
    const edit = await page(`/admin/services/${id}`);
    const features = [...edit.matchAll(/type="hidden" name="features" value="([^"]*)"/g)].map((match) => match[1]);
    expect(features).toEqual(["Strategy", "Audits"]);
    const checked = [...edit.matchAll(/<input[^>]*name="icon"[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\schecked/.test(tag));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="Cpu"');
  });

  it("refuses a service or testimonial save based on an older version, keeping what was typed", async () => {
    expect(
      (await post("/admin/services/new", form({ title: "Harbour Audits", description: "Checks.", icon: "Cpu" })))
        .status,
    ).toBe(302);
    const serviceId = linkedId(await page("/admin/services"), "Edit Harbour Audits")!;
    expect(await page(`/admin/services/${serviceId}`)).toMatch(/name="version" value="1"/);
    const service = (fields: Record<string, string>) =>
      post(
        `/admin/services/${serviceId}`,
        form({ title: "Harbour Audits", description: "Checks.", icon: "Cpu", ...fields }),
      );
    expect((await service({ description: "Yearly checks.", version: "1" })).status).toBe(302);
    const staleService = await service({ description: "Overwritten", version: "1" });
    expect(staleService.status).toBe(409);
    const staleServiceHtml = await staleService.text();
    expect(staleServiceHtml).toContain("Someone else saved this since you opened it");
    expect(staleServiceHtml).toContain("Overwritten");
    expect((await service({ version: "" })).status).toBe(400);
    expect(await page(`/admin/services/${serviceId}`)).toContain("Yearly checks.");

    const image = file(await pngBytes(), "mina.png", "image/png");
    expect(
      (await post("/admin/testimonials/new", form({ name: "Mina Akter", content: "Quick and careful.", image })))
        .status,
    ).toBe(302);
    const testimonialId = linkedId(await page("/admin/testimonials"), "Edit Mina Akter")!;
    expect(await page(`/admin/testimonials/${testimonialId}`)).toMatch(/name="version" value="1"/);
    const testimonial = (fields: Record<string, string>) =>
      post(
        `/admin/testimonials/${testimonialId}`,
        form({ name: "Mina Akter", content: "Quick and careful.", ...fields }),
      );
    expect((await testimonial({ company: "Harbour Ltd", version: "1" })).status).toBe(302);
    const staleTestimonial = await testimonial({ company: "Overwritten Ltd", version: "1" });
    expect(staleTestimonial.status).toBe(409);
    const staleTestimonialHtml = await staleTestimonial.text();
    expect(staleTestimonialHtml).toContain("Someone else saved this since you opened it");
    expect(staleTestimonialHtml).toContain('value="Overwritten Ltd"');
    expect((await testimonial({ version: "0" })).status).toBe(400);
    expect(await page(`/admin/testimonials/${testimonialId}`)).toContain('value="Harbour Ltd"');
  });

  it("refuses a project with a javascript: link or without an image", async () => {
    const image = file(await pngBytes(), "a.png", "image/png");
    const evil = await post(
      "/admin/portfolio/new",
      form({ title: "P", description: "D", imageAlt: "A", link: "javascript:alert(1)", image }),
    );
    expect(evil.status).toBe(400);
    expect(await evil.text()).toContain("Enter a link starting with http:// or https://");
    const noImage = await post(
      "/admin/portfolio/new",
      form({ title: "P", description: "D", link: "https://example.com" }),
    );
    expect(noImage.status).toBe(400);
    const html = await noImage.text();
    expect(html).toContain("Please fill in all required fields");
    expect(html).toContain("Image is required");
  });

  it("publishes a project's case study at /portfolio/<slug>, validates its fields on the server and refuses a stale save", async () => {
    const image = file(await pngBytes(), "quay.png", "image/png");
    const fields = { title: "Quay Booking", description: "Berths by the hour.", imageAlt: "A quay" };
    const tooLong = "x".repeat(4001);
    const bad = await post(
      "/admin/portfolio/new",
      form({
        ...fields,
        slug: "Not A Slug!",
        challenge: tooLong,
        gallery: ["not-an-id"],
        link: "ftp://files.test/x",
        image,
      }),
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Use lower-case letters, digits and single hyphens only");
    expect(badHtml).toContain("The challenge can be at most 4000 characters");
    expect(badHtml).toContain("Choose gallery images from the media library");
    expect(badHtml).toContain("Enter a link starting with http:// or https://");
    // What was typed comes back.
    expect(badHtml).toContain("Not A Slug!");

    const unknownGallery = await post(
      "/admin/portfolio/new",
      form({ ...fields, gallery: "00000000-0000-4000-8000-000000000000", image }),
    );
    expect(unknownGallery.status).toBe(400);
    expect(await unknownGallery.text()).toContain("A gallery image is no longer in the media library.");

    const created = await post(
      "/admin/portfolio/new",
      form({
        ...fields,
        challenge: "Boats queued for hours.\n\nNobody knew which berth was free.",
        results: "Queues halved.",
        image,
      }),
    );
    expect(created.status).toBe(302);
    const study = await fetch(`${site.server.url}/portfolio/quay-booking`);
    expect(study.status).toBe(200);
    const studyHtml = await study.text();
    expect(studyHtml).toContain('<p class="whitespace-pre-line">Boats queued for hours.</p>');
    expect(studyHtml).toContain("Nobody knew which berth was free.");
    expect(studyHtml).toContain("Queues halved.");
    // No external link was given, so none is shown; the portfolio card leads to the case study.
    expect(studyHtml).not.toMatch(/>Visit the project</);
    expect(await (await fetch(`${site.server.url}/portfolio`)).text()).toContain('href="/portfolio/quay-booking"');
    expect((await fetch(`${site.server.url}/portfolio/no-such-project`)).status).toBe(404);

    const taken = await post(
      "/admin/portfolio/new",
      form({ ...fields, title: "Another Quay", slug: "quay-booking", image }),
    );
    expect(taken.status).toBe(400);
    expect(await taken.text()).toContain("Another project already uses this address. Choose another.");

    const id = linkedId(await page("/admin/portfolio"), "Edit Quay Booking")!;
    const editHtml = await page(`/admin/portfolio/${id}`);
    expect(editHtml).toMatch(/name="version" value="1"/);
    const first = await post(
      `/admin/portfolio/${id}`,
      form({ ...fields, version: "1", link: "https://quay.codexa-client.test/" }),
    );
    expect(first.status).toBe(302);
    const second = await post(`/admin/portfolio/${id}`, form({ ...fields, version: "1", results: "Overwritten" }));
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("Someone else saved this since you opened it");
    const updated = await (await fetch(`${site.server.url}/portfolio/quay-booking`)).text();
    expect(updated).toContain('href="https://quay.codexa-client.test/"');
    expect(updated).not.toContain("Overwritten");
    expect((await post(`/admin/portfolio/${id}`, form({ ...fields, version: "x" }))).status).toBe(400);

    // A new address: the old one answers 301 to it, so links to the case study keep working.
    expect((await post(`/admin/portfolio/${id}`, form({ ...fields, version: "2", slug: "quay-berths" }))).status).toBe(
      302,
    );
    const moved = await fetch(`${site.server.url}/portfolio/quay-booking`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(new URL(moved.headers.get("location")!, site.server.url).pathname).toBe("/portfolio/quay-berths");
    expect((await fetch(`${site.server.url}/portfolio/quay-berths`)).status).toBe(200);
  });

  it("validates team members on the server, shows them on /team without empty profile icons, and refuses a stale save", async () => {
    const image = file(await pngBytes(), "rina.png", "image/png");
    const bad = await post(
      "/admin/team/new",
      form({
        name: "Rina Das",
        role: "",
        bio: "b".repeat(601),
        email: "not-an-email",
        linkedinUrl: "javascript:alert(1)",
        twitterUrl: "ftp://x.test/",
        image,
      }),
    );
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    for (const message of [
      "Please fill in all required fields",
      "Role is required",
      "Bio can be at most 600 characters",
      "Enter a valid email address",
    ]) {
      expect(badHtml).toContain(message);
    }
    expect(badHtml.match(/Enter a link starting with http:\/\/ or https:\/\//g)?.length).toBeGreaterThanOrEqual(2);
    expect(badHtml).toContain('value="Rina Das"');
    const noPhoto = await post("/admin/team/new", form({ name: "Rina Das", role: "QA Lead", bio: "Tests." }));
    expect(noPhoto.status).toBe(400);
    expect(await noPhoto.text()).toContain("Photo is required");

    const created = await post(
      "/admin/team/new",
      form({
        name: "Rina Das",
        role: "QA Lead",
        bio: "Finds the bugs before our clients do.",
        linkedinUrl: "https://www.linkedin.com/in/rina-das",
        visible: "on",
        image,
      }),
    );
    expect(created.status).toBe(302);
    expect(await toastOf(created)).toContain("Team member added successfully");
    const team = await (await fetch(`${site.server.url}/team`)).text();
    expect(team).toContain("Finds the bugs before our clients do.");
    expect(team).toContain('href="https://www.linkedin.com/in/rina-das"');
    expect(team).not.toContain("Rina on X");
    expect(team).not.toContain("Email Rina");

    const id = linkedId(await page("/admin/team"), "Edit Rina Das")!;
    expect(await page(`/admin/team/${id}`)).toMatch(/name="version" value="1"/);
    const hidden = await post(
      `/admin/team/${id}`,
      form({ name: "Rina Das", role: "QA Lead", bio: "Finds the bugs.", version: "1" }),
    );
    expect(hidden.status).toBe(302);
    expect(await (await fetch(`${site.server.url}/team`)).text()).not.toContain("Rina Das");
    const stale = await post(
      `/admin/team/${id}`,
      form({ name: "Rina Das", role: "Overwritten", bio: "x", visible: "on", version: "1" }),
    );
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("Someone else saved this since you opened it");
    expect(await page("/admin/team")).toContain("Hidden from the team page");
  });

  it("refuses a testimonial without name, content or picture", async () => {
    const response = await post("/admin/testimonials/new", form({ name: "", content: "", role: "CTO" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please fill in all required fields");
    expect(html).toContain('value="CTO"');
  });

  it("asks for both logo and name when adding a client logo", async () => {
    const noFile = await post("/admin/clients", form({ intent: "add", name: "Acme" }));
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain("Please provide both logo and name");
    const blankName = await post(
      "/admin/clients",
      form({ intent: "add", name: "   ", logo: file(simpleSvg("x"), "x.svg", "image/svg+xml") }),
    );
    expect(blankName.status).toBe(400);
    expect(await blankName.text()).toContain("Please provide both logo and name");
  });

  it("refuses a client logo rename based on an older version, keeping the typed name", async () => {
    expect(
      (
        await post(
          "/admin/clients",
          form({ intent: "add", name: "Harbour Freight", logo: file(simpleSvg("h"), "h.svg", "image/svg+xml") }),
        )
      ).status,
    ).toBe(302);
    const list = await page("/admin/clients");
    const id = new RegExp(
      `name="id" value="(${UUID})"/><input type="hidden" name="version" value="1"/>(?:(?!</form>).)*value="Harbour Freight"`,
      "s",
    ).exec(list)?.[1];
    expect(id).toBeDefined();
    const rename = (name: string, version: string) =>
      post("/admin/clients", form({ intent: "update", id: id!, name, version }));
    expect((await rename("Harbour Freight Ltd", "1")).status).toBe(302);
    const stale = await rename("Overwritten Freight", "1");
    expect(stale.status).toBe(409);
    const staleHtml = await stale.text();
    expect(staleHtml).toContain("Someone else saved this since you opened it");
    expect(staleHtml).toContain('value="Overwritten Freight"');
    expect((await rename("No version", "")).status).toBe(400);
    const after = await page("/admin/clients");
    expect(after).toContain("Harbour Freight Ltd");
    expect(after).not.toContain("Overwritten Freight");
  });

  it("asks for a file when updating the site logo without one", async () => {
    const response = await post("/admin/logo", form({ variant: "black" }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please select a logo to upload");
  });
});

describe("uploads", () => {
  it("stores a hostile SVG clean and serves it with a sandboxing CSP, an ETag, and a year's caching for the versioned URL", async () => {
    const response = await post(
      "/admin/clients",
      form({ intent: "add", name: "Hostile Corp", logo: file(hostileSvg, "hostile.svg", "image/svg+xml") }),
    );
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toContain("Client logo added successfully!");
    const list = await page("/admin/clients");
    const id = new RegExp(`/media/(${UUID})"[^>]*>(?:(?!<li).)*Hostile Corp`, "s").exec(list)?.[1];
    expect(id).toBeDefined();

    const media = await fetch(`${site.server.url}/media/${id}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/svg+xml");
    expect(media.headers.get("content-security-policy")).toContain(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(media.headers.get("x-content-type-options")).toContain("nosniff");
    // The bare URL (the admin's) is revalidated on every use: a file replaced in the library keeps it.
    expect(media.headers.get("cache-control")).toBe("public, no-cache");
    const version = new RegExp(`/media/${id}\\?v=([0-9a-f]{16})`).exec(
      await (await fetch(`${site.server.url}/`)).text(),
    )?.[1];
    expect(version).toBeDefined();
    const versioned = await fetch(`${site.server.url}/media/${id}?v=${version}`);
    expect(versioned.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${site.server.url}/media/${id}?v=0000000000000000`)).headers.get("cache-control")).toBe(
      "public, no-cache",
    );
    const svg = await media.text();
    expect(svg).toContain("Acme");
    for (const bad of hostileSvgLeftovers) expect(svg).not.toContain(bad);

    const etag = media.headers.get("etag")!;
    const again = await fetch(`${site.server.url}/media/${id}`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });

  it("decides the type from the bytes: a PNG named .svg and an SVG named .png are refused", async () => {
    const pngAsSvg = await post(
      "/admin/logo",
      form({ variant: "black", logo: file(await pngBytes(), "logo.svg", "image/svg+xml") }),
    );
    expect(pngAsSvg.status).toBe(400);
    const html = await pngAsSvg.text();
    expect(html).toContain("Failed to upload logo");
    expect(html).toContain("The file must be an SVG image.");

    const svgAsPng = await post(
      "/admin/portfolio/new",
      form({ title: "T", description: "D", imageAlt: "A", image: file(simpleSvg("x"), "photo.png", "image/png") }),
    );
    expect(svgAsPng.status).toBe(400);
    expect(await svgAsPng.text()).toContain("The image must be a JPG, PNG, GIF, WebP or AVIF file.");

    const gifPicture = await post(
      "/admin/testimonials/new",
      form({
        name: "N",
        content: "C",
        image: file(
          new Uint8Array(
            await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
              .gif()
              .toBuffer(),
          ),
          "p.jpg",
          "image/jpeg",
        ),
      }),
    );
    expect(gifPicture.status).toBe(400);
    expect(await gifPicture.text()).toContain("The picture must be a JPG, PNG, WebP or AVIF file.");
  });

  it("refuses an oversized file with a clear message", async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(700 * 1024)}--></svg>`;
    const response = await post("/admin/logo", form({ variant: "white", logo: file(big, "big.svg", "image/svg+xml") }));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("The file is larger than 512 KB. Choose a smaller file.");
  });

  it("refuses a decompression bomb", async () => {
    const response = await post(
      "/admin/portfolio/new",
      form({
        title: "Bomb",
        description: "D",
        imageAlt: "A",
        image: file(decompressionBombPng(), "bomb.png", "image/png"),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The image is too large: at most 40 megapixels.");
  });

  it("re-encodes photos to WebP renditions with no EXIF or GPS left", async () => {
    const photo = await jpegWithGps(1000, 600);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await post(
      "/admin/testimonials/new",
      form({ name: "Gps Person", content: "Great.", image: file(photo, "me.jpg", "image/jpeg") }),
    );
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toContain("Testimonial added successfully");
    const list = await page("/admin/testimonials");
    const id = new RegExp(`/media/(${UUID})\\?w=400"[^>]*>(?:(?!<li).)*Gps Person`, "s").exec(list)?.[1];
    expect(id).toBeDefined();
    for (const [query, width] of [
      ["", 1000],
      ["?w=400", 400],
      ["?w=800", 800],
      ["?w=1200", 1000],
    ] as const) {
      const media = await fetch(`${site.server.url}/media/${id}${query}`);
      expect(media.headers.get("content-type")).toBe("image/webp");
      const metadata = await sharp(new Uint8Array(await media.arrayBuffer())).metadata();
      expect(metadata.width, query).toBe(width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it("puts the new black logo in the header and the white one in the footer", async () => {
    const before = mediaIds(await (await fetch(`${site.server.url}/`)).text());
    for (const variant of ["black", "white"] as const) {
      const response = await post(
        "/admin/logo",
        form({ variant, logo: file(simpleSvg(variant), `${variant}.svg`, "image/svg+xml") }),
      );
      expect(response.status).toBe(302);
      expect(await toastOf(response)).toContain(
        `${variant === "black" ? "Black" : "White"} logo updated successfully!`,
      );
    }
    const html = await (await fetch(`${site.server.url}/`)).text();
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    const [black] = mediaIds(header);
    const [white] = mediaIds(footer);
    expect(black).toBeDefined();
    expect(white).toBeDefined();
    expect(before).not.toContain(black);
    expect(await (await fetch(`${site.server.url}/media/${black}`)).text()).toContain(">black<");
    expect(await (await fetch(`${site.server.url}/media/${white}`)).text()).toContain(">white<");
  });
});

/** The library id of the Media screen's card whose heading is `name`. */
async function libraryId(name: string): Promise<string> {
  const html = await page(`/admin/media?q=${encodeURIComponent(name)}`);
  const id = new RegExp(`name="id" value="(${UUID})"`).exec(html)?.[1];
  expect(id, name).toBeDefined();
  return id!;
}

describe("media library: the server checks whatever the client sends", () => {
  it("refuses uploads without alt text or of the wrong type, and takes a good one", async () => {
    const noAlt = await post(
      "/admin/media",
      form({ intent: "upload", alt: " ", file: file(await pngBytes(40, 30), "lib.png", "image/png") }),
    );
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain("Alt text is required");
    const text = await post(
      "/admin/media",
      form({ intent: "upload", alt: "Notes", file: file("just text", "notes.svg", "image/svg+xml") }),
    );
    expect(text.status).toBe(400);
    expect(await text.text()).toContain("The file must be an SVG, JPG, PNG, GIF, WebP or AVIF image.");
    const bigSvg = `<svg xmlns="http://www.w3.org/2000/svg"><!--${"x".repeat(600 * 1024)}--></svg>`;
    const tooBig = await post(
      "/admin/media",
      form({ intent: "upload", alt: "Big", file: file(bigSvg, "big.svg", "image/svg+xml") }),
    );
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain("The SVG is larger than 512 KB.");
    const good = await post(
      "/admin/media",
      form({
        intent: "upload",
        alt: "Library photo",
        file: file(await jpegWithGps(600, 400), "library-photo.jpg", "image/jpeg"),
      }),
    );
    expect(good.status).toBe(302);
    expect(await toastOf(good)).toContain("library-photo.jpg added to the library");
    expect(await page("/admin/media?q=library-photo")).toContain("600 × 400 px");
  });

  it("edits alt text only within its rules, and only for a file that exists", async () => {
    const id = await libraryId("library-photo.jpg");
    const tooLong = await post("/admin/media", form({ intent: "alt", id, alt: "x".repeat(301) }));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Alt text can be at most 300 characters");
    const saved = await post(
      "/admin/media",
      form({ intent: "alt", id, alt: "  A quay at dawn  ", view: "?q=library" }),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/media?q=library");
    expect(await page("/admin/media?q=quay")).toContain("A quay at dawn");
    const missing = await post(
      "/admin/media",
      form({ intent: "alt", id: "00000000-0000-4000-8000-000000000000", alt: "x" }),
    );
    expect(missing.status).toBe(404);
    expect((await post("/admin/media", form({ intent: "rename", id, alt: "x" }))).status).toBe(400);
    expect((await post("/admin/media", form({ intent: "alt", id, alt: "x" }), { signedIn: false })).status).toBe(401);
  });

  it("lets editors pick only library files their field takes, and refuses to delete a file in use", async () => {
    const photo = await libraryId("library-photo.jpg");
    const asLogo = await post("/admin/clients", form({ intent: "add", name: "Photo Corp", logoMediaId: photo }));
    expect(asLogo.status).toBe(400);
    expect(await asLogo.text()).toContain("Choose an SVG file for this.");
    const unknown = await post(
      "/admin/portfolio/new",
      form({ title: "Ghost", description: "D", imageAlt: "A", imageMediaId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("The chosen file is no longer in the media library.");

    const picked = await post(
      "/admin/portfolio/new",
      form({ title: "Quay Project", description: "D", imageAlt: "A quay, picked", imageMediaId: photo }),
    );
    expect(picked.status).toBe(302);
    expect(await page("/admin/media?q=library-photo")).toContain("A quay, picked");
    const portfolio = await (await fetch(`${site.server.url}/portfolio`)).text();
    expect(portfolio).toMatch(new RegExp(`/media/${photo}\\?w=800&amp;v=[0-9a-f]{16}"[^>]*alt="A quay, picked"`));

    const refused = await post("/admin/media", form({ intent: "delete", id: photo }));
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Used by project “Quay Project”.");
    expect((await fetch(`${site.server.url}/media/${photo}`)).status).toBe(200);
  });

  it("replaces a logo only with an SVG, keeping its id", async () => {
    const logos = await page("/admin/clients");
    const [logoId] = [...logos.matchAll(new RegExp(`/media/(${UUID})`, "g"))].map((match) => match[1]!);
    const photo = await post(
      "/admin/media",
      form({ intent: "replace", id: logoId!, file: file(await pngBytes(20, 20), "photo.png", "image/png") }),
    );
    expect(photo.status).toBe(400);
    expect(await photo.text()).toContain("The file must be an SVG image.");
    const svg = await post(
      "/admin/media",
      form({ intent: "replace", id: logoId!, file: file(simpleSvg("replaced-logo"), "new.svg", "image/svg+xml") }),
    );
    expect(svg.status).toBe(302);
    expect(await (await fetch(`${site.server.url}/media/${logoId}`)).text()).toContain("replaced-logo");
    expect(await page("/admin/clients")).toContain(`/media/${logoId}`);
  });
});

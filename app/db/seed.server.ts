import fs from "node:fs/promises";
import path from "node:path";

import { and, eq } from "drizzle-orm";

import { type BlogBlock, blogPosts as demoBlogPosts } from "~/content/blog";
import { blogPostsBn } from "~/content/bn/blog";
import { companyDetailsBn } from "~/content/bn/company";
import { hostingInclusionsBn, hostingPackagesBn } from "~/content/bn/hosting";
import { privacyPolicyBn, termsOfServiceBn } from "~/content/bn/legal";
import { testimonialPhotoAltBn } from "~/content/bn/media";
import { productCategoriesBn, productsBn } from "~/content/bn/products";
import { projectsBn } from "~/content/bn/projects";
import { servicesBn } from "~/content/bn/services";
import { teamMembersBn } from "~/content/bn/team";
import { testimonialsBn } from "~/content/bn/testimonials";
import { bengaliFor } from "~/content/bn/translation";
import { companyDefaults } from "~/content/company";
import { hostingInclusions, hostingPackages as demoHosting } from "~/content/hosting";
import { type LegalDocument, privacyPolicy, termsOfService } from "~/content/legal";
import { productCategories as demoCategories, products as demoProducts } from "~/content/products";
import { seedClientLogos, seedProjects, seedServices, seedTestimonials } from "~/content/seed";
import { teamMembers as demoTeam } from "~/content/team";
import { technologies as demoTechnologies } from "~/content/technologies";
import { projectSlug } from "~/features/site-content/project-schema";
import { addMissingRenditions, insertMedia, type NewMedia } from "~/models/media.server";
import { cleanRichText, readingMinutes, type RichTextDoc, type RichTextNode } from "~/utils/rich-text";

import type { Db } from "./client.server";
import {
  blogPosts,
  clientLogos,
  contentSeeds,
  hostingPackages,
  legalDocuments,
  productCategories,
  products,
  projects,
  services,
  siteSettings,
  teamMembers,
  technologies,
  testimonials,
} from "./schema";

const publicDir = path.resolve(process.cwd(), "public");

const mimeByExtension: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};

/**
 * A committed file as a library item named after it, with the alt text its first use gives it, in English and
 * Bengali, and the renditions committed beside it.
 */
async function mediaFromPublicFile(db: Db, publicPath: string, alt: string, altBn: string): Promise<string> {
  const bytes = await fs.readFile(path.join(publicDir, publicPath));
  const mime = mimeByExtension[path.extname(publicPath)] ?? "application/octet-stream";
  const id = await insertMedia(db, {
    bytes: new Uint8Array(bytes),
    mime,
    name: path.basename(publicPath),
    alt,
    translations: { bn: { alt: altBn } },
  });
  for (const rendition of await committedRenditions(publicPath)) await insertMedia(db, { ...rendition, parentId: id });
  return id;
}

/**
 * The WebP renditions committed beside a seeded SVG photo, `<name>-<width>x<height>.webp`, drawn once by
 * scripts/render-photo-renditions.ts, so that the seed never loads sharp (decision 052).
 */
async function committedRenditions(publicPath: string): Promise<NewMedia[]> {
  const dir = path.join(publicDir, path.dirname(publicPath));
  const prefix = `${path.basename(publicPath, path.extname(publicPath))}-`;
  const renditions: NewMedia[] = [];
  for (const name of (await fs.readdir(dir)).sort()) {
    const size = name.startsWith(prefix) ? /^(\d+)x(\d+)\.webp$/.exec(name.slice(prefix.length)) : null;
    if (!size) continue;
    const bytes = new Uint8Array(await fs.readFile(path.join(dir, name)));
    renditions.push({ bytes, mime: "image/webp", width: Number(size[1]), height: Number(size[2]) });
  }
  return renditions;
}

/**
 * Seeds the demo content once: the settings row doubles as the marker, so content staff delete later
 * is not re-created, and concurrent first starts (several instances) seed exactly once.
 */
export async function seedDemoContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(siteSettings)
      .values({
        id: 1,
        companyName: companyDefaults.name,
        tagline: companyDefaults.tagline,
        phone: companyDefaults.phone,
        email: companyDefaults.email,
        dhakaAddress: companyDefaults.dhakaAddress,
        londonAddress: companyDefaults.londonAddress,
        hoursWeekdays: companyDefaults.businessHours.weekdays,
        hoursSaturday: companyDefaults.businessHours.saturday,
        foundedYear: companyDefaults.foundedYear,
        linkedinUrl: companyDefaults.social.linkedin,
        twitterUrl: companyDefaults.social.twitter,
        facebookUrl: companyDefaults.social.facebook,
        githubUrl: companyDefaults.social.github,
        translations: { bn: companyDetailsBn },
      })
      .onConflictDoNothing()
      .returning({ id: siteSettings.id });
    if (inserted.length === 0) return false;
    const txDb = tx as unknown as Db;

    const [logoBlack, logoWhite] = [
      await mediaFromPublicFile(txDb, "images/brand/logo-black.svg", companyDefaults.name, companyDefaults.name),
      await mediaFromPublicFile(txDb, "images/brand/logo-white.svg", companyDefaults.name, companyDefaults.name),
    ];
    await tx.update(siteSettings).set({ logoBlackMediaId: logoBlack, logoWhiteMediaId: logoWhite });

    await tx.insert(services).values(
      seedServices.map(({ title, description, icon, features }, position) => ({
        title,
        description,
        icon,
        features,
        translations: { bn: bengaliFor(servicesBn, title, "service") },
        position,
      })),
    );
    for (const [position, client] of seedClientLogos.entries()) {
      await tx.insert(clientLogos).values({
        name: client.name,
        mediaId: await mediaFromPublicFile(txDb, client.file, client.name, client.name),
        position,
      });
    }
    for (const [position, project] of seedProjects.entries()) {
      const { image, imageAlt, slug, ...fields } = project;
      const { imageAlt: imageAltBn, ...bn } = bengaliFor(projectsBn, slug, "project");
      await tx.insert(projects).values({
        ...fields,
        slug: projectSlug({ slug: "", title: fields.title }),
        imageMediaId: await mediaFromPublicFile(txDb, image, imageAlt, imageAltBn),
        translations: { bn },
        position,
      });
    }
    for (const [position, testimonial] of seedTestimonials.entries()) {
      const { image, slug, ...fields } = testimonial;
      await tx.insert(testimonials).values({
        ...fields,
        translations: { bn: bengaliFor(testimonialsBn, slug, "testimonial") },
        imageMediaId: await mediaFromPublicFile(
          txDb,
          image,
          `Photo of ${fields.name}`,
          testimonialPhotoAltBn(fields.name),
        ),
        position,
      });
    }
    return true;
  });
}

/**
 * Databases seeded before projects had case studies: each demo project that still has the demo's title
 * and no case study text gets the demo's (marked in content_seeds, so it happens once). Their placeholder
 * links were removed by the case-studies migration (drizzle/*_case_studies.sql).
 */
export async function seedDemoCaseStudies(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "case-studies" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return 0;
    let filled = 0;
    for (const { title, challenge, solution, results } of seedProjects) {
      const rows = await tx
        .update(projects)
        .set({ challenge, solution, results })
        .where(
          and(
            eq(projects.title, title),
            eq(projects.challenge, ""),
            eq(projects.solution, ""),
            eq(projects.results, ""),
          ),
        )
        .returning({ id: projects.id });
      filled += rows.length;
    }
    return filled;
  });
}

/**
 * Seeds the six demo team members once (marked in content_seeds, so a database seeded before the team
 * moved into it gets them too, and members staff delete later are not re-created).
 */
export async function seedDemoTeam(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "team-members" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    const txDb = tx as unknown as Db;
    for (const [position, member] of demoTeam.entries()) {
      const { imageAlt: imageAltBn, ...bn } = bengaliFor(teamMembersBn, member.slug, "team member");
      await tx.insert(teamMembers).values({
        name: member.name,
        role: member.role,
        bio: member.bio,
        translations: { bn },
        photoMediaId: await mediaFromPublicFile(txDb, member.image, member.imageAlt, imageAltBn),
        email: member.social.email,
        linkedinUrl: member.social.linkedin,
        twitterUrl: member.social.twitter,
        position,
      });
    }
    return true;
  });
}

/** The seeded SVG portraits that have committed WebP renditions (drawn by scripts/render-photo-renditions.ts). */
export const demoPortraits: readonly string[] = [
  ...demoTeam.map((member) => member.image),
  ...seedTestimonials.map((testimonial) => testimonial.image),
];

/**
 * Gives the demo portraits (team, testimonials) their committed WebP renditions in a database seeded before
 * they had them (once, marked in content_seeds). A portrait staff replaced has other bytes and is left alone;
 * one that already has renditions (seeded with them) too. Returns how many portraits got them.
 */
export async function seedDemoPortraitRenditions(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "portrait-renditions" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return 0;
    const txDb = tx as unknown as Db;
    let given = 0;
    for (const image of demoPortraits) {
      const svg = new Uint8Array(await fs.readFile(path.join(publicDir, image)));
      given += await addMissingRenditions(txDb, svg, await committedRenditions(image));
    }
    return given;
  });
}

/**
 * Seeds the demo shop once: its seven categories and twelve products, in today's order and prices
 * (marked in content_seeds, so a database seeded before the shop moved into it gets them too, and
 * what staff delete later is not re-created).
 */
export async function seedDemoShop(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "shop" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    const txDb = tx as unknown as Db;
    const categoryIds = new Map<string, string>();
    for (const [position, name] of demoCategories.filter((name) => name !== "All").entries()) {
      const [row] = await tx
        .insert(productCategories)
        .values({ name, translations: { bn: productCategoriesBn[name] }, position })
        .returning({ id: productCategories.id });
      categoryIds.set(name, row!.id);
    }
    for (const [position, product] of demoProducts.entries()) {
      const { imageAlt: imageAltBn, ...bn } = bengaliFor(productsBn, product.slug, "product");
      await tx.insert(products).values({
        name: product.name,
        categoryId: categoryIds.get(product.category)!,
        price: product.price,
        rating: product.rating,
        description: product.description,
        translations: { bn },
        imageMediaId: await mediaFromPublicFile(txDb, product.image, product.imageAlt, imageAltBn),
        position,
      });
    }
    return true;
  });
}

/**
 * Seeds the four demo hosting packages once, exactly as the spec lists them (marked in content_seeds, so a
 * database seeded before hosting moved into it gets them too, and packages staff delete stay deleted).
 * Each card's list is today's: what every package includes.
 */
export async function seedDemoHosting(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "hosting-packages" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    await tx.insert(hostingPackages).values(
      demoHosting.map((pkg, position) => ({
        name: pkg.name,
        summary: pkg.summary,
        pricePerYear: pkg.pricePerYear,
        dailyVisitors: pkg.dailyVisitors,
        storage: pkg.storage,
        bandwidth: pkg.bandwidth,
        features: [...hostingInclusions],
        highlighted: pkg.highlighted,
        translations: {
          bn: { ...bengaliFor(hostingPackagesBn, pkg.slug, "hosting package"), features: [...hostingInclusionsBn] },
        },
        position,
      })),
    );
    return true;
  });
}

const text = (value: string): RichTextNode[] => [{ type: "text", text: value }];

/** A demo article's blocks as the editor's document. */
export function demoBodyDoc(blocks: BlogBlock[]): RichTextDoc {
  return {
    type: "doc",
    content: blocks.map((block): RichTextNode => {
      if (block.type === "h2") return { type: "heading", attrs: { level: 2 }, content: text(block.text ?? "") };
      if (block.type === "ul") {
        return {
          type: "bulletList",
          content: (block.items ?? []).map((item) => ({
            type: "listItem",
            content: [{ type: "paragraph", content: text(item) }],
          })),
        };
      }
      return { type: "paragraph", content: text(block.text ?? "") };
    }),
  };
}

/**
 * Seeds the six demo articles once (marked in content_seeds, so a database seeded before the blog moved
 * into it gets them too, and articles staff delete later are not re-created). Their dates are 09:00 in
 * Dhaka on the day the article shows.
 */
export async function seedDemoBlog(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "blog-posts" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    const txDb = tx as unknown as Db;
    for (const post of demoBlogPosts) {
      const cleaned = cleanRichText(demoBodyDoc(post.body));
      if (!cleaned.ok) throw new Error(`demo article ${post.slug}: ${cleaned.message}`);
      const bn = bengaliFor(blogPostsBn, post.slug, "article");
      const cleanedBn = cleanRichText(demoBodyDoc(bn.body));
      if (!cleanedBn.ok) throw new Error(`demo article ${post.slug} in Bengali: ${cleanedBn.message}`);
      await tx.insert(blogPosts).values({
        slug: post.slug,
        title: post.title,
        category: post.category,
        author: post.author,
        excerpt: post.excerpt,
        metaDescription: post.description,
        coverMediaId: await mediaFromPublicFile(txDb, post.image, post.imageAlt, bn.imageAlt),
        coverAlt: post.imageAlt,
        body: cleaned.doc,
        readingMinutes: readingMinutes(cleaned.doc),
        status: "published",
        publishAt: new Date(`${post.isoDate}T09:00:00+06:00`),
        translations: {
          bn: {
            title: bn.title,
            category: bn.category,
            excerpt: bn.excerpt,
            metaDescription: bn.description,
            coverAlt: bn.imageAlt,
            body: cleanedBn.doc,
          },
        },
      });
    }
    return true;
  });
}

/** A legal page's sections as the editor's document: each heading an h2, then its paragraphs. */
export function legalBodyDoc(document: Pick<LegalDocument, "sections">): RichTextDoc {
  return {
    type: "doc",
    content: document.sections.flatMap((section): RichTextNode[] => [
      { type: "heading", attrs: { level: 2 }, content: text(section.heading) },
      ...section.paragraphs.map((paragraph): RichTextNode => ({ type: "paragraph", content: text(paragraph) })),
    ]),
  };
}

/**
 * Seeds the privacy policy and the terms with today's texts and dates (decision 097), each only while it
 * is missing, so staff's edits are never overwritten and a fresh start shows the same pages as before.
 */
export async function seedLegalDocuments(db: Db): Promise<boolean> {
  const inserted = await db
    .insert(legalDocuments)
    .values(
      (
        [
          ["privacy", privacyPolicy, privacyPolicyBn],
          ["terms", termsOfService, termsOfServiceBn],
        ] as const
      ).map(([id, document, bn]) => ({
        id,
        intro: document.intro,
        body: legalBodyDoc(document),
        lastUpdated: document.updated,
        translations: { bn: { intro: bn.intro, body: legalBodyDoc(bn) } },
      })),
    )
    .onConflictDoNothing()
    .returning({ id: legalDocuments.id });
  return inserted.length > 0;
}

/**
 * Seeds the home page's technology logos once (decision 093): each committed SVG joins the media library,
 * so the logos are served like every other file staff choose, from this server.
 */
export async function seedDemoTechnologies(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(contentSeeds)
      .values({ name: "technologies" })
      .onConflictDoNothing()
      .returning({ name: contentSeeds.name });
    if (marked.length === 0) return false;
    const txDb = tx as unknown as Db;
    for (const [position, technology] of demoTechnologies.entries()) {
      const logoMediaId = await mediaFromPublicFile(
        txDb,
        technology.file,
        `${technology.name} logo`,
        `${technology.name} লোগো`,
      );
      await tx.insert(technologies).values({ name: technology.name, logoMediaId, position });
    }
    return true;
  });
}

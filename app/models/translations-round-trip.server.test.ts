import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";

import { mediaAltFormSchema } from "~/features/media/media-library";
import { hostingPackageFormSchema } from "~/features/shop/hosting-schema";
import { productCategoryFormSchema, productFormSchema } from "~/features/shop/product-schema";
import { aboutFigureFormSchema, coreValueFormSchema } from "~/features/site-content/about-schema";
import { faqItemFormSchema } from "~/features/site-content/faq-schema";
import { processStepFormSchema } from "~/features/site-content/process-step-schema";
import { projectFormSchema } from "~/features/site-content/project-schema";
import { serviceFormSchema } from "~/features/site-content/service-schema";
import { teamMemberFormSchema } from "~/features/site-content/team-member-schema";
import { testimonialFormSchema } from "~/features/site-content/testimonial-schema";
import { companySettingsFormSchema } from "~/utils/site-settings";

import { createTestDatabase, type TestDatabase, testDrivers } from "../../tests/support/databases";
import {
  createAboutFigure,
  createCoreValue,
  getAboutFigure,
  getCoreValue,
  updateAboutFigure,
  updateCoreValue,
} from "./about-content.server";
import {
  type BlogPostInput,
  createPost,
  getPost,
  listRevisions,
  restoreRevision,
  updatePost,
} from "./blog-posts.server";
import { createFaqItem, getFaqItem, updateFaqItem } from "./faq-items.server";
import { createHostingPackage, getHostingPackage, updateHostingPackage } from "./hosting-packages.server";
import { getLibraryItem, insertMedia, setMediaAlt } from "./media.server";
import { createProcessStep, getProcessStep, updateProcessStep } from "./process-steps.server";
import {
  createProduct,
  createProductCategory,
  getProduct,
  getProductCategory,
  updateProduct,
  updateProductCategory,
} from "./products.server";
import { createProject, getProject, updateProject } from "./projects.server";
import { createService, getService, updateService } from "./services.server";
import { getCompanySettings, updateCompanySettings } from "./site-settings.server";
import { createTeamMember, getTeamMember, updateTeamMember } from "./team-members.server";
import { createTestimonial, getTestimonial, updateTestimonial } from "./testimonials.server";

// Decision 080/134: what an editor's form sends in Bengali is saved into `translations.bn` and read back as
// it was written (Bengali script, lists in order), on both drivers; a second save replaces it.

/** The translated texts alone, without the out-of-date marks saved beside them (decision 197). */
function texts(translations: Record<string, unknown>): Record<string, unknown> {
  const { _sources: _marks, ...rest } = translations;
  return rest;
}

function parsed<S extends z.ZodType>(schema: S, values: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

function savedId(result: { ok: true; id: string } | { ok: false; reason: string }): string {
  if (!result.ok) throw new Error(`save refused: ${result.reason}`);
  return result.id;
}

describe.each(testDrivers())("Bengali texts saved by the editors' models (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("round-trips services, FAQ, process steps, About figures and core values", async () => {
    const { db } = database;
    const service = { title: "Cloud", description: "Hosting.", icon: "Cloud", features: ["Backups"] };
    const serviceId = await createService(
      db,
      parsed(serviceFormSchema, { ...service, "bn.title": "ক্লাউড", "bn.features": ["ব্যাকআপ", "  "] }),
    );
    expect(texts((await getService(db, serviceId))!.translations)).toEqual({
      bn: { title: "ক্লাউড", features: ["ব্যাকআপ"] },
    });
    await updateService(
      db,
      serviceId,
      1,
      parsed(serviceFormSchema, {
        ...service,
        "bn.title": "ক্লাউড সেবা",
        "bn.description": "হোস্টিং।",
        "bn.features": [],
      }),
    );
    expect(texts((await getService(db, serviceId))!.translations)).toEqual({
      bn: { title: "ক্লাউড সেবা", description: "হোস্টিং।" },
    });

    const faq = { question: "Why?", answer: "Because {company}.", visible: true };
    const faqId = await createFaqItem(
      db,
      parsed(faqItemFormSchema, { ...faq, "bn.question": "কেন?", "bn.answer": "কারণ {company}।" }),
    );
    expect(texts((await getFaqItem(db, faqId))!.translations)).toEqual({
      bn: { question: "কেন?", answer: "কারণ {company}।" },
    });
    await updateFaqItem(db, faqId, 1, parsed(faqItemFormSchema, faq));
    expect(texts((await getFaqItem(db, faqId))!.translations)).toEqual({});

    const step = { title: "Plan", description: "We plan.", icon: "Search" };
    const stepId = await createProcessStep(
      db,
      parsed(processStepFormSchema, { ...step, "bn.title": "পরিকল্পনা", "bn.description": "আমরা পরিকল্পনা করি।" }),
    );
    expect(texts((await getProcessStep(db, stepId))!.translations)).toEqual({
      bn: { title: "পরিকল্পনা", description: "আমরা পরিকল্পনা করি।" },
    });
    await updateProcessStep(db, stepId, 1, parsed(processStepFormSchema, { ...step, "bn.title": "পরিকল্পনা করা" }));
    expect(texts((await getProcessStep(db, stepId))!.translations)).toEqual({ bn: { title: "পরিকল্পনা করা" } });

    const figure = { label: "Clients", value: "500", suffix: "+" };
    const figureId = await createAboutFigure(
      db,
      parsed(aboutFigureFormSchema, { ...figure, "bn.label": "ক্লায়েন্ট", "bn.suffix": "+" }),
    );
    expect(texts((await getAboutFigure(db, figureId))!.translations)).toEqual({
      bn: { label: "ক্লায়েন্ট", suffix: "+" },
    });
    await updateAboutFigure(db, figureId, 1, parsed(aboutFigureFormSchema, { ...figure, "bn.label": "সন্তুষ্ট ক্লায়েন্ট" }));
    expect(texts((await getAboutFigure(db, figureId))!.translations)).toEqual({ bn: { label: "সন্তুষ্ট ক্লায়েন্ট" } });

    const value = { title: "Care", description: "We care.", icon: "Lightbulb" };
    const valueId = await createCoreValue(db, parsed(coreValueFormSchema, { ...value, "bn.title": "যত্ন" }));
    await updateCoreValue(
      db,
      valueId,
      1,
      parsed(coreValueFormSchema, { ...value, "bn.title": "যত্ন", "bn.description": "আমরা যত্ন নিই।" }),
    );
    expect(texts((await getCoreValue(db, valueId))!.translations)).toEqual({
      bn: { title: "যত্ন", description: "আমরা যত্ন নিই।" },
    });
  });

  it("round-trips hosting packages, product categories, products, team members and testimonials", async () => {
    const { db } = database;
    const pkg = {
      name: "Starter",
      summary: "",
      pricePerYear: "1200",
      dailyVisitors: "5,000",
      storage: "5 GB",
      bandwidth: "50 GB",
      features: ["SSL"],
      highlighted: false,
    };
    const bnPackage = {
      "bn.name": "স্টার্টার",
      "bn.dailyVisitors": "৫,০০০",
      "bn.storage": "৫ জিবি",
      "bn.bandwidth": "৫০ জিবি",
      "bn.features": ["এসএসএল"],
    };
    const packageId = await createHostingPackage(db, parsed(hostingPackageFormSchema, { ...pkg, ...bnPackage }));
    expect(texts((await getHostingPackage(db, packageId))!.translations)).toEqual({
      bn: { name: "স্টার্টার", dailyVisitors: "৫,০০০", storage: "৫ জিবি", bandwidth: "৫০ জিবি", features: ["এসএসএল"] },
    });
    await updateHostingPackage(
      db,
      packageId,
      1,
      parsed(hostingPackageFormSchema, { ...pkg, ...bnPackage, "bn.summary": "ছোট সাইটের জন্য।" }),
    );
    expect((await getHostingPackage(db, packageId))!.translations.bn).toMatchObject({
      summary: "ছোট সাইটের জন্য।",
      name: "স্টার্টার",
    });

    const categoryId = savedId(
      await createProductCategory(db, parsed(productCategoryFormSchema, { name: "Laptops", "bn.name": "ল্যাপটপ" })),
    );
    expect(texts((await getProductCategory(db, categoryId))!.translations)).toEqual({ bn: { name: "ল্যাপটপ" } });
    savedId(
      await updateProductCategory(
        db,
        categoryId,
        1,
        parsed(productCategoryFormSchema, { name: "Laptops", "bn.name": "ল্যাপটপ কম্পিউটার" }),
      ),
    );
    expect(texts((await getProductCategory(db, categoryId))!.translations)).toEqual({
      bn: { name: "ল্যাপটপ কম্পিউটার" },
    });

    const svg = (name: string) =>
      insertMedia(db, { bytes: new Uint8Array([60, 115, 118, 103, 47, 62]), mime: "image/svg+xml", name, alt: name });
    const product = {
      name: "Book",
      categoryId,
      price: "90000",
      description: "A laptop.",
      rating: "4.5",
      imageAlt: "A laptop",
      visible: true,
      image: true,
    };
    const { image: _image, ...productInput } = parsed(productFormSchema, {
      ...product,
      "bn.name": "বুক",
      "bn.description": "একটি ল্যাপটপ।",
    });
    const productId = savedId(await createProduct(db, productInput, { mediaId: await svg("book") }));
    expect(texts((await getProduct(db, productId))!.translations)).toEqual({
      bn: { name: "বুক", description: "একটি ল্যাপটপ।" },
    });
    const { image: _again, ...productUpdate } = parsed(productFormSchema, { ...product, "bn.name": "বুক প্রো" });
    savedId(await updateProduct(db, productId, 1, productUpdate, null));
    expect(texts((await getProduct(db, productId))!.translations)).toEqual({ bn: { name: "বুক প্রো" } });

    const member = {
      name: "Rahim",
      role: "Engineer",
      bio: "Builds things.",
      email: "",
      linkedinUrl: "",
      twitterUrl: "",
      visible: true,
      image: true,
    };
    const { image: _photo, ...memberInput } = parsed(teamMemberFormSchema, {
      ...member,
      "bn.role": "প্রকৌশলী",
      "bn.bio": "জিনিস বানান।",
    });
    const memberId = await createTeamMember(db, memberInput, { mediaId: await svg("rahim") });
    expect(texts((await getTeamMember(db, memberId))!.translations)).toEqual({
      bn: { role: "প্রকৌশলী", bio: "জিনিস বানান।" },
    });
    const { image: _photo2, ...memberUpdate } = parsed(teamMemberFormSchema, { ...member, "bn.role": "প্রধান প্রকৌশলী" });
    savedId(await updateTeamMember(db, memberId, 1, memberUpdate, null));
    expect(texts((await getTeamMember(db, memberId))!.translations)).toEqual({ bn: { role: "প্রধান প্রকৌশলী" } });

    const quote = { name: "Mina", role: "Owner", company: "Harbour", content: "Great.", image: true };
    const { image: _picture, ...quoteInput } = parsed(testimonialFormSchema, {
      ...quote,
      "bn.role": "মালিক",
      "bn.content": "চমৎকার।",
    });
    const quoteId = await createTestimonial(db, quoteInput, { mediaId: await svg("mina") });
    expect(texts((await getTestimonial(db, quoteId))!.translations)).toEqual({
      bn: { role: "মালিক", content: "চমৎকার।" },
    });
    const { image: _picture2, ...quoteUpdate } = parsed(testimonialFormSchema, { ...quote, "bn.content": "অসাধারণ।" });
    const saved = await updateTestimonial(db, quoteId, 1, quoteUpdate, null);
    expect(saved.ok).toBe(true);
    expect(texts((await getTestimonial(db, quoteId))!.translations)).toEqual({ bn: { content: "অসাধারণ।" } });
  });

  it("round-trips the company details' tagline, addresses and hours, naming each changed Bengali field", async () => {
    const { db } = database;
    const company = {
      companyName: "Harbour Tech",
      tagline: "Technology for ports",
      phone: "+880 1700 000000",
      email: "hello@example.com",
      dhakaAddress: "Gulshan, Dhaka",
      londonAddress: "Shoreditch, London",
      hoursWeekdays: "Sun-Thu: 9AM-6PM",
      hoursSaturday: "Sat: 10AM-2PM",
      foundedYear: "2014",
      linkedinUrl: "",
      twitterUrl: "",
      facebookUrl: "",
      githubUrl: "",
    };
    const first = await updateCompanySettings(
      db,
      parsed(companySettingsFormSchema, {
        ...company,
        "bn.tagline": "বন্দরের প্রযুক্তি",
        "bn.dhakaAddress": "গুলশান, ঢাকা",
        "bn.hoursSaturday": "  ",
      }),
    );
    expect(first).toEqual(expect.arrayContaining(["bn.tagline", "bn.dhakaAddress"]));
    expect(texts((await getCompanySettings(db)).translations)).toEqual({
      bn: { tagline: "বন্দরের প্রযুক্তি", dhakaAddress: "গুলশান, ঢাকা" },
    });
    const second = await updateCompanySettings(
      db,
      parsed(companySettingsFormSchema, {
        ...company,
        "bn.tagline": "বন্দরের প্রযুক্তি",
        "bn.londonAddress": "শোরডিচ, লন্ডন",
      }),
    );
    expect(second).toEqual(["bn.dhakaAddress", "bn.londonAddress"]);
    const saved = await getCompanySettings(db);
    expect(texts(saved.translations)).toEqual({ bn: { tagline: "বন্দরের প্রযুক্তি", londonAddress: "শোরডিচ, লন্ডন" } });
    expect(saved.dhakaAddress).toBe("Gulshan, Dhaka");
  });

  it("round-trips a project's title, category, summary and case study", async () => {
    const { db } = database;
    const svg = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
      name: "ferry",
      alt: "Ferry",
    });
    const project = {
      title: "Ferry",
      slug: "",
      category: "Mobile",
      description: "Tickets.",
      technologies: ["React"],
      link: "",
      imageAlt: "Ferry app",
      challenge: "Queues.",
      solution: "An app.",
      results: "",
      gallery: [],
      image: true,
    };
    const bengali = {
      "bn.title": "ফেরি",
      "bn.description": "টিকিট।",
      "bn.challenge": "লম্বা লাইন।\r\n\r\nঅনেক সময়।",
      "bn.results": " ",
    };
    const { image: _image, ...input } = parsed(projectFormSchema, { ...project, ...bengali });
    const id = savedId(await createProject(db, input, { mediaId: svg }));
    // The English rule's clean-up applies to the Bengali text too (Windows line ends become plain ones).
    expect(texts((await getProject(db, id))!.translations)).toEqual({
      bn: { title: "ফেরি", description: "টিকিট।", challenge: "লম্বা লাইন।\n\nঅনেক সময়।" },
    });
    const { image: _again, ...update } = parsed(projectFormSchema, {
      ...project,
      "bn.title": "ফেরি টিকিট",
      "bn.category": "মোবাইল",
    });
    savedId(await updateProject(db, id, 1, update, null));
    const saved = (await getProject(db, id))!;
    expect(texts(saved.translations)).toEqual({ bn: { title: "ফেরি টিকিট", category: "মোবাইল" } });
    expect(saved.version).toBe(2);
  });

  it("round-trips a library file's Bengali alt text, and an editor's English-only alt keeps it", async () => {
    const { db } = database;
    const id = await insertMedia(db, {
      bytes: new Uint8Array([60, 115, 118, 103, 47, 62]),
      mime: "image/svg+xml",
      name: "crane",
      alt: "Crane",
    });
    const first = parsed(mediaAltFormSchema, { alt: "A crane", "bn.alt": " একটি ক্রেন " });
    expect(await setMediaAlt(db, id, first.alt, first.translations)).toBe(true);
    expect(texts((await getLibraryItem(db, id))!.translations)).toEqual({ bn: { alt: "একটি ক্রেন" } });
    // A project or product editor sets only the English alt text: the Bengali one stays.
    await setMediaAlt(db, id, "A harbour crane");
    expect(await getLibraryItem(db, id)).toMatchObject({
      alt: "A harbour crane",
      translations: { bn: { alt: "একটি ক্রেন" } },
    });
    const emptied = parsed(mediaAltFormSchema, { alt: "A harbour crane", "bn.alt": "" });
    await setMediaAlt(db, id, emptied.alt, emptied.translations);
    expect(texts((await getLibraryItem(db, id))!.translations)).toEqual({});
  });

  it("keeps a blog post's Bengali texts in each revision and brings them back on restore", async () => {
    const { db } = database;
    const doc = (text: string) =>
      ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] }) as BlogPostInput["body"];
    const input: BlogPostInput = {
      title: "Cloud notes",
      slug: "cloud-notes-bn",
      category: "",
      author: "",
      excerpt: "Notes.",
      metaDescription: "",
      coverMediaId: null,
      coverAlt: "",
      body: doc("Body."),
      bodyMediaIds: [],
      readingMinutes: 1,
      status: "draft",
      publishAt: null,
      translations: { bn: { title: "ক্লাউড নোট", body: doc("লেখা।") } },
    };
    const created = await createPost(db, input, null);
    if (!created.ok) throw new Error(created.reason);
    const updated = await updatePost(
      db,
      created.id,
      1,
      { ...input, translations: { bn: { title: "ক্লাউড নিয়ে নোট" } } },
      null,
    );
    expect(updated.ok).toBe(true);
    expect(texts((await getPost(db, created.id))!.translations)).toEqual({ bn: { title: "ক্লাউড নিয়ে নোট" } });

    const first = (await listRevisions(db, created.id)).find((revision) => revision.version === 1)!;
    expect((await restoreRevision(db, created.id, first.id, 2, null)).ok).toBe(true);
    expect(texts((await getPost(db, created.id))!.translations)).toEqual({
      bn: { title: "ক্লাউড নোট", body: doc("লেখা।") },
    });
  });
});

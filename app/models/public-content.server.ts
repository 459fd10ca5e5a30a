import { asc, eq, inArray, isNull, and } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { aboutFigures, clientLogos, coreValues, faqItems, hostingPackages, media, processSteps, productCategories, products, projects, services, teamMembers, testimonials } from "~/db/schema";
import type { ShopProduct } from "~/utils/shop";
import { mediaSrc, mediaSrcSet, mediaVersion } from "~/utils/media-urls";

// Read side of the content staff edit in the admin, in the order they arrange it (position, then
// creation time so equal positions stay stable). Media ids become versioned URLs here (joined with the
// file's hash) so pages never see ids, and a file replaced in the library is fetched afresh.

export type PublicService = { id: string; title: string; description: string; icon: string; features: string[] };

export type PublicProject = {
  id: string;
  /** The case study's address: `/portfolio/<slug>`. */
  slug: string;
  title: string;
  category: string;
  description: string;
  imageUrl: string;
  /** Widths of an uploaded photo's renditions, for `srcset`. */
  imageSrcSet: string;
  imageAlt: string;
  technologies: string[];
  /** The project's own site, optional ("" when there is none). */
  link: string;
};

export type GalleryImage = { url: string; srcSet: string; alt: string; width: number | null; height: number | null };

/** A project's case study page: the card's fields plus the challenge, solution, results and gallery. */
export type PublicCaseStudy = PublicProject & { challenge: string; solution: string; results: string; gallery: GalleryImage[] };

export type PublicTestimonial = {
  id: string;
  name: string;
  role: string;
  company: string;
  content: string;
  imageUrl: string;
};

export type PublicClientLogo = { id: string; name: string; logoUrl: string };

export async function listServices(db: Db, options: { limit?: number } = {}): Promise<PublicService[]> {
  const query = db
    .select({
      id: services.id,
      title: services.title,
      description: services.description,
      icon: services.icon,
      features: services.features,
    })
    .from(services)
    .orderBy(asc(services.position), asc(services.createdAt));
  return options.limit === undefined ? query : query.limit(options.limit);
}

export async function listProjects(db: Db): Promise<PublicProject[]> {
  const rows = await db
    .select(projectCardColumns)
    .from(projects)
    .innerJoin(media, eq(media.id, projects.imageMediaId))
    .orderBy(asc(projects.position), asc(projects.createdAt));
  return rows.map(toPublicProject);
}

const projectCardColumns = {
  id: projects.id,
  slug: projects.slug,
  title: projects.title,
  category: projects.category,
  description: projects.description,
  imageMediaId: projects.imageMediaId,
  imageSha256: media.sha256,
  imageAlt: media.alt,
  technologies: projects.technologies,
  link: projects.link,
};

function toPublicProject<T extends { imageMediaId: string; imageSha256: string }>({ imageMediaId, imageSha256, ...project }: T) {
  const image = { id: imageMediaId, version: mediaVersion(imageSha256) };
  return { ...project, imageUrl: mediaSrc(image, 800), imageSrcSet: mediaSrcSet(image) };
}

/** The case study at `/portfolio/<slug>`, or null: two indexed queries (the project, then its gallery's files). */
export async function getCaseStudy(db: Db, slug: string): Promise<PublicCaseStudy | null> {
  const [row] = await db
    .select({ ...projectCardColumns, challenge: projects.challenge, solution: projects.solution, results: projects.results, galleryMediaIds: projects.galleryMediaIds })
    .from(projects)
    .innerJoin(media, eq(media.id, projects.imageMediaId))
    .where(eq(projects.slug, slug))
    .limit(1);
  if (!row) return null;
  const { galleryMediaIds, ...project } = row;
  const files =
    galleryMediaIds.length === 0
      ? []
      : await db
          .select({ id: media.id, sha256: media.sha256, alt: media.alt, width: media.width, height: media.height })
          .from(media)
          .where(and(inArray(media.id, galleryMediaIds), isNull(media.parentId)));
  const byId = new Map(files.map((file) => [file.id, file]));
  const gallery = galleryMediaIds.flatMap((id) => {
    const file = byId.get(id);
    if (!file) return [];
    const ref = { id, version: mediaVersion(file.sha256) };
    return [{ url: mediaSrc(ref, 800), srcSet: mediaSrcSet(ref), alt: file.alt, width: file.width, height: file.height }];
  });
  return { ...toPublicProject(project), gallery };
}

export async function listTestimonials(db: Db): Promise<PublicTestimonial[]> {
  const rows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      company: testimonials.company,
      content: testimonials.content,
      imageMediaId: testimonials.imageMediaId,
      imageSha256: media.sha256,
    })
    .from(testimonials)
    .innerJoin(media, eq(media.id, testimonials.imageMediaId))
    .orderBy(asc(testimonials.position), asc(testimonials.createdAt));
  // Shown at 56 px: the smallest rendition is plenty.
  return rows.map(({ imageMediaId, imageSha256, ...testimonial }) => ({
    ...testimonial,
    imageUrl: mediaSrc({ id: imageMediaId, version: mediaVersion(imageSha256) }, 400),
  }));
}

export async function listClientLogos(db: Db): Promise<PublicClientLogo[]> {
  const rows = await db
    .select({ id: clientLogos.id, name: clientLogos.name, mediaId: clientLogos.mediaId, sha256: media.sha256 })
    .from(clientLogos)
    .innerJoin(media, eq(media.id, clientLogos.mediaId))
    .orderBy(asc(clientLogos.position), asc(clientLogos.createdAt));
  return rows.map(({ mediaId, sha256, ...logo }) => ({ ...logo, logoUrl: mediaSrc({ id: mediaId, version: mediaVersion(sha256) }) }));
}

export type PublicFaqItem = { id: string; question: string; answer: string };

/**
 * The visible FAQ items in the order staff set. Answers still hold their `{hours}`-style placeholders:
 * the page fills them from the company details it already has (utils/company-details.ts).
 */
export function listFaq(db: Db): Promise<PublicFaqItem[]> {
  return db
    .select({ id: faqItems.id, question: faqItems.question, answer: faqItems.answer })
    .from(faqItems)
    .where(eq(faqItems.visible, true))
    .orderBy(asc(faqItems.position), asc(faqItems.createdAt));
}

export type PublicProcessStep = { id: string; title: string; description: string; icon: string };

/** "Our Process" on /services, in the order staff set (the page numbers them). */
export function listProcess(db: Db): Promise<PublicProcessStep[]> {
  return db
    .select({ id: processSteps.id, title: processSteps.title, description: processSteps.description, icon: processSteps.icon })
    .from(processSteps)
    .orderBy(asc(processSteps.position), asc(processSteps.createdAt));
}

export type PublicAboutFigure = { id: string; label: string; value: number; suffix: string };
export type PublicCoreValue = { id: string; title: string; description: string; icon: string };

/** The About page's counters and core values: two small indexed queries, run side by side. */
export async function getAboutContent(db: Db): Promise<{ figures: PublicAboutFigure[]; values: PublicCoreValue[] }> {
  const [figures, values] = await Promise.all([
    db
      .select({ id: aboutFigures.id, label: aboutFigures.label, value: aboutFigures.value, suffix: aboutFigures.suffix })
      .from(aboutFigures)
      .orderBy(asc(aboutFigures.position), asc(aboutFigures.createdAt)),
    db
      .select({ id: coreValues.id, title: coreValues.title, description: coreValues.description, icon: coreValues.icon })
      .from(coreValues)
      .orderBy(asc(coreValues.position), asc(coreValues.createdAt)),
  ]);
  return { figures, values };
}

export type PublicTeamMember = {
  id: string;
  name: string;
  role: string;
  bio: string;
  imageUrl: string;
  imageAlt: string;
  /** Each "" when not given: the card then shows no icon for it. */
  email: string;
  linkedinUrl: string;
  twitterUrl: string;
};

/** The visible team members in the order staff set, with their photos' versioned URLs and library alt text. */
export async function listTeam(db: Db): Promise<PublicTeamMember[]> {
  const rows = await db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      role: teamMembers.role,
      bio: teamMembers.bio,
      email: teamMembers.email,
      linkedinUrl: teamMembers.linkedinUrl,
      twitterUrl: teamMembers.twitterUrl,
      photoMediaId: teamMembers.photoMediaId,
      photoSha256: media.sha256,
      imageAlt: media.alt,
    })
    .from(teamMembers)
    .innerJoin(media, eq(media.id, teamMembers.photoMediaId))
    .where(eq(teamMembers.visible, true))
    .orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
  // Shown at 144 px (288 on a 2x screen): the 400 px rendition.
  return rows.map(({ photoMediaId, photoSha256, ...member }) => ({
    ...member,
    imageUrl: mediaSrc({ id: photoMediaId, version: mediaVersion(photoSha256) }, 400),
  }));
}

/**
 * The shop: its categories in the order staff set (the filter buttons), and the visible products with
 * their category's name and their images' versioned URLs and library alt text. Two indexed queries.
 */
export async function listShop(db: Db): Promise<{ categories: string[]; products: ShopProduct[] }> {
  const categories = await db
    .select({ name: productCategories.name })
    .from(productCategories)
    .orderBy(asc(productCategories.position), asc(productCategories.createdAt));
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: productCategories.name,
      price: products.price,
      rating: products.rating,
      description: products.description,
      imageMediaId: products.imageMediaId,
      imageSha256: media.sha256,
      imageAlt: media.alt,
    })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .innerJoin(media, eq(media.id, products.imageMediaId))
    .where(eq(products.visible, true))
    .orderBy(asc(products.position), asc(products.createdAt));
  return {
    categories: categories.map((category) => category.name),
    // Shown at most about 400 px wide (800 on a 2x screen).
    products: rows.map(({ imageMediaId, imageSha256, ...product }) => ({
      ...product,
      imageUrl: mediaSrc({ id: imageMediaId, version: mediaVersion(imageSha256) }, 800),
    })),
  };
}

export type PublicHostingPackage = {
  id: string;
  name: string;
  summary: string;
  pricePerYear: number;
  dailyVisitors: string;
  storage: string;
  bandwidth: string;
  features: string[];
  highlighted: boolean;
};

/** The hosting packages in the order staff set: one indexed query. */
export function listHostingPackages(db: Db): Promise<PublicHostingPackage[]> {
  return db
    .select({
      id: hostingPackages.id,
      name: hostingPackages.name,
      summary: hostingPackages.summary,
      pricePerYear: hostingPackages.pricePerYear,
      dailyVisitors: hostingPackages.dailyVisitors,
      storage: hostingPackages.storage,
      bandwidth: hostingPackages.bandwidth,
      features: hostingPackages.features,
      highlighted: hostingPackages.highlighted,
    })
    .from(hostingPackages)
    .orderBy(asc(hostingPackages.position), asc(hostingPackages.createdAt));
}

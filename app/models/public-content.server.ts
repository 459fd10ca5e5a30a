import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { clientLogos, media, projects, services, testimonials } from "~/db/schema";
import { mediaSrc, mediaSrcSet, mediaVersion } from "~/utils/media-urls";

// Read side of the content staff edit in the admin, in the order they arrange it (position, then
// creation time so equal positions stay stable). Media ids become versioned URLs here (joined with the
// file's hash) so pages never see ids, and a file replaced in the library is fetched afresh.

export type PublicService = { id: string; title: string; description: string; icon: string; features: string[] };

export type PublicProject = {
  id: string;
  title: string;
  category: string;
  description: string;
  imageUrl: string;
  /** Widths of an uploaded photo's renditions, for `srcset`. */
  imageSrcSet: string;
  imageAlt: string;
  technologies: string[];
  link: string;
};

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
    .select({
      id: projects.id,
      title: projects.title,
      category: projects.category,
      description: projects.description,
      imageMediaId: projects.imageMediaId,
      imageSha256: media.sha256,
      imageAlt: media.alt,
      technologies: projects.technologies,
      link: projects.link,
    })
    .from(projects)
    .innerJoin(media, eq(media.id, projects.imageMediaId))
    .orderBy(asc(projects.position), asc(projects.createdAt));
  return rows.map(({ imageMediaId, imageSha256, ...project }) => {
    const image = { id: imageMediaId, version: mediaVersion(imageSha256) };
    return { ...project, imageUrl: mediaSrc(image, 800), imageSrcSet: mediaSrcSet(image) };
  });
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

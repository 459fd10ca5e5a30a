import type { PickedMedia } from "~/components/admin/editors/media-picker";
import type { Db } from "~/db/client.server";
import { projectTranslation } from "~/features/site-content/project-schema";
import { getLibraryItem } from "~/models/media.server";
import { getProject } from "~/models/projects.server";
import { mediaSrc } from "~/utils/media-urls";

/** The gallery's files as the editor lists them (a file deleted from the library meanwhile is left out). */
async function galleryItems(db: Db, ids: readonly string[]): Promise<PickedMedia[]> {
  const items = await Promise.all(ids.map((id) => getLibraryItem(db, id)));
  return items.flatMap((item) =>
    item
      ? [
          {
            id: item.id,
            name: item.name,
            alt: item.alt,
            thumbSrc: mediaSrc({ id: item.id, version: item.version }, 400),
          },
        ]
      : [],
  );
}

/** What the project editor shows of a saved project, or null when there is none with this id. */
export async function projectEditorValues(db: Db, id: string) {
  const project = await getProject(db, id);
  if (!project) return null;
  const { title, slug, category, description, technologies, link, challenge, solution, results } = project;
  const image = await getLibraryItem(db, project.imageMediaId);
  return {
    project: {
      title,
      slug,
      category,
      description,
      technologies,
      link,
      challenge,
      solution,
      results,
      imageAlt: image?.alt ?? "",
      imageSrc: mediaSrc(project.imageMediaId, 800),
      ...projectTranslation.valuesOf(project.translations, project),
    },
    version: project.version,
    gallery: await galleryItems(db, project.galleryMediaIds),
  };
}

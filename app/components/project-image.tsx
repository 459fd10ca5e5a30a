import type { Locale } from "~/utils/locale";

import { useForeignLang } from "./in-lang";

/** A portfolio project's main image (3:2, from the media library in every width it was saved at). */
export function ProjectImage({
  project,
  sizes,
  loading,
  className,
}: {
  project: { imageUrl: string; imageSrcSet: string; imageAlt: string; imageAltLang?: Locale };
  sizes: string;
  loading?: "eager" | "lazy";
  className: string;
}) {
  const altLang = useForeignLang(project.imageAltLang);
  return (
    <img
      src={project.imageUrl}
      srcSet={project.imageSrcSet}
      sizes={sizes}
      alt={project.imageAlt}
      lang={altLang}
      width={1200}
      height={800}
      loading={loading}
      decoding="async"
      className={className}
    />
  );
}

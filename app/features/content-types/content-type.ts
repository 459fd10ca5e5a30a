import type { UploadKind } from "~/features/media/upload-rules";
import type { Permission } from "~/features/roles/roles";
import type { IconName } from "~/utils/icon-names";

/**
 * One kind of content staff keep (decision 154). Its declaration is the only place that names it: the
 * audit trail's sentences and links, the overview's translation status, the media library's "Used by",
 * the admin sidebar and the sitemap all read the declarations rather than lists of their own.
 */
export type ContentType = {
  /** The audit trail's entity and the key its table is bound by (`app/models/content-sources.server.ts`). */
  name: string;
  /** What a sentence calls one item: "the service “Web Development” was edited". */
  noun: string;
  /** The admin screen's name, in the sidebar and the translation status. */
  title: string;
  adminPath: `/admin/${string}`;
  /** Who may open its screens (decision 180); without it, "content" (owners and editors). */
  permission?: Permission;
  /** One of a kind (page copy, decision 096): a sentence names it by its noun alone. */
  singleton?: boolean;
  /** Each item has its own editor at `${adminPath}/<id>`; without it, links go to the list. */
  itemEditor: boolean;
  /**
   * Its place in the sidebar's Content group (declaration order), or the type whose item it sits under. An
   * item may be named and placed for a family of types (`label`, `to`: "Page texts" for every page's texts).
   */
  nav: { icon: IconName; label?: string; to?: `/admin/${string}` } | { under: string };
  /** The translatable fields, as its editor's form declares them (decision 134); none: nothing to translate. */
  translatedFields?: readonly string[];
  /** The translation status's name for it, when it is not `title` ("Media alt text"). */
  translationTitle?: string;
  /** The column an item is named by ("Used by project “X”"). Needed when it holds media. */
  titleField?: string;
  /** Columns that hold media library ids: one id, or an array of ids (`many`). */
  media?: readonly { column: string; many?: boolean; kind: UploadKind }[];
  /** "Used by <label> “X”" when it is not the noun ("testimonial by", "post"). */
  usageLabel?: string;
  /** Public pages that list it, for the sitemap and hreflang. */
  publicPaths?: readonly string[];
};

export function defineContentType<const T extends ContentType>(type: T): T {
  return type;
}

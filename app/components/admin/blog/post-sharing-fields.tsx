import { TextAreaField, TextField } from "~/components/forms";
import { useFieldState } from "~/components/use-field-state";
import { META_DESCRIPTION_MAX, SEO_TITLE_MAX } from "~/features/blog/blog-post-schema";
import type { FieldErrors } from "~/utils/form";

import { LibraryImageField } from "../editors/library-image-field";
import { TranslatedField } from "../editors/translated-field";

/**
 * What search engines and shared links show of a post (decision 190): its SEO title, meta description and
 * social image, each in English and Bengali. Empty ones fall back: the SEO title to the title, the social
 * image to the cover and then to the site's default card.
 */
export function PostSharingFields({
  values,
  errors,
  socialSrc,
  reselectNote,
  onPick,
  noun = "post",
}: {
  values: Readonly<Record<string, unknown>>;
  errors?: FieldErrors | null;
  socialSrc?: string | null;
  reselectNote?: boolean;
  onPick: () => void;
  /** What the fields describe: a post falls back to its cover, a page to the site's default card. */
  noun?: "post" | "page";
}) {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : "");
  const [metaDescription, setMetaDescription, metaDescriptionField] = useFieldState<HTMLTextAreaElement>(
    text("metaDescription"),
  );
  const metaLength = metaDescription.trim().length;
  return (
    <fieldset className="grid gap-y-4 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Search and sharing</legend>
      <TranslatedField
        kind="text"
        label="SEO title"
        name="seoTitle"
        values={values}
        maxLength={SEO_TITLE_MAX}
        hint={`The title search engines and shared links show. Leave it empty to use the ${noun}'s title.`}
        errors={errors}
      />
      <div className="grid gap-x-6 gap-y-4 lg:grid-cols-2">
        <TextAreaField
          label="Meta description"
          name="metaDescription"
          hint={`${metaLength} of ${META_DESCRIPTION_MAX} characters. What search engines and link previews show.`}
          ref={metaDescriptionField}
          value={metaDescription}
          onChange={(event) => setMetaDescription(event.target.value)}
          rows={2}
          error={
            errors?.metaDescription ??
            (metaLength > META_DESCRIPTION_MAX
              ? `${metaLength - META_DESCRIPTION_MAX} characters over the limit`
              : undefined)
          }
        />
        <TextAreaField
          label="Meta description (Bengali)"
          name="bn.metaDescription"
          lang="bn"
          defaultValue={text("bn.metaDescription")}
          rows={2}
          error={errors?.["bn.metaDescription"]}
        />
      </div>
      <LibraryImageField
        label="Social image"
        name="social"
        kind="blog-image"
        currentSrc={socialSrc}
        error={errors?.social}
        reselectNote={reselectNote}
        onPick={onPick}
        altLabel="Social image alt text"
        altName="socialAlt"
        altHint={
          noun === "post"
            ? "Shared links show the image cropped to 1200 × 630. Leave the image empty to use the cover, or the site's default card without one."
            : "Shared links show the image cropped to 1200 × 630. Leave the image empty to use the site's default card."
        }
        altDefault={text("socialAlt")}
        altError={errors?.socialAlt}
      />
      <TextField
        label="Social image alt text (Bengali)"
        name="bn.socialAlt"
        lang="bn"
        defaultValue={text("bn.socialAlt")}
        maxLength={200}
        hint="The social image's description on Bengali pages. Leave it empty to use the English one."
        error={errors?.["bn.socialAlt"]}
      />
    </fieldset>
  );
}

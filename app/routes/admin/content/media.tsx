import { useEffect } from "react";
import { Form, useLocation, useNavigation, useSearchParams } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ImageField } from "~/components/admin/editors/image-field";
import { MediaCard } from "~/components/admin/media/media-card";
import { MediaDeleteDialog } from "~/components/admin/media/media-delete-dialog";
import { Pagination } from "~/components/admin/pagination";
import { showToast } from "~/components/flash-toaster";
import { FormError, SearchField, TextField } from "~/components/forms";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  describeFile,
  fileCount,
  MAX_ALT_LENGTH,
  MEDIA_PAGE_SIZE,
  mediaAltTranslation,
  type MediaFailure,
  type MediaListItem,
  mediaSearch,
  parseMediaQuery,
} from "~/features/media/media-library";
import { libraryMimesFor, uploadRouteHandle } from "~/features/media/upload-rules";
import { can } from "~/features/roles/roles";
import { listLibrary, MEDIA_TEXT_FIELDS } from "~/models/media.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { uploadRouteHeaders } from "~/routes/admin/shared/editor-actions.server";
import { mediaSrc } from "~/utils/media-urls";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/media";
import { performMediaAction } from "./media.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const query = parseMediaQuery(new URL(request.url).searchParams);
  const { items, total } = await listLibrary(getDb(), {
    search: query.q,
    page: query.page,
    pageSize: MEDIA_PAGE_SIZE,
    // A picker asks for the files its field can take.
    mimes: query.for ? libraryMimesFor(query.for) : undefined,
  });
  return {
    query,
    total,
    // A writer adds files; changing or deleting one is an editor's (decision 180).
    changes: can(admin.role, "content"),
    pageCount: Math.max(1, Math.ceil(total / MEDIA_PAGE_SIZE)),
    items: items.map((item): MediaListItem => ({
      id: item.id,
      name: item.name || "Untitled file",
      alt: item.alt,
      ...describeFile(item),
      thumbSrc: mediaSrc(item, 400),
      fileSrc: mediaSrc(item),
      usages: item.usages.map(({ label, href }) => ({ label, href })),
      translated: mediaAltTranslation.valuesOf(item.translations, item),
      needsTranslation: needsTranslation(item, MEDIA_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return performMediaAction(getDb(), admin, request);
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("library");

export const meta = () => [{ title: "Media · Admin" }];

function UploadForm({ failed }: { failed: MediaFailure | null }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">Upload to the library</h2>
      <input type="hidden" name="intent" value="upload" />
      <FormError message={failed?.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <ImageField
          label="File"
          name="file"
          kind="library"
          required
          error={failed?.fieldErrors.file}
          reselectNote={failed?.reselectFile}
        />
        <TextField
          label="Alt text"
          name="alt"
          required
          hint="Describe the image for people who cannot see it."
          defaultValue={failed?.alt ?? ""}
          maxLength={MAX_ALT_LENGTH}
          error={failed?.fieldErrors.alt}
          autoComplete="off"
        />
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        <Icon name="Plus" className="size-4" />
        Upload to library
      </button>
    </Form>
  );
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { query, items, total, pageCount, changes } = loaderData;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const view = mediaSearch({ q: query.q, page: query.page });
  const deleting = changes ? items.find((item) => item.id === searchParams.get("delete")) : undefined;
  const failed = actionData ?? null;

  useEffect(() => {
    if (actionData) showToast({ type: "error", message: actionData.formError });
  }, [actionData]);

  return (
    <div className="mt-4 space-y-6">
      <div>
        <p className="max-w-3xl text-slate-700">
          Every file the site shows. Editors choose from here or upload into it; a replaced file changes everywhere it
          is used.
        </p>
      </div>

      <UploadForm failed={failed?.intent === "upload" ? failed : null} />

      {/* A refused delete of a file this view does not show (the card shows it otherwise). */}
      {failed?.intent === "delete" && !items.some((item) => item.id === failed.id) ? (
        <FormError message={failed.formError} />
      ) : null}

      <Form method="get" role="search" className="flex flex-wrap items-end gap-3" key={query.q}>
        <SearchField id="media-search" label="Search files" hint="File name or alt text." defaultValue={query.q} />
        <button type="submit" className={`${buttonStyles.primary} mb-5`}>
          Search
        </button>
      </Form>

      <p role="status" className="text-sm text-slate-700">
        {total === 0 ? "" : `${fileCount(total)}${query.q ? ` matching “${query.q}”` : ""}`}
      </p>

      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
          {query.q ? "No files match your search." : "No files yet."}
        </p>
      ) : (
        <ul aria-label="Files" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {items.map((item) => (
            <MediaCard
              // A new location (the redirect after a save) resets the forms to what was saved.
              key={`${item.id}:${location.key}`}
              item={item}
              view={view}
              changes={changes}
              failed={failed && failed.id === item.id ? failed : null}
              replacing={searchParams.get("replace") === item.id}
            />
          ))}
        </ul>
      )}

      <Pagination page={query.page} pageCount={pageCount} href={(p) => mediaSearch({ q: query.q, page: p }) || "?"} />

      {deleting ? (
        <MediaDeleteDialog
          item={deleting}
          cancelTo={`/admin/media${view}`}
          replaceTo={`/admin/media?${new URLSearchParams([...new URLSearchParams(view), ["replace", deleting.id]])}#replace-${deleting.id}`}
        />
      ) : null}
    </div>
  );
}

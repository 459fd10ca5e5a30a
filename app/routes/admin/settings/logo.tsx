import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { MediaPicker } from "~/components/admin/editors/media-picker";
import { bringsImage, chosenImage } from "~/components/admin/editors/use-editor-form";
import { showToast } from "~/components/flash-toaster";
import { FormError, useFormCheck } from "~/components/forms";
import { useFieldState } from "~/components/use-field-state";
import { getDb } from "~/db/client.server";
import { checkFileBeforeUpload, uploadRouteHandle } from "~/features/media/upload-rules";
import { chosenFile, prepareUpload } from "~/features/media/uploads.server";
import {
  LOGO_FAILED_MESSAGE,
  LOGO_REQUIRED_MESSAGE,
  logoSchema,
  logoSuccessMessage,
  type LogoVariant,
} from "~/features/settings/logo-schema";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import type { ImageChoice } from "~/models/media.server";
import { getCompanySettings, getSiteLogoIds, setSiteLogo } from "~/models/site-settings.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import {
  readEditorUploadForm,
  readLibraryChoice,
  uploadRouteHeaders,
} from "~/routes/admin/shared/editor-actions.server";
import { assetUrl, mediaUrl } from "~/utils/asset";
import { textField } from "~/utils/form-data";

import type { Route } from "./+types/logo";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const ids = await getSiteLogoIds(getDb());
  return {
    black: ids.black ? mediaUrl(ids.black) : assetUrl("images/brand/logo-black.svg"),
    white: ids.white ? mediaUrl(ids.white) : assetUrl("images/brand/logo-white.svg"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readEditorUploadForm(request, "logo");
  if ("rejected" in read) return data({ error: LOGO_FAILED_MESSAGE, detail: read.rejected.formError }, read.init);
  const db = getDb();
  const file = chosenFile(read.form.get("logo"));
  const picked = file
    ? ({ ok: true, mediaId: null } as const)
    : await readLibraryChoice(db, read.form, "logo", "logo", null);
  // A refused pick is still a logo the person chose: its own message says what is wrong with it.
  const bringsLogo = Boolean(file) || !picked.ok || picked.mediaId !== null;
  const parsed = logoSchema.safeParse({ variant: textField(read.form, "variant"), logo: bringsLogo });
  if (!parsed.success) {
    const missingFile = !bringsLogo;
    return data(
      {
        error: missingFile ? LOGO_REQUIRED_MESSAGE : LOGO_FAILED_MESSAGE,
        detail: missingFile ? null : "Choose Black or White.",
      },
      { status: 400 },
    );
  }
  let logo: ImageChoice;
  if (file) {
    const prepared = await prepareUpload(file, "logo");
    if (!prepared.ok) return data({ error: LOGO_FAILED_MESSAGE, detail: prepared.error }, { status: 400 });
    const { companyName } = await getCompanySettings(db);
    logo = { upload: prepared.upload, name: file.name, alt: companyName };
  } else {
    if (!picked.ok) return data({ error: LOGO_FAILED_MESSAGE, detail: picked.error }, { status: 400 });
    logo = { mediaId: picked.mediaId! };
  }
  const mediaId = await setSiteLogo(db, parsed.data.variant, logo);
  if (!mediaId) return data({ error: LOGO_FAILED_MESSAGE, detail: "The site settings are missing." }, { status: 500 });
  const message = logoSuccessMessage(parsed.data.variant);
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "updated",
    entity: "logo",
    entityId: parsed.data.variant,
    details: { title: `${parsed.data.variant === "black" ? "Black" : "White"} logo`, mediaId },
  });
  return redirectWithToast("/admin/logo", { type: "success", message });
}

export const headers = uploadRouteHeaders;

/** Takes a file: the server lets this form send up to the upload limit (see upload-rules.ts). */
export const handle = uploadRouteHandle("logo");

export const meta = () => [{ title: "Update Logo · Admin" }];

const variants: { value: LogoVariant; label: string; hint: string }[] = [
  { value: "black", label: "Black", hint: "For light backgrounds: the site header." },
  { value: "white", label: "White", hint: "For dark backgrounds: the site footer." },
];

/** Client-side twin of the server's checks, so a chosen file is not lost to a round trip. */
function checkLogo(form: FormData): { error: string; detail: string | null } | null {
  if (!bringsImage(form, "logo")) return { error: LOGO_REQUIRED_MESSAGE, detail: null };
  const chosen = chosenImage(form, "logo");
  if (!chosen) return null;
  const sizeError = checkFileBeforeUpload(chosen, "logo");
  return sizeError ? { error: LOGO_FAILED_MESSAGE, detail: sizeError } : null;
}

export default function LogoEditor({ loaderData, actionData }: Route.ComponentProps) {
  const [variant, setVariant, variantField] = useFieldState("black" satisfies LogoVariant);
  const check = useFormCheck(checkLogo);
  const busy = useNavigation().state !== "idle";
  const shown = check.clientErrors ?? actionData ?? null;

  useEffect(() => {
    if (actionData) showToast({ type: "error", message: actionData.error });
  }, [actionData]);

  return (
    <div className="mt-4 max-w-3xl space-y-6">
      <section aria-labelledby="current-logos" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="current-logos" className="text-lg font-semibold text-slate-900">
          Current logos
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <figure className="rounded-lg border border-slate-200 bg-white p-4">
            <img src={loaderData.black} alt="Current black logo" className="h-12 w-auto" />
            <figcaption className="mt-2 text-sm text-slate-600">Black: header</figcaption>
          </figure>
          <figure className="rounded-lg bg-slate-900 p-4">
            <img src={loaderData.white} alt="Current white logo" className="h-12 w-auto" />
            <figcaption className="mt-2 text-sm text-slate-300">White: footer</figcaption>
          </figure>
        </div>
      </section>
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={(event) => {
          const problem = check.onSubmit(event);
          if (problem) showToast({ type: "error", message: problem.error });
        }}
      >
        <FormError message={shown?.error} note={shown?.detail} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Logo type</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {variants.map((option, index) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  ref={index === 0 ? variantField : undefined}
                  name="variant"
                  value={option.value}
                  checked={variant === option.value}
                  onChange={() => setVariant(option.value)}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="block font-medium text-slate-900">{option.label}</span>
                  <span className="block text-sm text-slate-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <MediaPicker
          label="Logo file"
          name="logo"
          kind="logo"
          reselectNote={Boolean(actionData?.detail)}
          previewClassName={`h-20 w-64 object-contain ${variant === "white" ? "bg-slate-900!" : "bg-white!"}`}
        />
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          {busy ? "Uploading..." : "Upload Logo"}
        </button>
      </Form>
    </div>
  );
}

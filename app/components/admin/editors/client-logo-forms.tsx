import { Form, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { MediaPicker } from "~/components/admin/editors/media-picker";
import { bringsImage, chosenImage } from "~/components/admin/editors/use-editor-form";
import { showToast } from "~/components/flash-toaster";
import { FormError, TextField, useFormCheck } from "~/components/forms";
import { checkFileBeforeUpload } from "~/features/media/upload-rules";
import { CLIENT_LOGO_REQUIRED_MESSAGE } from "~/features/site-content/client-logo-schema";

/** What the Client Logos action answers when an add or an update fails: the form shows it again. */
export type ClientLogoFailure = {
  intent: "add" | "update";
  id: string | null;
  error: string;
  detail: string | null;
  name: string;
  reselectFile: boolean;
};

/** Client-side twin of the server's checks, so a chosen file is not lost to a round trip. */
function checkBeforeSubmit(values: FormData, requireFile: boolean): string | null {
  const chosen = chosenImage(values, "logo");
  const name = String(values.get("name") ?? "").trim();
  if (requireFile && (!bringsImage(values, "logo") || !name)) return CLIENT_LOGO_REQUIRED_MESSAGE;
  if (!name) return "Name is required";
  return chosen ? checkFileBeforeUpload(chosen, "client-logo") : null;
}

function useSubmitCheck(requireFile: boolean) {
  const { clientErrors, onSubmit } = useFormCheck((form) => checkBeforeSubmit(form, requireFile));
  return {
    error: clientErrors,
    onSubmit: (event: React.FormEvent<HTMLFormElement>) => {
      const problem = onSubmit(event);
      if (problem) showToast({ type: "error", message: problem });
    },
  };
}

export function AddClientLogoForm({ failed }: { failed: ClientLogoFailure | null }) {
  const check = useSubmitCheck(true);
  const busy = useNavigation().state !== "idle";
  const error = check.error ?? failed?.error ?? null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={check.onSubmit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">Add a client logo</h2>
      <input type="hidden" name="intent" value="add" />
      <FormError message={error} note={check.error ? null : failed?.detail} />
      <div className="grid gap-4 md:grid-cols-2">
        <MediaPicker
          label="Logo file"
          name="logo"
          kind="client-logo"
          required
          reselectNote={failed?.reselectFile}
          previewClassName="h-16 w-48 object-contain"
        />
        <TextField
          label="Client name"
          name="name"
          required
          defaultValue={failed?.name ?? ""}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        Add Client Logo
      </button>
    </Form>
  );
}

export function EditClientLogoForm({
  logo,
  failed,
}: {
  logo: { id: string; name: string; version: number; src: string };
  failed: ClientLogoFailure | null;
}) {
  const check = useSubmitCheck(false);
  const busy = useNavigation().state !== "idle";
  const error = check.error ?? failed?.error ?? null;
  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={check.onSubmit} className="mt-3 space-y-4">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={logo.id} />
      <input type="hidden" name="version" value={logo.version} />
      <FormError message={error} />
      <TextField
        label="Client name"
        name="name"
        required
        defaultValue={failed?.name ?? logo.name}
        maxLength={100}
        autoComplete="off"
      />
      <MediaPicker
        label="Replace logo"
        name="logo"
        kind="client-logo"
        reselectNote={failed?.reselectFile}
        previewClassName="h-16 w-48 object-contain"
      />
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        Save changes
      </button>
    </Form>
  );
}

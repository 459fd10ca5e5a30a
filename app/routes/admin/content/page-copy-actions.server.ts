import { data } from "react-router";
import type { z } from "zod";

import { getDb } from "~/db/client.server";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { parseVersion, STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";
import { type CopyOf, getPageCopy, type PageCopyName, savePageCopy } from "~/models/page-copy.server";
import type { SessionUser } from "~/models/sessions.server";
import { validateForm } from "~/utils/form-data";
import { requireFormBody } from "~/utils/request-body.server";
import type { Translatable } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

/**
 * The loader of a singleton page-copy editor after the route's guard: the copy's English fields with their
 * translations (and out-of-date marks, decision 197) as the form shows them, and the version to save at.
 */
export async function loadPageCopyForm<N extends PageCopyName>(name: N, translation: Translatable<string>) {
  const copy = await getPageCopy(getDb(), name);
  return {
    content: { ...copy.content, ...translation.valuesOf(copy.translations, copy.content) },
    version: copy.version,
  };
}

/** A singleton form's version: the stored one, or 0 for a copy never stored (see savePageCopy). */
function readVersion(value: FormDataEntryValue | null): number | null {
  return value === "0" ? 0 : parseVersion(value);
}

/**
 * The action of a singleton page-copy editor (decisions 096, 174): checks the whole form with the name's
 * schema whatever was sent, saves it only at the version the form was loaded at, and records it under its
 * content type (`entity`). The route signs the admin in first (`requireAdmin`), as every admin action does;
 * the server clears the page cache after any successful admin write.
 */
export async function savePageCopyForm<N extends PageCopyName>(
  request: Request,
  admin: SessionUser,
  options: {
    name: N;
    /** The content type's name (decision 154): the audit entry's entity. */
    entity: string;
    /** What the toast calls it: "About page texts updated successfully". */
    title: string;
    path: string;
    schema: z.ZodType<CopyOf<N> & { translations: Translations }>;
    requiredKeys: readonly string[];
    values(form: FormData): Record<string, unknown>;
  },
) {
  const form = await requireFormBody(request);
  const values = options.values(form);
  const result = validateForm(options.schema, values, { requiredKeys: options.requiredKeys });
  if (!result.success)
    return data({ formError: result.formError, fieldErrors: result.fieldErrors, values }, { status: 400 });
  const version = readVersion(form.get("version"));
  if (version === null) throw new Response("Bad request", { status: 400 });
  const db = getDb();
  const { translations, ...content } = result.data as CopyOf<N> & { translations: Translations };
  const saved = await savePageCopy(db, options.name, version, content as unknown as CopyOf<N>, translations);
  if (!saved.ok) return data({ formError: STALE_VERSION_MESSAGE, fieldErrors: {}, values }, { status: 409 });
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "updated",
    entity: options.entity,
    entityId: options.name,
    details: { title: options.title },
  });
  return redirectWithToast(options.path, { type: "success", message: `${options.title} updated successfully` });
}

import { data } from "react-router";
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { checkRedirectCsv, type RejectedRow } from "~/features/redirects/redirect-csv.server";
import {
  type Redirect,
  REDIRECT_CSV_FIELD,
  redirectFormSchema,
  redirectProblems,
  REDIRECTS_ADMIN_PATH,
} from "~/features/redirects/redirect-rules";
import { redirectWithToast } from "~/features/toast/toast.server";
import { auditActor, recordAudit } from "~/models/audit-log.server";
import { addRedirects, deleteRedirect } from "~/models/redirects.server";
import type { SessionUser } from "~/models/sessions.server";
import { type FieldErrors, fieldErrors } from "~/utils/form";

// The redirects screen's actions (decision 170): one redirect typed in, many from a CSV file, and deleting one.

type Context = { db: Db; admin: SessionUser; form: FormData };

export type AddReply = {
  intent: "add";
  fieldErrors: FieldErrors<"fromPath" | "toTarget" | "status">;
  values: Record<string, string>;
};
export type UploadReply = { intent: "upload"; error?: string; added: number; rejected: RejectedRow[] };

const describe = (redirect: Redirect) => `${redirect.fromPath} → ${redirect.toTarget}`;

export async function addOneRedirect({ db, admin, form }: Context) {
  const values = {
    fromPath: String(form.get("fromPath") ?? ""),
    toTarget: String(form.get("toTarget") ?? ""),
    status: String(form.get("status") ?? ""),
  };
  const refuse = (errors: AddReply["fieldErrors"]) =>
    data({ intent: "add", fieldErrors: errors, values } satisfies AddReply, { status: 400 });
  const parsed = redirectFormSchema.safeParse(values);
  if (!parsed.success) return refuse(fieldErrors(parsed.error));
  const redirect = parsed.data;
  const { problem } = await addRedirects(db, (existing) => {
    const found = redirectProblems(existing, [redirect]).get(0);
    return { accepted: found ? [] : [redirect], problem: found };
  });
  if (problem) return refuse({ fromPath: problem });
  await recordAudit(db, {
    actor: auditActor(admin),
    action: "created",
    entity: "redirect",
    details: { title: describe(redirect), status: redirect.status },
  });
  return redirectWithToast(REDIRECTS_ADMIN_PATH, {
    type: "success",
    message: `Redirect from ${redirect.fromPath} added`,
  });
}

export async function uploadRedirects({ db, admin, form }: Context) {
  const file = form.get(REDIRECT_CSV_FIELD);
  const reply = (value: Omit<UploadReply, "intent">, status = 200) =>
    data({ intent: "upload", ...value } satisfies UploadReply, { status });
  if (!(file instanceof File) || file.size === 0)
    return reply({ error: "Choose a CSV file to upload", added: 0, rejected: [] }, 400);
  const text = await file.text();
  const result = await addRedirects(db, (existing) => {
    const checked = checkRedirectCsv(text, existing);
    return checked.ok ? checked : { ...checked, accepted: [] };
  });
  if (!result.ok) return reply({ error: result.error, added: 0, rejected: [] }, 400);
  if (result.accepted.length > 0)
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "created",
      entity: "redirect",
      details: { count: result.accepted.length, file: file.name },
    });
  // Rows were added, so the answer is a success (the page cache and the redirects in memory are renewed on
  // those only), even when others are listed as refused.
  return reply(
    { added: result.accepted.length, rejected: result.rejected },
    result.accepted.length === 0 && result.rejected.length > 0 ? 400 : 200,
  );
}

export async function removeRedirect({ db, admin, form }: Context) {
  const id = z.uuid().safeParse(form.get("id"));
  const removed = id.success ? await deleteRedirect(db, id.data) : null;
  if (removed)
    await recordAudit(db, {
      actor: auditActor(admin),
      action: "deleted",
      entity: "redirect",
      entityId: removed.id,
      details: { title: describe(removed) },
    });
  return redirectWithToast(REDIRECTS_ADMIN_PATH, {
    type: "success",
    message: removed ? `Redirect from ${removed.fromPath} deleted` : "That redirect was already deleted",
  });
}

import { Form, data, redirect, useNavigation } from "react-router";
import { TextField, schemaCheck, useFormCheck } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { createSession, deleteSession } from "~/models/sessions.server";
import { loginSchema } from "~/utils/admin-users";
import { assetUrl } from "~/utils/asset";
import { fieldErrors, type FieldErrors } from "~/utils/form";
import { requireFormBody } from "~/utils/request-body.server";
import { getSessionToken, sessionCookie } from "~/utils/session-cookie.server";
import { flashToast } from "~/utils/toast.server";
import type { Route } from "./+types/login";
import { getAdmin } from "./auth.server";
import { throttledMessage } from "./login-throttle.server";
import { authenticate } from "./login.server";

/**
 * Only an app path on this site (React Router adds the base path): never another origin, nor a
 * protocol-relative "//host".
 */
function safeRedirect(target: string | null | undefined): string {
  const fallback = "/admin";
  if (!target || !target.startsWith("/") || /[\\\s]/.test(target)) return fallback;
  try {
    const url = new URL(target, "http://site.invalid");
    return url.origin === "http://site.invalid" ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getAdmin(request)) throw redirect(safeRedirect(redirectTo));
  // Nothing here may depend on the admins' state (e.g. whether a generated password is still in use):
  // anyone can open this page. That reminder waits until after sign-in (admin/layout.tsx).
  return { redirectTo: redirectTo ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await requireFormBody(request));
  const email = typeof form.email === "string" ? form.email.slice(0, 254) : "";
  const parsed = loginSchema.safeParse(form);
  if (!parsed.success) {
    return data({ error: null, fieldErrors: fieldErrors(parsed.error), email }, { status: 400 });
  }
  const db = getDb();
  const result = await authenticate(db, { email: parsed.data.email, password: parsed.data.password, ip: context.clientIp });
  if (!result.ok) {
    if (result.reason === "throttled") {
      return data(
        { error: throttledMessage(result.retryAfterSeconds), fieldErrors: {} as FieldErrors, email },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    return data({ error: "Invalid credentials", fieldErrors: {} as FieldErrors, email }, { status: 401 });
  }

  // Rotation: whatever session the browser carried in is ended, and the new one gets a fresh id.
  const previous = getSessionToken(request);
  if (previous) await deleteSession(db, previous);
  const { token } = await createSession(db, result.admin.id);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(token));
  headers.append("Set-Cookie", await flashToast({ type: "success", message: "Login successful" }));
  return redirect(safeRedirect(parsed.data.redirectTo), { headers });
}

/** Passes the action's Retry-After (when throttled) on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { errors, clientErrors, onSubmit } = useFormCheck(schemaCheck(loginSchema), actionData?.fieldErrors);
  const error = clientErrors ? null : actionData?.error;

  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <img src={assetUrl("images/brand/logo-black.svg")} alt="" width={180} height={40} className="mx-auto mb-6 h-9 w-auto" />
        <Form
          method="post"
          noValidate
          aria-labelledby="login-heading"
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
          onSubmit={onSubmit}
        >
          <div>
            <h1 id="login-heading" className="text-2xl font-bold text-slate-900">
              Admin login
            </h1>
            <p className="mt-1 text-sm text-slate-600">Sign in to manage the site.</p>
          </div>
          {error ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <TextField id="login-email" label="Email" name="email" type="email" autoComplete="username" defaultValue={actionData?.email ?? ""} error={errors?.email} />
          <TextField id="login-password" label="Password" name="password" type="password" autoComplete="current-password" error={errors?.password} />
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:opacity-70"
          >
            {busy ? "Logging in..." : "Login to Dashboard"}
          </button>
        </Form>
      </div>
    </main>
  );
}

import { data, Form, redirect, useNavigation } from "react-router";

import { usePasskeyCeremony } from "~/components/admin/passkey-ceremony";
import { PasskeyUnavailableNote } from "~/components/admin/passkey-unavailable-note";
import { SignInFrame } from "~/components/admin/sign-in-frame";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { loginSchema } from "~/features/account/admin-users";
import { getAdmin } from "~/routes/admin/shared/auth.server";
import { throttledMessage } from "~/routes/admin/shared/login-throttle.server";
import { type FieldErrors, fieldErrors } from "~/utils/form";
import { requireFormBody } from "~/utils/request-body.server";
import { safeRedirect } from "~/utils/safe-redirect";

import type { Route } from "./+types/login";
import {
  authenticate,
  authenticateWithPasskey,
  type LoginResult,
  startAdminSession,
  startPendingSignIn,
} from "./login.server";

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = new URL(request.url).searchParams.get("redirectTo");
  if (await getAdmin(request)) throw redirect(safeRedirect(redirectTo, "/admin"));
  // Nothing here may depend on the admins' state (e.g. whether a generated password is still in use):
  // anyone can open this page. A temporary one is dealt with after sign-in (set-password.tsx).
  return { redirectTo: redirectTo ?? "" };
}

function refused(result: Extract<LoginResult, { ok: false }>, email: string, invalidMessage: string) {
  if (result.reason === "throttled") {
    return data(
      { error: throttledMessage(result.retryAfterSeconds), fieldErrors: {} as FieldErrors, email },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ error: invalidMessage, fieldErrors: {} as FieldErrors, email }, { status: 401 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await requireFormBody(request));
  const db = getDb();
  if (form.intent === "passkey") {
    // "Sign in with a passkey": no email, no password (decision 118).
    const result = await authenticateWithPasskey(db, {
      response: typeof form.response === "string" ? form.response : "",
      ip: context.clientIp,
    });
    if (!result.ok) return refused(result, "", "That passkey was not accepted");
    const redirectTo = safeRedirect(typeof form.redirectTo === "string" ? form.redirectTo : null, "/admin");
    return startAdminSession(request, db, result.admin.id, redirectTo);
  }
  const email = typeof form.email === "string" ? form.email.slice(0, 254) : "";
  const parsed = loginSchema.safeParse(form);
  if (!parsed.success) {
    return data({ error: null, fieldErrors: fieldErrors(parsed.error), email }, { status: 400 });
  }
  const result = await authenticate(db, {
    email: parsed.data.email,
    password: parsed.data.password,
    ip: context.clientIp,
  });
  if (!result.ok) return refused(result, email, "Invalid credentials");

  const redirectTo = safeRedirect(parsed.data.redirectTo, "/admin");
  if (result.secondFactor) {
    // The password was right; the session waits for the second factor (decisions 114, 144).
    return startPendingSignIn(db, result.admin.id, redirectTo);
  }
  return startAdminSession(request, db, result.admin.id, redirectTo);
}

/** Passes the action's Retry-After (when throttled) on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];

/** The admin runs on React Router's client runtime (decision 165). */
export const handle = clientRuntimeHandle;

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { errors, clientErrors, onSubmit } = useFormCheck(schemaCheck(loginSchema), actionData?.fieldErrors);
  const passkey = usePasskeyCeremony("sign-in");
  const error = passkey.error ?? (clientErrors ? null : actionData?.error);

  return (
    <SignInFrame>
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
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField
          id="login-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.email ?? ""}
          error={errors?.email}
        />
        <TextField
          id="login-password"
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors?.password}
        />
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:opacity-70"
        >
          {busy ? "Logging in..." : "Login to Dashboard"}
        </button>
        <div
          className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-slate-200" />
          or
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <button
          type="button"
          disabled={passkey.busy || passkey.unavailable !== null}
          aria-describedby={passkey.unavailable ? "passkey-unavailable" : undefined}
          onClick={() => void passkey.run({ intent: "passkey", redirectTo: loaderData.redirectTo })}
          className="w-full rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 shadow-sm transition-colors hover:bg-slate-50 disabled:opacity-70"
        >
          Sign in with a passkey
        </button>
        {passkey.unavailable ? <PasskeyUnavailableNote id="passkey-unavailable" reason={passkey.unavailable} /> : null}
      </Form>
    </SignInFrame>
  );
}

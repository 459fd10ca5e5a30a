import { data, Form, Link, redirect, useNavigation } from "react-router";

import { usePasskeyCeremony } from "~/components/admin/passkey-ceremony";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { countPasskeys } from "~/models/passkeys.server";
import { getTotpSecret } from "~/models/two-factor.server";
import { throttledMessage } from "~/routes/admin/shared/login-throttle.server";
import { assetUrl } from "~/utils/asset";
import { requireFormBody } from "~/utils/request-body.server";
import { clearedPendingSignInCookie, getPendingSignIn } from "~/utils/two-factor-cookie.server";

import type { Route } from "./+types/login-two-factor";
import { type SecondFactorMethod, startAdminSession, verifySecondFactor } from "./login.server";

// The sign-in's second step (decision 114): reached only with the signed cookie the password step sets.

/** The methods this admin has; the page opens on the one asked for, else the app's code, else a passkey. */
function methodOf(request: Request, has: { totp: boolean; passkey: boolean }): SecondFactorMethod {
  const asked = new URL(request.url).searchParams.get("method");
  if (asked === "passkey" && has.passkey) return "passkey";
  if (asked === "recovery" && has.totp) return "recovery";
  return has.totp ? "totp" : "passkey";
}

async function backToLogin() {
  return redirect("/admin/login", { headers: { "Set-Cookie": await clearedPendingSignInCookie() } });
}

export async function loader({ request }: Route.LoaderArgs) {
  const pending = await getPendingSignIn(request);
  if (!pending) throw await backToLogin();
  const db = getDb();
  const has = {
    totp: (await getTotpSecret(db, pending.userId)) !== null,
    passkey: (await countPasskeys(db, pending.userId)) > 0,
  };
  return { method: methodOf(request, has), has };
}

export async function action({ request, context }: Route.ActionArgs) {
  const pending = await getPendingSignIn(request);
  if (!pending) throw await backToLogin();
  const form = await requireFormBody(request);
  const asked = form.get("method");
  const method: SecondFactorMethod = asked === "recovery" || asked === "passkey" ? asked : "totp";
  // A passkey's answer is the browser's JSON (bounded by the form body limit); a code is short.
  const code = method === "passkey" ? String(form.get("response") ?? "") : String(form.get("code") ?? "").slice(0, 64);
  if (!code.trim())
    return data(
      { error: method === "totp" ? "Enter the 6-digit code from your app" : "Enter one of your recovery codes" },
      { status: 400 },
    );
  const db = getDb();
  const result = await verifySecondFactor(db, {
    userId: pending.userId,
    email: pending.email,
    method,
    code,
    ip: context.clientIp,
  });
  if (!result.ok) {
    if (result.reason === "throttled") {
      return data(
        { error: throttledMessage(result.retryAfterSeconds) },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    const message = {
      totp: "That code is not right, or was already used",
      recovery: "That recovery code is not right, or was already used",
      passkey: "That passkey was not accepted",
    }[method];
    return data({ error: message }, { status: 401 });
  }
  return startAdminSession(request, db, pending.userId, pending.redirectTo);
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta = () => [{ title: "Two-factor sign-in · Admin" }, { name: "robots", content: "noindex" }];

const linkClass = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The admin runs on React Router's client runtime (decision 165). */
export const handle = clientRuntimeHandle;

export default function LoginTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { method, has } = loaderData;
  const passkey = usePasskeyCeremony("second-factor");
  const error = passkey.error ?? actionData?.error;
  const intro = {
    totp: "Enter the 6-digit code your authenticator app shows.",
    recovery: "Enter one of the recovery codes you saved. Each works once.",
    passkey: "Use your passkey: your browser asks for it when you continue.",
  }[method];
  // The other ways this admin has, as links.
  const others = [
    has.totp && method !== "totp" ? { to: "?method=totp", label: "Use your authenticator app" } : null,
    has.passkey && method !== "passkey" ? { to: "?method=passkey", label: "Use a passkey" } : null,
    has.totp && method !== "recovery" ? { to: "?method=recovery", label: "Use a recovery code" } : null,
  ].filter((link) => link !== null);
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <div className="w-full max-w-sm">
        <img
          src={assetUrl("images/brand/logo-black.svg")}
          alt=""
          width={180}
          height={40}
          className="mx-auto mb-6 h-9 w-auto"
        />
        <Form
          method="post"
          noValidate
          aria-labelledby="two-factor-heading"
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
        >
          <div>
            <h1 id="two-factor-heading" className="text-2xl font-bold text-slate-900">
              Two-factor sign-in
            </h1>
            <p className="mt-1 text-sm text-slate-600">{intro}</p>
          </div>
          {error ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          ) : null}
          {method === "passkey" ? (
            <button
              type="button"
              disabled={passkey.busy}
              onClick={() => void passkey.run({ method: "passkey" })}
              className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:opacity-70"
            >
              {passkey.busy ? "Checking..." : "Use a passkey"}
            </button>
          ) : (
            <>
              <input type="hidden" name="method" value={method} />
              {method === "recovery" ? (
                <TextField
                  key="recovery"
                  id="two-factor-code"
                  label="Recovery code"
                  name="code"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              ) : (
                <TextField
                  key="totp"
                  id="two-factor-code"
                  label="Authentication code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9 ]*"
                  maxLength={7}
                />
              )}
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:opacity-70"
              >
                {busy ? "Checking..." : "Verify"}
              </button>
            </>
          )}
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <div className="flex flex-col gap-2">
              {others.map((link) => (
                <Link key={link.to} to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              ))}
            </div>
            <Link to="/admin/login" className="text-slate-600 underline-offset-2 hover:underline">
              Start again
            </Link>
          </div>
        </Form>
      </div>
    </main>
  );
}

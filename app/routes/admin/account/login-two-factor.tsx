import { data, Form, Link, redirect, useNavigation } from "react-router";

import { usePasskeyCeremony } from "~/components/admin/passkey-ceremony";
import { PasskeyUnavailableNote } from "~/components/admin/passkey-unavailable-note";
import { SignInFrame } from "~/components/admin/sign-in-frame";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { clearedPendingSignInCookie, readPendingSignInCookie } from "~/features/account/two-factor-cookie.server";
import { countPasskeys } from "~/models/passkeys.server";
import { getTotpSecret } from "~/models/two-factor.server";
import { accountLimitMessage, throttledMessage } from "~/routes/admin/shared/login-throttle.server";
import { getPendingSignIn } from "~/routes/admin/shared/pending-sign-in.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/login-two-factor";
import { type SecondFactorMethod, startAdminSession, verifySecondFactor } from "./login.server";

// The sign-in's second step (decisions 114, 144): reached only with a pending sign-in the password step
// started, kept on the server; it allows five tries, then the password is asked for again.

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
  const db = getDb();
  const pending = await getPendingSignIn(db, request);
  if (!pending) {
    if (!(await readPendingSignInCookie(request))) throw await backToLogin();
    // Ours, but ended (its last try, a success, or expired): say so, also after the action that ended it.
    return { method: "totp" as SecondFactorMethod, has: { totp: false, passkey: false }, ended: true };
  }
  const has = {
    totp: (await getTotpSecret(db, pending.userId)) !== null,
    passkey: (await countPasskeys(db, pending.userId)) > 0,
  };
  return { method: methodOf(request, has), has, ended: false };
}

const wrongMessage = {
  totp: "That code is not right, or was already used",
  recovery: "That recovery code is not right, or was already used",
  passkey: "That passkey was not accepted",
};

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const pending = await getPendingSignIn(db, request);
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
  const result = await verifySecondFactor(db, { ...pending, method, code, ip: context.clientIp });
  if (result.ok) return startAdminSession(request, db, pending.userId, pending.redirectTo);
  // Spent between the page and this try (expired, or its last try used elsewhere).
  if (result.reason === "restart") throw await backToLogin();
  const error =
    result.reason === "throttled"
      ? throttledMessage(result.retryAfterSeconds)
      : result.reason === "account-limit"
        ? accountLimitMessage(method === "recovery" ? "recovery" : "totp", result.retryAfterSeconds)
        : wrongMessage[method];
  const headers = new Headers();
  if (result.reason !== "invalid") headers.set("Retry-After", String(result.retryAfterSeconds));
  // The last try of this pending sign-in: the password is asked for again (decision 144).
  if (result.triesLeft === 0) headers.append("Set-Cookie", await clearedPendingSignInCookie());
  const status = result.reason === "invalid" ? 401 : 429;
  const restart = result.triesLeft === 0;
  const text = restart
    ? `${error.replace(/\.?$/, ".")} That was the last of five tries: enter your password again.`
    : error;
  return data({ error: text }, { status, headers });
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
  const error =
    passkey.error ??
    actionData?.error ??
    (loaderData.ended ? "This sign-in step has ended. Enter your password again to continue." : null);
  // The pending sign-in's last try was used: only the password starts another (decision 144).
  const restart = loaderData.ended && !passkey.error;
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
    <SignInFrame>
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
          {restart ? null : <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {error ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {error}
          </p>
        ) : null}
        {method === "passkey" && !restart && passkey.unavailable ? (
          <PasskeyUnavailableNote id="passkey-unavailable" reason={passkey.unavailable} />
        ) : null}
        {restart ? (
          <Link
            to="/admin/login"
            className="block w-full rounded-lg bg-brand-700 px-4 py-2.5 text-center font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            Enter your password again
          </Link>
        ) : method === "passkey" ? (
          <button
            type="button"
            disabled={passkey.busy || passkey.unavailable !== null}
            aria-describedby={passkey.unavailable ? "passkey-unavailable" : undefined}
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
    </SignInFrame>
  );
}

import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useHref, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { passkeyAnswer } from "~/components/admin/passkey-ceremony";
import {
  asksForRecentSignIn,
  RECENT_SIGN_IN_MINUTES,
  SIGN_IN_PASSKEY_FIELD,
  SIGN_IN_PASSWORD_FIELD,
} from "~/components/admin/recent-sign-in";
import { TextField } from "~/components/forms";
import { getDb } from "~/db/client.server";
import { countPasskeys } from "~/models/passkeys.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { isRecentSignIn, requireRecentSignIn } from "~/routes/admin/shared/recent-sign-in.server";
import { isDataRequest } from "~/utils/data-request.server";
import { requireFormBody } from "~/utils/request-body.server";
import { safeRedirect } from "~/utils/safe-redirect";

import type { Route } from "./+types/confirm-sign-in";

// Sudo mode's page (decision 143) for what a dialog cannot hold: a download (a CSV export, a person's
// data) asked for by a session without a recent sign-in comes here, and goes on to the download after.

/** Only admin pages and downloads: anything else is the overview. */
function target(raw: unknown): string {
  const to = safeRedirect(raw, "/admin");
  return to.startsWith("/admin/") ? to : "/admin";
}

/** The screen the download was started from: its list, with the same search. */
const screenOf = (to: string) => to.replace(/\/export\.(csv|json)(?=\?|$)/, "");

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const to = target(new URL(request.url).searchParams.get("redirectTo"));
  return {
    to,
    back: screenOf(to),
    // Confirmed a moment ago (this page opened again): nothing to ask, the links below are enough.
    recent: isRecentSignIn(admin),
    passkey: (await countPasskeys(getDb(), admin.userId)) > 0,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  const ask = await requireRecentSignIn(request, admin, { form, ip: context.clientIp });
  if (ask) return ask;
  const to = target(form.get("redirectTo"));
  // Without JavaScript the browser follows the redirect to the download and stays on this page.
  if (!isDataRequest(request)) throw redirect(to);
  return { confirmed: true as const };
}

export const meta = () => [{ title: "Confirm it is you · Admin" }];

export default function ConfirmSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { to, back, passkey, recent } = loaderData;
  const navigation = useNavigation();
  const download = useHref(to);
  const formRef = useRef<HTMLFormElement>(null);
  const passkeyField = useRef<HTMLInputElement>(null);
  const optionsUrl = useHref("/admin/passkeys/options");
  const [problem, setProblem] = useState<string | null>(null);
  const confirmed = Boolean(actionData && "confirmed" in actionData);
  useEffect(() => {
    if (confirmed) window.location.assign(download);
  }, [confirmed, download]);
  const confirmWithPasskey = async () => {
    setProblem(null);
    const answer = await passkeyAnswer(optionsUrl, "confirm");
    if (!answer.ok) return setProblem("error" in answer ? answer.error : null);
    passkeyField.current!.value = answer.response;
    formRef.current!.requestSubmit();
  };
  const error = problem ?? (asksForRecentSignIn(actionData) ? actionData.recentSignIn.error : undefined);
  return (
    <div className="mx-auto mt-4 max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Confirm it is you</h2>
      {confirmed || recent ? (
        <div role="status" className="mt-3 space-y-4 text-sm text-slate-700">
          <p>{confirmed ? "Thank you. Your download starts now." : "You have confirmed it is you."}</p>
          <p className="flex flex-wrap gap-3">
            {/* The next step is the main button: back to the list once the download has started, else the download. */}
            <a href={download} className={confirmed ? buttonStyles.secondary : buttonStyles.primary}>
              {confirmed ? "Download again" : "Download"}
            </a>
            <Link to={back} className={confirmed ? buttonStyles.primary : buttonStyles.secondary}>
              Back
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700">
            This download holds personal data, so it needs your password: you last signed in or confirmed more than{" "}
            {RECENT_SIGN_IN_MINUTES} minutes ago. The download starts as soon as you confirm.
          </p>
          <Form ref={formRef} method="post" noValidate className="mt-4 grid gap-4">
            <input type="hidden" name="redirectTo" value={to} />
            <input ref={passkeyField} type="hidden" name={SIGN_IN_PASSKEY_FIELD} defaultValue="" />
            <TextField
              name={SIGN_IN_PASSWORD_FIELD}
              label="Your password"
              type="password"
              autoComplete="current-password"
              aria-required
              autoFocus
              error={error}
            />
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={navigation.state !== "idle"} className={buttonStyles.primary}>
                Confirm and download
              </button>
              <Link to={back} className={buttonStyles.secondary}>
                Cancel
              </Link>
            </div>
          </Form>
          {passkey ? (
            <button
              type="button"
              onClick={() => void confirmWithPasskey()}
              className="mt-4 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              Use a passkey instead
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

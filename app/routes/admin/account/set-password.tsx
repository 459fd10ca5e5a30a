import { Form, redirect } from "react-router";

import { PasswordForm } from "~/components/admin/password-form";
import { SignInFrame } from "~/components/admin/sign-in-frame";
import { clientRuntimeHandle } from "~/components/client-runtime";
import { getDb } from "~/db/client.server";
import { changeOwnPassword } from "~/routes/admin/settings/settings.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { requireFormBody } from "~/utils/request-body.server";

import type { Route } from "./+types/set-password";

// Where an admin signed in with a temporary password (another admin's, the command line's, or the one
// generated at first start) is kept until they choose their own (decision 145; the guard sends them here).

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  if (!admin.mustChangePassword) throw redirect("/admin");
  return { email: admin.email };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await requireFormBody(request);
  if (!admin.mustChangePassword) throw redirect("/admin");
  return changeOwnPassword({ db: getDb(), admin, form, ip: context.clientIp }, "/admin");
}

export const meta = () => [{ title: "Choose your password · Admin" }, { name: "robots", content: "noindex" }];

/** The admin runs on React Router's client runtime (decision 165). */
export const handle = clientRuntimeHandle;

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignInFrame width="wide">
      <section
        aria-labelledby="set-password-heading"
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <div>
          <h1 id="set-password-heading" className="text-2xl font-bold text-slate-900">
            Choose your password
          </h1>
          <p className="mt-2 text-sm text-slate-600">
            You signed in as {loaderData.email} with a temporary password that someone else set. Choose your own before
            you go on; the temporary one stops working.
          </p>
        </div>
        <PasswordForm
          email={loaderData.email}
          fieldErrors={actionData?.fieldErrors}
          currentLabel="Temporary password"
          submitLabel="Save my password"
        />
        <Form method="post" action="/admin/logout">
          <button
            type="submit"
            className="text-sm font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900"
          >
            Sign out
          </button>
        </Form>
      </section>
    </SignInFrame>
  );
}

import { Form, data, redirect, useNavigation } from "react-router";
import { createSession } from "~/utils/session.server";
import { findAdminByEmail, getAdmin, sessionCookie } from "~/utils/auth.server";
import { loginSchema } from "~/utils/login";
import { timingDummyHash, verifyPassword } from "~/utils/password.server";
import { getDb } from "~/utils/runtime.server";
import { flashToast } from "~/utils/toast.server";
import type { Route } from "./+types/login";

/** Only a path on this site: never another origin, nor a protocol-relative "//host". */
function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return "/admin";
  return target;
}

export async function loader({ request }: Route.LoaderArgs) {
  if (await getAdmin(request)) throw redirect("/admin");
  return data(null, { headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = loginSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "Invalid credentials" }, { status: 400 });
  const db = getDb();
  const admin = await findAdminByEmail(db, parsed.data.email);
  const valid = await verifyPassword(parsed.data.password, admin?.passwordHash ?? (await timingDummyHash()));
  if (!admin || !valid) return data({ error: "Invalid credentials" }, { status: 401 });
  const { token } = await createSession(db, admin.id);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(token));
  headers.append("Set-Cookie", await flashToast({ type: "success", message: "Login successful" }));
  return redirect(safeRedirect(parsed.data.redirectTo), { headers });
}

export const meta = () => [{ title: "Admin login" }, { name: "robots", content: "noindex" }];

export default function Login({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <Form method="post" className="w-full max-w-sm space-y-4 rounded-xl bg-white p-8 shadow">
        <h1 className="text-2xl font-bold text-slate-900">Admin login</h1>
        {actionData?.error ? (
          <p role="alert" className="text-sm text-red-700">
            {actionData.error}
          </p>
        ) : null}
        <label className="block text-sm font-medium">
          Email
          <input name="email" type="email" required autoComplete="username" className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" />
        </label>
        <label className="block text-sm font-medium">
          Password
          <input name="password" type="password" required autoComplete="current-password" className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2" />
        </label>
        <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60">
          {busy ? "Logging in..." : "Login to Dashboard"}
        </button>
      </Form>
    </main>
  );
}

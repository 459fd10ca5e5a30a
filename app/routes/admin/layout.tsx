import { Form, NavLink, Outlet, data } from "react-router";
import { requireAdmin } from "~/utils/auth.server";
import type { Route } from "./+types/layout";

export const adminNavigation = [
  { to: "/admin", label: "Overview" },
  { to: "/admin/logo", label: "Update Logo" },
  { to: "/admin/clients", label: "Client Logos" },
  { to: "/admin/services", label: "Services" },
  { to: "/admin/portfolio", label: "Portfolio" },
  { to: "/admin/testimonials", label: "Testimonials" },
  { to: "/admin/contact-requests", label: "Contact Requests" },
  { to: "/admin/settings", label: "Settings" },
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return data(
    { email: admin.email },
    { headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen bg-slate-50">
      <nav aria-label="Admin" className="w-64 shrink-0 bg-slate-900 p-4 text-slate-200">
        <ul className="space-y-1">
          {adminNavigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/admin"}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm ${isActive ? "bg-slate-700 text-white" : "hover:bg-slate-800"}`
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action="/admin/logout" className="mt-6">
          <button type="submit" className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-800">
            Logout
          </button>
        </Form>
      </nav>
      <main id="main-content" className="flex-1 p-6">
        <p className="text-sm text-slate-600">Signed in as {loaderData.email}</p>
        <Outlet />
      </main>
    </div>
  );
}

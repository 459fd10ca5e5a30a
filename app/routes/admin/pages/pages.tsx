import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { NeedsTranslationBadge } from "~/components/admin/editors/translated-field";
import { blockTextFields } from "~/components/blocks/registry";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import { pagePath } from "~/features/pages/page-address";
import { PUBLISH_STATUS_LABELS, type PublishStatus } from "~/features/publishing/publishing";
import { listAdminPages } from "~/models/pages.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { companyDateTimeText } from "~/utils/company-time";

import type { Route } from "./+types/pages";

// Pages staff build from blocks (decision 173): every page by address, with its status.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const pages = await listAdminPages(getDb(), blockTextFields);
  return {
    pages: pages.map((page) => ({
      id: page.id,
      title: page.title,
      path: pagePath(page.address),
      status: page.status,
      needsTranslation: page.needsTranslation,
      when:
        page.status === "draft"
          ? `Last saved ${companyDateTimeText(page.updatedAt)}`
          : `${page.status === "scheduled" ? "Publishes" : "Published"} ${companyDateTimeText(page.publishAt ?? page.updatedAt)}`,
    })),
  };
}

export const meta = () => [{ title: "Pages · Admin" }];

const statusStyles: Record<PublishStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
};

export default function PagesAdmin({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData;
  return (
    <div className="mt-4 space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">
          Pages built from blocks, each at its own address. A page is not in a menu until you add it there.
        </p>
        <Link to="/admin/pages/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          New page
        </Link>
      </div>
      {pages.length === 0 ? (
        <p className="text-sm text-slate-600">No pages yet. Build the first one.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
              <div className="min-w-0 flex-1 basis-64">
                <Link
                  to={`/admin/pages/${page.id}`}
                  className="font-semibold break-words text-slate-900 hover:text-brand-700"
                >
                  {page.title}
                </Link>
                <p className="mt-1 text-sm break-words text-slate-600">
                  {page.path} · {page.when}
                </p>
              </div>
              {page.needsTranslation ? <NeedsTranslationBadge /> : null}
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${statusStyles[page.status]}`}>
                {PUBLISH_STATUS_LABELS[page.status]}
              </span>
              <Link to={`/admin/pages/${page.id}`} className={buttonStyles.secondary} aria-label={`Edit ${page.title}`}>
                <Icon name="Pencil" className="size-4" />
                Edit
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  deleteHostingPackage,
  HOSTING_PACKAGE_TEXT_FIELDS,
  listHostingPackageRows,
  moveHostingPackage,
} from "~/models/hosting-packages.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { formatBDT } from "~/utils/bdt";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/hosting";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const packages = await listHostingPackageRows(getDb());
  return {
    packages: packages.map((pkg) => ({
      id: pkg.id,
      title: pkg.name,
      subtitle: [`${formatBDT(pkg.pricePerYear)} a year`, pkg.highlighted ? "Most Popular" : ""]
        .filter(Boolean)
        .join(" · "),
      needsTranslation: needsTranslation(pkg, HOSTING_PACKAGE_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Hosting package",
    listPath: "/admin/hosting",
    remove: deleteHostingPackage,
    move: moveHostingPackage,
  });
}

export const meta = () => [{ title: "Hosting packages · Admin" }];

export default function HostingEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-600">The hosting packages on the Services page, in this order.</p>
        <Link to="/admin/hosting/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add hosting package
        </Link>
      </div>
      <ContentList
        items={loaderData.packages}
        basePath="/admin/hosting"
        noun="hosting package"
        deleteQuestion="Are you sure you want to delete this hosting package?"
        emptyText="No hosting packages yet. Add the first one."
      />
    </div>
  );
}

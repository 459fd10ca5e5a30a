import { Link } from "react-router";

import { NeedsTranslationBadge } from "~/components/admin/editors/translated-field";
import { getDb } from "~/db/client.server";
import { pageTextNames, pageTextPages } from "~/features/site-content/page-texts";
import { getPageCopies, PAGE_COPY_TEXT_FIELDS } from "~/models/page-copy.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { needsTranslation } from "~/utils/translation-form";
import type { Translations } from "~/utils/translations";

import type { Route } from "./+types/page-texts";

// The site's fixed-layout pages whose texts staff edit (decision 174), and the vision and mission two of them share.

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const names = [...pageTextNames, "vision-mission" as const];
  const copies = await getPageCopies(getDb(), names);
  const untranslated = (name: (typeof names)[number]) =>
    needsTranslation(
      { ...(copies[name].content as Record<string, unknown>), translations: copies[name].translations } as {
        [field: string]: unknown;
        translations: Translations;
      },
      PAGE_COPY_TEXT_FIELDS[name] as readonly string[],
    );
  return {
    pages: pageTextNames.map((name) => ({
      to: `/admin/page-texts/${name}`,
      label: pageTextPages[name].label,
      path: pageTextPages[name].path,
      needsTranslation: untranslated(name),
    })),
    visionMissionNeedsTranslation: untranslated("vision-mission"),
  };
}

export const meta = () => [{ title: "Page texts · Admin" }];

function Row({ children, badge, aside }: { children: React.ReactNode; badge: boolean; aside: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between">
      <span className="flex flex-wrap items-center gap-2">
        {children}
        {badge ? <NeedsTranslationBadge /> : null}
      </span>
      <span className="text-sm text-slate-600">{aside}</span>
    </li>
  );
}

export default function PageTexts({ loaderData }: Route.ComponentProps) {
  const linkClass = "font-medium text-brand-800 hover:underline";
  return (
    <div className="mt-4 max-w-3xl space-y-6">
      <p className="text-sm text-slate-600">
        Each page's headings, intros and calls to action, in English and Bengali. What the pages list (services,
        projects, team members, products, posts) is edited on those items' own screens.
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {loaderData.pages.map((page) => (
          <Row
            key={page.to}
            badge={page.needsTranslation}
            aside={
              <a href={page.path} target="_blank" rel="noreferrer" className="hover:underline">
                {page.path}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            }
          >
            <Link to={page.to} className={linkClass}>
              {page.label}
            </Link>
          </Row>
        ))}
        <Row badge={loaderData.visionMissionNeedsTranslation} aside="Shown on Home and About">
          <Link to="/admin/vision-mission" className={linkClass}>
            Vision and mission
          </Link>
        </Row>
      </ul>
    </div>
  );
}

import { Link } from "react-router";

import { NeedsTranslationBadge } from "~/components/admin/editors/translated-field";
import { getDb } from "~/db/client.server";
import { LEGAL_DOCUMENTS } from "~/features/site-content/legal-documents";
import { LEGAL_DOCUMENT_TEXT_FIELDS, listLegalDocuments } from "~/models/legal-documents.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { companyDisplayDate } from "~/utils/company-time";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/legal";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listLegalDocuments(getDb());
  return {
    documents: rows.map((row) => ({
      id: row.id,
      title: LEGAL_DOCUMENTS[row.id].title,
      updated: companyDisplayDate(new Date(`${row.lastUpdated}T12:00:00Z`)),
      needsTranslation: needsTranslation(row, LEGAL_DOCUMENT_TEXT_FIELDS),
    })),
  };
}

export const meta = () => [{ title: "Legal pages · Admin" }];

export default function LegalPages({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <p className="text-sm text-slate-600">
        The privacy policy and the terms. Saving one sets the “Last updated” date its page shows.
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
        {loaderData.documents.map((document) => (
          <li
            key={document.id}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between"
          >
            <span className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/legal/${document.id}`} className="font-medium text-brand-800 hover:underline">
                {document.title}
              </Link>
              {document.needsTranslation ? <NeedsTranslationBadge /> : null}
            </span>
            <span className="text-sm text-slate-600">Last updated {document.updated}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { LegalDocumentView, type LegalPageSection } from "~/components/legal-document";
import { getDb } from "~/db/client.server";
import { getLegalDocument } from "~/models/legal-documents.server";
import { LEGAL_DOCUMENTS } from "~/utils/legal-documents";
import { renderRichTextSections } from "~/utils/rich-text-render.server";
import { localeOfRequest } from "~/utils/locale";
import { currentPrivacySettings, privacyFactSections } from "~/utils/privacy-facts.server";
import { pageTextFrom, publicMeta, siteTextFrom } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export async function loader({ request }: Route.LoaderArgs) {
  const document = await getLegalDocument(getDb(), "privacy");
  if (!document) throw new Response("Not found", { status: 404 });
  // Staff's text, then the facts code generates from the settings and constants (retention, what is stored,
  // cookies); staff cannot edit those, so they always match what the site does (decisions 097 and 104).
  const { title } = LEGAL_DOCUMENTS.privacy;
  const sections: LegalPageSection[] = [...renderRichTextSections(document.body), ...privacyFactSections(currentPrivacySettings(), localeOfRequest(request))];
  return { document: { title, intro: document.intro, updated: document.lastUpdated, sections } };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, { title: siteTextFrom(matches).footer.privacy, description: pageTextFrom(matches).legal.privacyDescription, path: "/privacy" });

import { LegalDocumentView } from "~/components/legal-document";
import { getDb } from "~/db/client.server";
import { getLegalDocument } from "~/models/legal-documents.server";
import { LEGAL_DOCUMENTS } from "~/utils/legal-documents";
import { renderRichTextSections } from "~/utils/rich-text-render.server";
import { pageTextFrom, publicMeta, siteTextFrom } from "~/utils/seo";
import type { Route } from "./+types/terms";

export async function loader() {
  const document = await getLegalDocument(getDb(), "terms");
  if (!document) throw new Response("Not found", { status: 404 });
  const { title } = LEGAL_DOCUMENTS.terms;
  return { document: { title, intro: document.intro, updated: document.lastUpdated, sections: renderRichTextSections(document.body) } };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, { title: siteTextFrom(matches).footer.terms, description: pageTextFrom(matches).legal.termsDescription, path: "/terms" });

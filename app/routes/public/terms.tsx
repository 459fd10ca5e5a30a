import { LegalDocumentView } from "~/components/legal-document";
import { useWords } from "~/components/use-words";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/terms";
import { loadLegalPage } from "./legal-page.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { page } = await loadLegalPage(request, "terms");
  return { document: page };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView title={useWords().footer.terms} document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: wordsFrom(matches).footer.terms,
    description: wordsFrom(matches).legal.termsDescription,
    path: "/terms",
  });

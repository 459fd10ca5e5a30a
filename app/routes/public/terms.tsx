import { LegalDocumentView } from "~/components/legal-document";
import { useSiteText } from "~/components/use-site-text";
import { pageTextFrom, publicMeta, siteTextFrom } from "~/utils/seo";

import type { Route } from "./+types/terms";
import { loadLegalPage } from "./legal-page.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { page } = await loadLegalPage(request, "terms");
  return { document: page };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView title={useSiteText().footer.terms} document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: siteTextFrom(matches).footer.terms,
    description: pageTextFrom(matches).legal.termsDescription,
    path: "/terms",
  });

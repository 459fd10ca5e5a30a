import { LegalDocumentView } from "~/components/legal-document";
import { termsOfService } from "~/content/legal";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/terms";

export function loader() {
  return { document: termsOfService };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: "Terms of Service",
    description:
      "The terms for using our website, requesting quotes, hosting packages and the demonstration shop, and how to contact us about them.",
    path: "/terms",
  });

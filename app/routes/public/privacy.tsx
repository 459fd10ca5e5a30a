import { LegalDocumentView } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal";
import { privacyFactSections } from "~/utils/privacy-facts.server";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export function loader() {
  // The generated facts (retention period, what is stored, cookies) follow the policy's own text.
  return { document: { ...privacyPolicy, sections: [...privacyPolicy.sections, ...privacyFactSections()] } };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: "Privacy Policy",
    description:
      "What our contact and newsletter forms store and for how long, how page views are counted without cookies or IP addresses, and your rights.",
    path: "/privacy",
  });

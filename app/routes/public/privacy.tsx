import { LegalDocumentView } from "~/components/legal-document";
import { privacyPolicy } from "~/content/legal";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/privacy";

export function loader() {
  return { document: privacyPolicy };
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

import { LegalDocumentView } from "~/components/legal-document";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { currentPrivacySettings, privacyFactSections } from "~/features/privacy/privacy-facts.server";
import { getAuditRetentionDays } from "~/models/site-settings.server";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/privacy";
import { loadLegalPage } from "./legal-page.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { locale, page } = await loadLegalPage(request, "privacy");
  // Staff's text, then the facts code generates from the settings and constants (retention, what is stored,
  // cookies); staff cannot edit those, so they always match what the site does (decisions 097 and 104). The
  // audit trail's retention is a site setting, read here (decision 146).
  const settings = { ...currentPrivacySettings(), auditRetentionDays: await getAuditRetentionDays(getDb()) };
  const facts = privacyFactSections(settings, locale).map((section) => ({ ...section, lang: locale }));
  return { document: { ...page, sections: [...page.sections, ...facts] } };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView title={useWords().footer.privacy} document={loaderData.document} />;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: wordsFrom(matches).footer.privacy,
    description: wordsFrom(matches).legal.privacyDescription,
    path: "/privacy",
  });

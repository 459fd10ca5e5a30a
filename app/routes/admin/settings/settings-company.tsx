import { RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { CompanyForm } from "~/components/admin/settings/company-form";
import { resultFor, SettingsSection } from "~/components/admin/settings-section";
import { getDb } from "~/db/client.server";
import { getCompanySettings } from "~/models/site-settings.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/settings-company";
import { saveCompanySettings, settingsAction } from "./settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { company: await getCompanySettings(getDb()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return settingsAction(request, admin, context.clientIp, { company: saveCompanySettings });
}

export const meta = () => [{ title: "Company · Settings · Admin" }];

export default function SettingsCompany({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <RecentSignInPrompt result={actionData} />
      <SettingsSection
        id="company"
        title="Company details"
        description="Shown in the site's header, footer and contact page, and to search engines."
      >
        <CompanyForm company={loaderData.company} result={resultFor(actionData, "company")} />
      </SettingsSection>
    </>
  );
}

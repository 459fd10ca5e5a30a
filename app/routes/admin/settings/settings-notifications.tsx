import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { DigestForm } from "~/components/admin/digest-form";
import { SettingsSection } from "~/components/admin/settings-section";
import { getDb } from "~/db/client.server";
import { getAcknowledgement } from "~/models/contact-acknowledgement.server";
import { getDigestOptIn } from "~/models/inbox-digest.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { getConfig } from "~/utils/env.server";

import type { Route } from "./+types/settings-notifications";
import { saveDigestOptIn, settingsAction } from "./settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const [digest, acknowledgement] = await Promise.all([getDigestOptIn(db, admin.userId), getAcknowledgement(db)]);
  return {
    email: admin.email,
    digest: { on: digest, mailConfigured: Boolean(getConfig().SMTP_URL) },
    acknowledgementOn: acknowledgement.enabled,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return settingsAction(request, admin, context.clientIp, { digest: saveDigestOptIn });
}

export const meta = () => [{ title: "Notifications · Settings · Admin" }];

export default function SettingsNotifications({ loaderData }: Route.ComponentProps) {
  const { email, digest, acknowledgementOn } = loaderData;
  return (
    <>
      <SettingsSection
        id="digest"
        title="Unanswered messages digest"
        description={`Sent to ${email}; only you can turn yours on or off.`}
      >
        <DigestForm on={digest.on} mailConfigured={digest.mailConfigured} />
      </SettingsSection>

      <SettingsSection
        id="acknowledgement"
        title="Acknowledgement email"
        description="A “we received your message” email to each visitor who writes, in English or Bengali."
      >
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm text-slate-700">{acknowledgementOn ? "On" : "Off"}</p>
          <Link to="/admin/settings/acknowledgement" className={buttonStyles.secondary}>
            Edit the acknowledgement
          </Link>
        </div>
      </SettingsSection>
    </>
  );
}

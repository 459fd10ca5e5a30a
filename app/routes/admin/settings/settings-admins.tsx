import { RecentSignInPrompt } from "~/components/admin/recent-sign-in";
import { AdminList } from "~/components/admin/settings/admin-list";
import { StaffInvitations } from "~/components/admin/settings/invitations";
import { resultFor, SettingsSection } from "~/components/admin/settings-section";
import { getDb } from "~/db/client.server";
import { listAdmins } from "~/models/admin-users.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";

import type { Route } from "./+types/settings-admins";
import { cancelInvitation, invitationsOnScreen, invite, resendInvitation } from "./invitations.server";
import { changeRole } from "./role-change.server";
import { removeAdmin, settingsAction } from "./settings.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const [admins, invitations] = await Promise.all([listAdmins(db), invitationsOnScreen(db)]);
  return {
    me: { id: admin.userId, email: admin.email, role: admin.role },
    admins: admins.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
    })),
    invitations,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return settingsAction(request, admin, context.clientIp, {
    invite,
    "resend-invitation": resendInvitation,
    "revoke-invitation": cancelInvitation,
    "remove-admin": removeAdmin,
    "change-role": changeRole,
  });
}

export const meta = () => [{ title: "Admins · Settings · Admin" }];

export default function SettingsAdmins({ loaderData, actionData }: Route.ComponentProps) {
  const { me, admins, invitations } = loaderData;
  return (
    <>
      <RecentSignInPrompt result={actionData} />
      <SettingsSection id="admins" title="Staff accounts" description="Everyone who can sign in to this admin area.">
        <AdminList
          admins={admins}
          me={me}
          removeError={resultFor(actionData, "remove-admin")?.fieldErrors.userId}
          roleError={resultFor(actionData, "change-role")?.fieldErrors.role}
        />
        <StaffInvitations invitations={invitations} result={actionData} />
      </SettingsSection>
    </>
  );
}

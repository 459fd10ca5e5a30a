import { type Role, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/features/roles/roles";

/** An owner gave an admin another role (decision 180): told to that admin, in the sign-in notice's frame. */
export type RoleChange = { kind: "role-changed"; email: string; role: Role; previous: Role };

/** The subject and the first paragraph of the role change's email, for the admin whose role it is. */
export function roleChangeNotice(
  change: RoleChange,
  context: { byWhom: string; companyName: string; login: string },
): { subject: string; what: string } {
  const role = ROLE_LABELS[change.role];
  return {
    subject: `Your admin role is now ${role}`,
    what: [
      `${context.byWhom} changed the role of your admin account (${change.email}) at ${context.companyName}`,
      `from ${ROLE_LABELS[change.previous]} to ${role}: ${ROLE_DESCRIPTIONS[change.role]}.`,
      `Your password, two-factor sign-in, passkeys and sessions stay as they were. Sign in at ${context.login}.`,
    ].join("\n"),
  };
}

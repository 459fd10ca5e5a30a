/**
 * Staff roles (issue 29, decision 180): what each person's job needs, and nothing more. This table is the
 * one place that says what a role may do; the server checks it on every admin request (the route
 * permissions in `route-permissions.server.ts`, and the intents of screens that mix several).
 */
export const ROLES = ["owner", "editor", "writer", "sales"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Their own account: password, two-factor, passkeys, sessions; the overview. Everyone. */
  "account",
  /** Every content type, the media library, publishing and any post. */
  "content",
  /** Writing posts: a new post, their own drafts, their images. */
  "posts",
  /** The inbox: messages, status, assignment, notes, replies, its CSV export, the lead figures. */
  "inbox",
  /** The newsletter list and its CSV export. */
  "newsletter",
  /** A person's data: the export of everything stored about them, and erasure. */
  "privacy",
  /** The audit trail, and how long it is kept. */
  "audit",
  /** Staff accounts and their roles. */
  "staff",
  /** The site's settings: company details, the logo, the two-factor policy. */
  "settings",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  editor: ["account", "content", "posts"],
  writer: ["account", "posts"],
  sales: ["account", "inbox", "newsletter"],
};

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: "Owner",
  editor: "Editor",
  writer: "Writer",
  sales: "Sales",
};

/** What each role is for, in the words the admins list and the role-change email use. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  owner: "everything, including staff accounts, roles and the site's settings",
  editor: "all content and publishing",
  writer: "writing posts and submitting them for review",
  sales: "the inbox, lead figures and the newsletter list",
};

/** A role's label ("Editor"), or null for anything that is not a role (an old audit entry's detail). */
export function roleLabel(value: unknown): string | null {
  return isRole(value) ? ROLE_LABELS[value] : null;
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

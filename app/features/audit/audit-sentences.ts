// One sentence per audit entry, for the audit trail screen and the overview's Recent Activity
// (decision 106). Framework-free: it reads only the entry, so a sentence stays right after what it names is
// deleted (a post's title is captured when written). A contact message is the exception (decision 146): the
// entry keeps only its id, and the sentence names it by its subject while the message still exists.

import type { ContentType } from "~/features/content-types/content-type";
import { contentTypeNamed, contentTypes } from "~/features/content-types/content-types";

import { countOf, num, text } from "./audit-words";
import { newsletterIssueSentence, newsletterSettingsSentence } from "./newsletter-issue-sentences";
import { adminSentence, sessionSentence } from "./staff-sentences";

export type AuditRowForSentence = {
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  details: Record<string, unknown> | null;
  /** For an entry about a contact message: its subject, looked up when read, while the message exists. */
  messageSubject?: string | null;
};

/** Every action the code writes, with the label the audit screen's action filter shows. */
export const AUDIT_ACTION_LABELS = {
  login: "Signed in",
  login_failed: "Login failed",
  login_password_accepted: "Password accepted (code next)",
  login_second_factor_failed: "Wrong two-factor code",
  logout: "Signed out",
  session_revoked: "Session signed out",
  sessions_revoked: "Other sessions signed out",
  created: "Added",
  updated: "Changed",
  deleted: "Deleted",
  reordered: "Reordered",
  replaced: "File replaced",
  restored: "Revision restored",
  published: "Published on schedule",
  marked_read: "Marked as read",
  marked_unread: "Marked as unread",
  marked_not_spam: "Moved out of spam",
  status_changed: "Status changed",
  assigned: "Assigned",
  note_added: "Note added",
  replied: "Replied by email",
  reply_retried: "Reply sent by automatic retry",
  exported: "Exported",
  erased: "Personal data erased",
  retention_purged: "Old messages deleted (retention)",
  unconfirmed_purged: "Unconfirmed sign-ups deleted",
  audit_purged: "Old audit entries deleted (retention)",
  confirmed: "Newsletter sign-up confirmed",
  unsubscribed: "Newsletter unsubscribed",
  password_changed: "Password changed",
  password_reset: "Password reset (command line)",
  two_factor_enrolment_started: "Two-factor set-up started",
  two_factor_enrolment_failed: "Two-factor set-up code wrong",
  two_factor_enabled: "Two-factor turned on",
  two_factor_disabled: "Two-factor turned off",
  recovery_codes_replaced: "Recovery codes replaced",
  passkey_registered: "Passkey added",
  passkey_registration_failed: "Passkey not added",
  passkey_deleted: "Passkey deleted",
  role_changed: "Role changed",
  submitted_for_review: "Submitted for review",
  sent_back: "Sent back with a note",
  invited: "Invited to the staff",
  invitation_resent: "Invitation sent again",
  invitation_revoked: "Invitation revoked",
  invitation_accepted: "Invitation accepted",
  test_sent: "Newsletter test sent",
  sent: "Newsletter issue sent",
  scheduled: "Newsletter issue scheduled",
  unscheduled: "Newsletter issue unscheduled",
  retried: "Failed newsletter emails retried",
} as const satisfies Record<string, string>;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTION_LABELS, value);
}

/** Entities that are not content types of their own, by the noun a sentence calls them. */
const OTHER_CONTENT_NOUNS: Record<string, string> = {
  case_study: "case study",
  redirect: "redirect",
  // Entries written before product categories had their own entity name.
  category: "product category",
};

/** The noun a sentence calls an entity by: its content type's (decision 154), or one of the others'. */
function contentNoun(entity: string, types: readonly ContentType[]): string | undefined {
  return contentTypeNamed(entity, types)?.noun ?? OTHER_CONTENT_NOUNS[entity];
}

const STATUS_LABELS: Record<string, string> = {
  new: "New",
  in_progress: "In progress",
  replied: "Replied",
  closed: "Closed",
};

const quoted = (value: string) => `'${value}'`;

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

function messageSentence(
  actor: string,
  action: string,
  details: Record<string, unknown>,
  subject: string | null,
): string | null {
  const count = num(details.count);
  const many = count !== null && count !== 1 ? countOf(count, "message") : null;
  // The message's subject while it exists; "a message" once it is deleted (the entry never stored it).
  const what = many ?? (subject ? quoted(subject) : "a message");
  switch (action) {
    case "marked_read":
      return `${actor} marked ${what} as read`;
    case "marked_unread":
      return `${actor} marked ${what} as unread`;
    case "marked_not_spam":
      return `${actor} moved ${what} out of spam`;
    case "deleted":
      return `${actor} deleted ${many ?? "a message"}`;
    case "status_changed": {
      const status = text(details.status);
      return `${actor} set the status of ${what} to ${status ? (STATUS_LABELS[status] ?? status) : "another status"}`;
    }
    case "assigned": {
      const assignee = text(details.assignee);
      return assignee ? `${actor} assigned ${what} to ${assignee}` : `${actor} unassigned ${what}`;
    }
    case "note_added":
      return `${actor} added a note to ${what}`;
    case "reply_retried": {
      const attempt = num(details.attempt);
      return `An automatic retry sent the reply to ${what}${attempt ? ` (attempt ${attempt})` : ""}`;
    }
    case "replied":
      return `${actor} replied to ${what}${details.delivered === false ? " (not sent yet: it is retried)" : ""}`;
    case "exported":
      return `${actor} exported ${
        details.searched === true ||
        details.byAssignee === true ||
        (text(details.filter) && details.filter !== "all") ||
        (text(details.status) && details.status !== "any")
          ? "a filtered list of messages"
          : "the messages"
      } as CSV`;
    case "retention_purged": {
      const months = num(details.months);
      const parts = [
        countOf(num(details.messages) ?? 0, "message"),
        countOf(num(details.replies) ?? 0, "reply", "replies"),
        countOf(num(details.notes) ?? 0, "note"),
      ];
      return `Retention deleted ${list(parts)}${months ? ` older than ${countOf(months, "month")}` : ""}`;
    }
    default:
      return null;
  }
}

function contentSentence(
  actor: string,
  action: string,
  entity: string,
  details: Record<string, unknown>,
  types: readonly ContentType[],
): string | null {
  const noun = contentNoun(entity, types);
  if (!noun) return null;
  const title = text(details.title);
  // Page copy that is one of a kind (decision 096) is named by its noun alone.
  const the = contentTypeNamed(entity, types)?.singleton
    ? `the ${noun}`
    : title
      ? `the ${noun} ${quoted(title)}`
      : `a ${noun}`;
  const count = num(details.count);
  if (entity === "redirect" && action === "created" && count !== null)
    return `${actor} added ${countOf(count, "redirect")} from a CSV file`;
  if (entity === "media") {
    switch (action) {
      case "created":
        return `${actor} uploaded ${title ? quoted(title) : "a file"} to the media library`;
      case "updated":
        return `${actor} changed the alt text of ${title ? quoted(title) : "a file"}`;
      case "replaced":
        return `${actor} replaced the file ${title ? quoted(title) : ""}${text(details.file) ? ` with ${quoted(text(details.file)!)}` : ""}`.replace(
          "  ",
          " ",
        );
      case "deleted":
        return `${actor} deleted ${title ? quoted(title) : "a file"} from the media library`;
    }
  }
  switch (action) {
    case "created":
      if (entity === "blog_post" && details.status === "published") return `${actor} published ${the}`;
      return `${actor} added ${the}`;
    case "updated":
      return `${actor} updated ${the}`;
    case "staged":
      return `${actor} staged a change to ${the} (not live yet)`;
    case "discarded_staged":
      return `${actor} discarded the staged change to ${the}`;
    case "submitted_for_review":
      return `${actor} submitted ${the} for review`;
    case "sent_back":
      return `${actor} sent ${the} back to its writer with a note`;
    case "deleted":
      return `${actor} deleted ${the}`;
    case "reordered": {
      const direction = details.direction === "up" ? " up" : details.direction === "down" ? " down" : "";
      return `${actor} moved ${the}${direction} in the list`;
    }
    case "restored": {
      const version = num(details.restoredVersion);
      return `${actor} restored ${version ? `version ${version} of ` : "an earlier version of "}${the}`;
    }
    case "published": {
      const name = title ?? text(details.slug);
      return `The ${noun} ${name ? quoted(name) : ""} was published as scheduled`.replace("  ", " ");
    }
    default:
      return null;
  }
}

function settingsSentence(actor: string, action: string, details: Record<string, unknown>): string | null {
  if (action !== "updated") return null;
  const retentionDays = num(details.auditRetentionDays);
  if (retentionDays !== null)
    return `${actor} set the audit trail to keep entries for ${countOf(retentionDays, "day")}`;
  if (typeof details.requireTwoFactor === "boolean") {
    return `${actor} ${details.requireTwoFactor ? "required" : "stopped requiring"} two-factor sign-in for every admin`;
  }
  const fields = Array.isArray(details.fields)
    ? details.fields.filter((field): field is string => typeof field === "string")
    : [];
  return `${actor} changed the company details${fields.length ? ` (${list(fields.map((field) => field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()))})` : ""}`;
}

function newsletterSentence(actor: string, action: string, details: Record<string, unknown>): string | null {
  switch (action) {
    case "deleted":
      return `${actor} removed a newsletter subscriber`;
    case "exported":
      return `${actor} exported ${details.searched === true || (text(details.status) && details.status !== "all") ? "a filtered newsletter list" : "the newsletter list"} as CSV`;
    case "confirmed":
      return "A newsletter subscriber confirmed their sign-up";
    case "unsubscribed":
      return "A newsletter subscriber unsubscribed";
    case "unconfirmed_purged":
      return `${countOf(num(details.deleted) ?? 0, "unconfirmed newsletter sign-up")} older than 7 days ${num(details.deleted) === 1 ? "was" : "were"} deleted`;
    default:
      return null;
  }
}

function personalDataSentence(actor: string, action: string, details: Record<string, unknown>): string | null {
  const parts = [
    countOf(num(details.messages) ?? 0, "message"),
    countOf(num(details.notes) ?? 0, "note"),
    countOf(num(details.replies) ?? 0, "reply", "replies"),
    countOf(num(details.subscriptions) ?? 0, "newsletter subscription"),
  ];
  if (action === "exported") return `${actor} downloaded what is stored about an email address (${list(parts)})`;
  if (action === "erased") return `${actor} erased everything stored about an email address (${list(parts)})`;
  return null;
}

function auditLogSentence(action: string, details: Record<string, unknown>): string | null {
  if (action !== "audit_purged") return null;
  const deleted = num(details.deleted) ?? 0;
  const days = num(details.days);
  return `${countOf(deleted, "audit entry", "audit entries")}${days ? ` older than ${countOf(days, "day")}` : ""} ${deleted === 1 ? "was" : "were"} deleted`;
}

function logoSentence(actor: string, action: string, entityId: string | null | undefined): string | null {
  if (action !== "updated") return null;
  return `${actor} changed the ${entityId === "white" || entityId === "black" ? `${entityId} ` : ""}logo`;
}

/** Turns an audit entry into the sentence staff read, e.g. "ayesha@example.com marked 'Website quote' as read". */
export function auditSentence(entry: AuditRowForSentence, types: readonly ContentType[] = contentTypes): string {
  const details = entry.details ?? {};
  const actor = entry.actorEmail ?? "Someone";
  const entity = entry.entity.replace(/\s+/g, "_").toLowerCase();
  const sentence =
    entity === "contact_message"
      ? messageSentence(actor, entry.action, details, text(entry.messageSubject))
      : entity === "admin_user"
        ? adminSentence(actor, entry.action, details)
        : entity === "session"
          ? sessionSentence(actor, entry.action, details)
          : entity === "settings" || entity === "site_settings"
            ? settingsSentence(actor, entry.action, details)
            : entity === "newsletter_subscriber"
              ? newsletterSentence(actor, entry.action, details)
              : entity === "newsletter_issue"
                ? newsletterIssueSentence(actor, entry.action, details)
                : entity === "newsletter_settings"
                  ? newsletterSettingsSentence(actor, details)
                  : entity === "personal_data"
                    ? personalDataSentence(actor, entry.action, details)
                    : entity === "logo"
                      ? logoSentence(actor, entry.action, entry.entityId)
                      : entity === "audit_log"
                        ? auditLogSentence(entry.action, details)
                        : contentSentence(actor, entry.action, entity, details, types);
  if (sentence) return sentence;
  // An entry this module does not know yet still reads as a sentence, from its own words.
  const title = text(details.title);
  return `${actor} ${entry.action.replace(/_/g, " ")} ${entity.replace(/_/g, " ")}${title ? ` ${quoted(title)}` : ""}`;
}

/** Entities that are not content types of their own, by the admin screen that lists them. */
const OTHER_LISTS: Record<string, string> = {
  logo: "/admin/logo",
  settings: "/admin/settings",
  newsletter_subscriber: "/admin/newsletter",
  newsletter_issue: "/admin/newsletter/issues",
  newsletter_settings: "/admin/newsletter/issues",
  saved_reply: "/admin/saved-replies",
  acknowledgement_email: "/admin/settings/acknowledgement",
};

/** Where an entry's subject can be seen, if anywhere still (a deleted item's page is not linked). */
export function auditLink(entry: AuditRowForSentence, types: readonly ContentType[] = contentTypes): string | null {
  const entity = entry.entity.replace(/\s+/g, "_").toLowerCase();
  const gone = entry.action === "deleted" || entry.action === "erased" || entry.action.endsWith("_purged");
  // A message that is gone leads to the list, like a deleted service does.
  if (entity === "contact_message")
    return entry.entityId && !gone ? `/admin/contact-requests/${entry.entityId}` : "/admin/contact-requests";
  // An issue is never deleted once sent, and a draft's entries still lead to the list if it was.
  if (entity === "newsletter_issue" && entry.entityId && !gone) return `/admin/newsletter/issues/${entry.entityId}`;
  const type = contentTypeNamed(entity, types);
  if (type) return type.itemEditor && entry.entityId && !gone ? `${type.adminPath}/${entry.entityId}` : type.adminPath;
  return OTHER_LISTS[entity] ?? null;
}

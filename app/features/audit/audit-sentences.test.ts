import { describe, expect, it } from "vitest";

import { AUDIT_ACTIONS, auditLink, type AuditRowForSentence, auditSentence } from "./audit-sentences";

const A = "ayesha@example.test";
const row = (
  entity: string,
  action: string,
  details: Record<string, unknown> | null = null,
  actorEmail: string | null = A,
  entityId: string | null = null,
): AuditRowForSentence => ({
  actorEmail,
  action,
  entity,
  entityId,
  details,
});

/** An entry about a contact message, which stores only its id; `subject` is the message's while it exists. */
const message = (
  action: string,
  details: Record<string, unknown> | null,
  subject: string | null = "Website quote",
) => ({
  ...row("contact_message", action, details, A, "m1"),
  messageSubject: subject,
});

// Every audit write in the code (grep recordAudit), each with the details it stores.
const CASES: [AuditRowForSentence, string][] = [
  // Contact messages: the inbox list and the message view.
  [message("marked_read", null), `${A} marked 'Website quote' as read`],
  [row("contact_message", "marked_read", { count: 3, ids: ["a", "b", "c"] }), `${A} marked 3 messages as read`],
  [message("marked_unread", null), `${A} marked 'Website quote' as unread`],
  [message("marked_not_spam", null, "Cheap pills"), `${A} moved 'Cheap pills' out of spam`],
  [message("deleted", null), `${A} deleted a message`],
  [row("contact_message", "deleted", { count: 2, ids: ["a", "b"] }), `${A} deleted 2 messages`],
  [message("status_changed", { status: "in_progress" }), `${A} set the status of 'Website quote' to In progress`],
  [message("assigned", { assignee: "omar@example.test" }), `${A} assigned 'Website quote' to omar@example.test`],
  [message("assigned", { assignee: null }), `${A} unassigned 'Website quote'`],
  [message("note_added", null), `${A} added a note to 'Website quote'`],
  [message("replied", { reply: "r1", delivered: true }), `${A} replied to 'Website quote'`],
  [
    message("replied", { reply: "r1", delivered: false }),
    `${A} replied to 'Website quote' (not sent yet: it is retried)`,
  ],
  [
    message("reply_retried", { reply: "r1", attempt: 3 }),
    "An automatic retry sent the reply to 'Website quote' (attempt 3)",
  ],
  [row("contact_message", "exported", { filter: "all", searched: false }), `${A} exported the messages as CSV`],
  [
    row("contact_message", "exported", { filter: "unread", searched: false }),
    `${A} exported a filtered list of messages as CSV`,
  ],
  [
    row("contact_message", "exported", { filter: "all", status: "any", byAssignee: false, searched: false }),
    `${A} exported the messages as CSV`,
  ],
  [
    row("contact_message", "exported", { filter: "all", status: "open", byAssignee: false, searched: false }),
    `${A} exported a filtered list of messages as CSV`,
  ],
  [
    row("contact_message", "exported", { filter: "all", status: "any", byAssignee: true, searched: false }),
    `${A} exported a filtered list of messages as CSV`,
  ],
  [
    row(
      "contact_message",
      "retention_purged",
      { messages: 3, replies: 1, notes: 2, olderThan: "2024-11-24T00:00:00.000Z", months: 24 },
      null,
    ),
    "Retention deleted 3 messages, 1 reply and 2 notes older than 24 months",
  ],
  // A message that no longer exists (deleted, erased or purged): the entry never had its subject.
  [message("marked_read", null, null), `${A} marked a message as read`],
  [message("status_changed", { status: "closed" }, null), `${A} set the status of a message to Closed`],
  [row("contact_message", "deleted", null), `${A} deleted a message`],
  // The audit trail's own retention (decision 146).
  [
    row("audit_log", "audit_purged", { deleted: 12, olderThan: "2025-11-28T00:00:00.000Z", days: 365 }, null),
    "12 audit entries older than 365 days were deleted",
  ],
  [row("audit_log", "audit_purged", { deleted: 1, days: 30 }, null), "1 audit entry older than 30 days was deleted"],
  // Sign-in and sessions.
  [row("session", "login"), `${A} signed in`],
  [row("session", "login", { secondFactor: "totp" }), `${A} signed in with a two-factor code`],
  [row("session", "login", { secondFactor: "recovery" }), `${A} signed in with a recovery code`],
  [row("session", "login_failed", { email: "a@b.com" }, null), "Login failed for a@b.com"],
  [row("session", "login", { method: "passkey" }), `${A} signed in with a passkey`],
  [row("session", "login", { secondFactor: "passkey" }), `${A} signed in with a passkey after their password`],
  [
    row("session", "login_failed", { method: "passkey", reason: "unknown-credential" }, null),
    "A sign-in with an unknown passkey failed",
  ],
  [row("session", "login_failed", { method: "passkey", reason: "signature" }), `A passkey sign-in as ${A} failed`],
  [
    row("session", "login_second_factor_failed", { method: "passkey" }),
    `${A} used a passkey that was not accepted when signing in`,
  ],
  [row("session", "login_password_accepted"), `${A} entered the right password (a two-factor code is asked next)`],
  [
    row("session", "login_second_factor_failed", { method: "totp" }),
    `${A} entered a wrong two-factor code when signing in`,
  ],
  [
    row("session", "login_second_factor_failed", { method: "recovery" }),
    `${A} entered a wrong recovery code when signing in`,
  ],
  [row("session", "logout"), `${A} signed out`],
  [row("session", "sessions_revoked", { count: 2 }), `${A} signed out 2 other sessions`],
  [row("session", "session_revoked", { count: 1 }), `${A} signed out one of their other sessions`],
  // Admin accounts (the settings screen and the admin CLI, which acts with no actor).
  [row("admin_user", "created", { email: "omar@example.test" }), `${A} added the admin omar@example.test`],
  [
    row("admin_user", "created", { email: "omar@example.test", via: "cli" }, null),
    "Someone added the admin omar@example.test (command line)",
  ],
  [row("admin_user", "deleted", { email: "omar@example.test" }), `${A} removed the admin omar@example.test`],
  // Staff roles (decision 180): the new role and the one it replaced, and the messages it unassigned.
  [
    row("admin_user", "role_changed", { email: "omar@example.test", role: "writer", previous: "sales", unassigned: 3 }),
    `${A} changed the role of omar@example.test to Writer (was Sales), unassigning 3 messages`,
  ],
  [
    row("admin_user", "role_changed", { email: "omar@example.test", role: "editor", previous: "owner" }),
    `${A} changed the role of omar@example.test to Editor (was Owner)`,
  ],
  [
    row("admin_user", "deleted", { email: "omar@example.test", via: "cli" }, null),
    "Someone removed the admin omar@example.test (command line)",
  ],
  // Review (decision 182).
  [row("blog_post", "submitted_for_review", { title: "Hello" }), `${A} submitted the blog post 'Hello' for review`],
  [row("blog_post", "sent_back", { title: "Hello" }), `${A} sent the blog post 'Hello' back to its writer with a note`],
  // Invitations (decision 181).
  [
    row("admin_user", "invited", { email: "omar@example.test", role: "writer" }),
    `${A} invited omar@example.test to the staff as Writer`,
  ],
  [
    row("admin_user", "invitation_resent", { email: "omar@example.test" }),
    `${A} sent omar@example.test a new invitation link (the old one no longer works)`,
  ],
  [
    row("admin_user", "invitation_revoked", { email: "omar@example.test" }),
    `${A} revoked the invitation of omar@example.test`,
  ],
  [
    row("admin_user", "invitation_accepted", { email: "omar@example.test", role: "sales" }),
    `${A} accepted their invitation and joined as Sales`,
  ],
  [row("admin_user", "password_changed"), `${A} changed their password`],
  [
    row("admin_user", "password_reset", { email: "omar@example.test", via: "cli" }, null),
    "Someone reset the password of omar@example.test (command line)",
  ],
  [row("admin_user", "two_factor_enrolment_started"), `${A} started setting up two-factor sign-in`],
  [row("admin_user", "two_factor_enrolment_failed"), `${A} entered a wrong code while setting up two-factor sign-in`],
  [row("admin_user", "two_factor_enabled"), `${A} turned on two-factor sign-in`],
  [row("admin_user", "two_factor_disabled"), `${A} turned off two-factor sign-in`],
  [row("admin_user", "recovery_codes_replaced"), `${A} made new recovery codes`],
  [row("admin_user", "passkey_registered", { name: "Work laptop" }), `${A} added the passkey “Work laptop”`],
  [
    row("admin_user", "passkey_registration_failed", { reason: "challenge" }),
    `${A} tried to add a passkey, which was not accepted`,
  ],
  [row("admin_user", "passkey_deleted", { name: "Work laptop" }), `${A} deleted the passkey “Work laptop”`],
  // Settings.
  [
    row("settings", "updated", { fields: ["phone", "londonAddress"] }),
    `${A} changed the company details (phone and london address)`,
  ],
  [row("settings", "updated", { requireTwoFactor: true }), `${A} required two-factor sign-in for every admin`],
  [row("settings", "updated", { auditRetentionDays: 90 }), `${A} set the audit trail to keep entries for 90 days`],
  [
    row("settings", "updated", { requireTwoFactor: false }),
    `${A} stopped requiring two-factor sign-in for every admin`,
  ],
  // Content editors (recordSaved, performListAction) and the blog.
  [row("service", "created", { title: "Cloud Hosting" }), `${A} added the service 'Cloud Hosting'`],
  [row("project", "updated", { title: "Shop rebuild" }), `${A} updated the project 'Shop rebuild'`],
  [row("testimonial", "deleted", { title: "Jane Doe" }), `${A} deleted the testimonial 'Jane Doe'`],
  [
    row("team_member", "reordered", { title: "Omar", direction: "up" }),
    `${A} moved the team member 'Omar' up in the list`,
  ],
  [row("team member", "created", { title: "Omar" }), `${A} added the team member 'Omar'`],
  [row("service", "reordered", { direction: "down" }), `${A} moved a service down in the list`],
  [row("client_logo", "created", { title: "Acme" }), `${A} added the client logo 'Acme'`],
  [
    row("faq_item", "updated", { title: "How do I request a quote?" }),
    `${A} updated the FAQ item 'How do I request a quote?'`,
  ],
  [row("faq_item", "reordered", { direction: "up" }), `${A} moved a FAQ item up in the list`],
  [row("client_logo", "updated", { title: "Acme" }), `${A} updated the client logo 'Acme'`],
  [row("hosting_package", "created", { title: "Pro" }), `${A} added the hosting package 'Pro'`],
  [
    row("process_step", "reordered", { title: "Discovery", direction: "down" }),
    `${A} moved the process step 'Discovery' down in the list`,
  ],
  [row("about_figure", "updated", { title: "Clients Served" }), `${A} updated the About figure 'Clients Served'`],
  [row("core_value", "deleted", { title: "Innovation" }), `${A} deleted the core value 'Innovation'`],
  [
    row("why_choose_us_item", "created", { title: "Security by default" }),
    `${A} added the “why choose us” item 'Security by default'`,
  ],
  [row("home_page_copy", "updated", { title: "Home page texts" }, A, "home"), `${A} updated the Home page's texts`],
  [row("about_page_copy", "updated", { title: "About page texts" }, A, "about"), `${A} updated the About page's texts`],
  [
    row("vision_and_mission", "updated", { title: "Vision and mission" }, A, "vision-mission"),
    `${A} updated the vision and mission`,
  ],
  [row("blog_post", "created", { title: "Hello", status: "draft" }), `${A} added the blog post 'Hello'`],
  [row("blog_post", "created", { title: "Hello", status: "published" }), `${A} published the blog post 'Hello'`],
  [row("blog_post", "updated", { title: "Hello", status: "scheduled" }), `${A} updated the blog post 'Hello'`],
  [row("blog_post", "staged", { title: "Hello" }), `${A} staged a change to the blog post 'Hello' (not live yet)`],
  [row("page", "discarded_staged", { title: "Careers" }), `${A} discarded the staged change to the page 'Careers'`],
  [
    row("blog_post", "restored", { title: "Hello", restoredVersion: 3 }),
    `${A} restored version 3 of the blog post 'Hello'`,
  ],
  [
    row("blog_post", "published", { title: "Hello", slug: "hello", by: "schedule" }, null),
    "The blog post 'Hello' was published as scheduled",
  ],
  [
    row("blog_post", "published", { slug: "hello", by: "schedule" }, null),
    "The blog post 'hello' was published as scheduled",
  ],
  // Media library and the site logo.
  [row("media", "created", { title: "team.jpg" }), `${A} uploaded 'team.jpg' to the media library`],
  [row("media", "updated", { title: "team.jpg", field: "alt" }), `${A} changed the alt text of 'team.jpg'`],
  [
    row("media", "replaced", { title: "team.jpg", file: "team-2.jpg" }),
    `${A} replaced the file 'team.jpg' with 'team-2.jpg'`,
  ],
  [row("media", "deleted", { title: "team.jpg" }), `${A} deleted 'team.jpg' from the media library`],
  [row("logo", "updated", { title: "White logo", mediaId: "m1" }, A, "white"), `${A} changed the white logo`],
  // Newsletter.
  [row("newsletter_subscriber", "deleted"), `${A} removed a newsletter subscriber`],
  [
    row("newsletter_subscriber", "exported", { searched: false, status: "all" }),
    `${A} exported the newsletter list as CSV`,
  ],
  [
    row("newsletter_subscriber", "exported", { searched: true, status: "all" }),
    `${A} exported a filtered newsletter list as CSV`,
  ],
  [row("newsletter_subscriber", "confirmed", null, null), "A newsletter subscriber confirmed their sign-up"],
  [row("newsletter_subscriber", "unsubscribed", null, null), "A newsletter subscriber unsubscribed"],
  [
    row("newsletter_subscriber", "unconfirmed_purged", { deleted: 2, olderThan: "x" }, null),
    "2 unconfirmed newsletter sign-ups older than 7 days were deleted",
  ],
  [
    row("newsletter_subscriber", "unconfirmed_purged", { deleted: 1, olderThan: "x" }, null),
    "1 unconfirmed newsletter sign-up older than 7 days was deleted",
  ],
  // Redirects (decision 170): one typed in, many from a CSV file.
  [row("redirect", "created", { title: "/old → /new", status: 301 }), `${A} added the redirect '/old → /new'`],
  [row("redirect", "created", { count: 12, file: "old-site.csv" }), `${A} added 12 redirects from a CSV file`],
  [row("redirect", "deleted", { title: "/old → /new" }), `${A} deleted the redirect '/old → /new'`],
  // Newsletter issues (decisions 202 and 203): named by the subject captured when written, and the action.
  [row("newsletter_issue", "created", { title: "December news" }), `${A} wrote the newsletter issue 'December news'`],
  [row("newsletter_issue", "updated", { title: "December news" }), `${A} edited the newsletter issue 'December news'`],
  [
    row("newsletter_issue", "test_sent", { title: "December news", to: A, locale: "bn" }),
    `${A} sent a Bengali test of the newsletter issue 'December news' to ${A}`,
  ],
  [
    row("newsletter_issue", "sent", { title: "December news", recipients: 1200 }),
    `${A} sent the newsletter issue 'December news' to 1,200 subscribers`,
  ],
  [
    row("newsletter_issue", "scheduled", { title: "December news", at: "2026-12-01T04:00:00.000Z" }),
    `${A} scheduled the newsletter issue 'December news' for 1 December 2026 at 10:00 Dhaka time (UTC+6)`,
  ],
  [
    row("newsletter_issue", "unscheduled", { title: "December news" }),
    `${A} took the newsletter issue 'December news' off its schedule (a draft again)`,
  ],
  [
    row("newsletter_issue", "retried", { title: "December news", recipients: 1 }),
    `${A} queued 1 failed email of the newsletter issue 'December news' again`,
  ],
  [
    row("newsletter_settings", "updated", { perMinute: 600 }),
    `${A} set the newsletter to send at most 600 emails a minute`,
  ],
  // Data requests (counts only, never the address).
  [
    row("personal_data", "exported", { messages: 1, notes: 0, replies: 2, subscriptions: 1 }),
    `${A} downloaded what is stored about an email address (1 message, 0 notes, 2 replies and 1 newsletter subscription)`,
  ],
  [
    row("personal_data", "erased", { messages: 2, notes: 1, replies: 0, subscriptions: 0 }),
    `${A} erased everything stored about an email address (2 messages, 1 note, 0 replies and 0 newsletter subscriptions)`,
  ],
];

describe("audit sentences", () => {
  it.each(CASES)("%# %j", (entry, sentence) => {
    expect(auditSentence(entry)).toBe(sentence);
  });

  it("covers every action in the filter's list", () => {
    const covered = new Set(CASES.map(([entry]) => entry.action));
    expect(AUDIT_ACTIONS.filter((action) => !covered.has(action))).toEqual([]);
  });

  it("reads an action it does not know from the entry's own words", () => {
    expect(auditSentence(row("passkey", "registered", { title: "Laptop" }))).toBe(`${A} registered passkey 'Laptop'`);
  });

  it("links to what an entry is about while it exists", () => {
    expect(auditLink(row("contact_message", "marked_read", null, A, "m1"))).toBe("/admin/contact-requests/m1");
    expect(auditLink(row("contact_message", "deleted", null, A, "m1"))).toBe("/admin/contact-requests");
    expect(auditLink(row("service", "updated", { title: "x" }, A, "s1"))).toBe("/admin/services/s1");
    expect(auditLink(row("service", "deleted", { title: "x" }, A, "s1"))).toBe("/admin/services");
    expect(auditLink(row("hosting_package", "updated", { title: "x" }, A, "h1"))).toBe("/admin/hosting/h1");
    expect(auditLink(row("core_value", "updated", { title: "x" }, A, "v1"))).toBe("/admin/core-values/v1");
    expect(auditLink(row("why_choose_us_item", "updated", { title: "x" }, A, "w1"))).toBe("/admin/why-choose-us/w1");
    expect(auditLink(row("home_page_copy", "updated", { title: "x" }, A, "home"))).toBe("/admin/page-texts/home");
    expect(auditLink(row("team_page_copy", "updated", { title: "x" }, A, "team"))).toBe("/admin/page-texts/team");
    expect(auditLink(row("newsletter_issue", "sent", { title: "x" }, A, "i1"))).toBe("/admin/newsletter/issues/i1");
    expect(auditLink(row("newsletter_settings", "updated", { perMinute: 60 }))).toBe("/admin/newsletter/issues");
    expect(auditLink(row("session", "login"))).toBeNull();
  });
});

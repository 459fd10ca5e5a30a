// The "assigned to you" email (decision 200): plain text, naming who assigned the message and linking to
// it on the configured origin, never a request's Host (the email is sent by a background job).

export type AssignmentNoticeInput = {
  assigneeEmail: string;
  assignedBy: string | null;
  messageId: string;
  name: string;
  email: string;
  subject: string;
  receivedAt: Date;
};

/** The notice for one assignment; `siteUrl` is origin + base path ("https://x.test/"). */
export function assignmentEmail(
  notice: AssignmentNoticeInput,
  { siteUrl, from }: { siteUrl: string; from: { name: string; address: string } },
) {
  const base = siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`;
  return {
    from,
    to: notice.assigneeEmail,
    subject: `Assigned to you: ${oneLine(notice.subject)}`,
    text: [
      `${notice.assignedBy ?? "Someone"} assigned you a message from the contact form.`,
      "",
      `From: ${oneLine(notice.name)} <${oneLine(notice.email)}>`,
      `Subject: ${oneLine(notice.subject)}`,
      `Received: ${notice.receivedAt.toISOString()}`,
      "",
      `Open it: ${base}admin/contact-requests/${notice.messageId}`,
      `Everything assigned to you: ${base}admin/contact-requests?assignee=me&status=open`,
      "",
    ].join("\n"),
  };
}

/** A visitor's text on one line: a line break in a name or subject cannot add lines (or headers) to the email. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// The "we received your message" email's text as a site first sends it (decision 201), until staff save their
// own under Admin → Settings: a default of a text staff edit, so seed content, not the site's words (decision 164).
// Placeholders are the saved replies' ({name}, {company}, {subject}).

export const acknowledgementBody = [
  "Dear {name},",
  "",
  "Thank you for writing to {company}. We have received your message about “{subject}”, and one of us will answer it soon.",
  "",
  "This email was sent automatically. If you want to add anything, reply to it.",
  "",
  "{company}",
].join("\n");

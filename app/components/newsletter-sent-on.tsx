import { fill } from "~/utils/fill-template";

import { useWords } from "./use-words";

/**
 * "Sent on <time>…</time>", with the date where the page's language puts it in the sentence; one element, so
 * a flex parent does not space the words apart.
 */
export function NewsletterSentOn({ date, isoDate }: { date: string; isoDate: string }) {
  const [before, after = ""] = fill(useWords().newsletterArchive.sentOn, { date: "\u0000" }).split("\u0000");
  return (
    <span>
      {before}
      <time dateTime={isoDate}>{date}</time>
      {after}
    </span>
  );
}

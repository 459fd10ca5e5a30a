import { useRouteLoaderData } from "react-router";

import type { PageText, PageTextData } from "~/content/i18n/pages.server";

/**
 * The public pages' own words (headings, calls to action, labels) in the page's language, sent by the public
 * layout's loader (decision 137).
 */
export function usePageText(): PageText {
  const text = (useRouteLoaderData("routes/public/layout") as PageTextData | undefined)?.pageText;
  if (!text)
    throw new Error(
      "The pages' words are missing: usePageText renders inside the public layout, whose loader sends them.",
    );
  return text;
}

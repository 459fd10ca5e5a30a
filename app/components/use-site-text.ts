import { useRouteLoaderData } from "react-router";

import type { SiteTextData, SiteWords } from "~/content/i18n/site.server";

/** The site chrome's words in the page's language, or undefined on the error page of a root loader that failed. */
export function useOptionalSiteText(): SiteWords | undefined {
  return (useRouteLoaderData("root") as SiteTextData | undefined)?.siteText;
}

/** The site chrome's words in the page's language, sent by the root loader (decision 137). */
export function useSiteText(): SiteWords {
  const text = useOptionalSiteText();
  if (!text)
    throw new Error("The site's words are missing: useSiteText renders below the root route, whose loader sends them.");
  return text;
}

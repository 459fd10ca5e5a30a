import { useRouteLoaderData } from "react-router";

import type { PageWords, WordsData } from "~/words/words.server";

/** The site's own words in the page's language, or undefined on the error page of a root loader that failed. */
export function useOptionalWords(): PageWords | undefined {
  return (useRouteLoaderData("root") as WordsData | undefined)?.words;
}

/** The site's own words in the page's language, sent by the root loader (decisions 137 and 164). */
export function useWords(): PageWords {
  const words = useOptionalWords();
  if (!words)
    throw new Error("The site's words are missing: useWords renders below the root route, whose loader sends them.");
  return words;
}

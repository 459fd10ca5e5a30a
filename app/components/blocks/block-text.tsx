import { InLang } from "~/components/in-lang";

import { langOf, textOf } from "./block-type";

/**
 * A block's text as a visitor reads it, marked `lang="en"` when a Bengali page shows it in English because it
 * is not translated yet (decision 177), as the other public pages mark their fallbacks (`InLang`).
 */
export function BlockText({ data, name }: { data: Record<string, unknown>; name: string }) {
  return <InLang lang={langOf(data, name)}>{textOf(data, name)}</InLang>;
}

import { isIconName } from "~/utils/icon-names";

import { Icon } from "./icon";

/** A decorative icon named by content (services, values, steps); unknown names fall back to Code2. */
export function ContentIcon({ name, className }: { name: string; className?: string }) {
  return <Icon name={isIconName(name) ? name : "Code2"} className={className} />;
}

import { DEFAULT_SERVICE_ICON, type ServiceIconName, serviceIconNames } from "~/features/site-content/service-icons";

import { Icon } from "./icon";

/** A service's icon by its stored name; an unknown name (e.g. an older one) falls back to the default. */
export function ServiceIcon({ name, className }: { name: string; className?: string }) {
  const known = (serviceIconNames as readonly string[]).includes(name);
  return <Icon name={known ? (name as ServiceIconName) : DEFAULT_SERVICE_ICON} className={className} />;
}

import { useSyncExternalStore } from "react";

import { adminDateText } from "~/utils/company-time";

type Props = { value: Date | string; withTime?: boolean; className?: string };

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after: React re-renders once hydration is done. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A date in the viewer's time zone. The server cannot know those, so it renders a fixed
 * UTC form (the same during hydration, so the markup matches) and the browser shows the local form
 * once hydrated.
 */
export function LocalDate({ value, withTime = false, className }: Props) {
  const date = typeof value === "string" ? new Date(value) : value;
  const iso = date.toISOString();
  const hydrated = useHydrated();
  // The admin's one date format (adminDateText), in the viewer's time zone.
  const text = hydrated
    ? adminDateText(date, undefined, withTime)
    : `${iso.slice(0, 10)}${withTime ? ` ${iso.slice(11, 16)} UTC` : ""}`;
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}

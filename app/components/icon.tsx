import spriteUrl from "virtual:icon-sprite";

import type { IconName } from "~/utils/icon-names";

/**
 * A decorative lucide icon drawn from the build's SVG sprite (decision 122): the same markup lucide-react
 * renders, with a `<use>` in place of the paths, so no icon drawing ships as JavaScript. Colour, size and
 * fill come from CSS as before (`className`); the sprite is one cached file for the whole site.
 */
export function Icon({
  name,
  className,
  ...data
}: { name: IconName; className?: string } & { [attribute: `data-${string}`]: string }) {
  return (
    <svg
      {...data}
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

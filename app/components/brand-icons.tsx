import spriteUrl from "virtual:icon-sprite";

import type { BrandName } from "./brand-marks";

/**
 * A decorative brand mark (LinkedIn, X, Facebook, GitHub) drawn from the icon sprite, filled in the text
 * colour as simple-icons draws them, where lucide's icons are stroked (decision 122).
 */
export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="currentColor"
      className={className}
    >
      <use href={`${spriteUrl}#brand-${name}`} />
    </svg>
  );
}

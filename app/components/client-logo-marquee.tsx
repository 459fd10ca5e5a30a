import { useId } from "react";

import { Icon } from "~/components/icon";

import { useWords } from "./use-words";

export type MarqueeLogo = { id: string; name: string; logoUrl: string };

/** Enough logos in one copy of the strip to span a wide screen, however few clients there are. */
const MIN_ITEMS_PER_COPY = 8;

function LogoList({ logos, duplicate }: { logos: MarqueeLogo[]; duplicate?: boolean }) {
  const repeats = Math.max(1, Math.ceil(MIN_ITEMS_PER_COPY / logos.length));
  const items = Array.from({ length: repeats }, (_, round) => logos.map((logo) => ({ logo, round }))).flat();
  return (
    <ul
      className="marquee-list"
      aria-hidden={duplicate ? "true" : undefined}
      data-duplicate={duplicate ? "" : undefined}
    >
      {items.map(({ logo, round }) => (
        <li
          key={`${logo.id}-${round}`}
          className="shrink-0"
          aria-hidden={!duplicate && round > 0 ? "true" : undefined}
          data-repeat={round > 0 ? "" : undefined}
        >
          <img
            src={logo.logoUrl}
            alt={duplicate || round > 0 ? "" : logo.name}
            width={200}
            height={60}
            loading="lazy"
            decoding="async"
            className="h-12 w-40 object-contain opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 sm:h-14 sm:w-48"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The client strip: two copies of the list slide left forever, the second hidden from assistive
 * technology. CSS alone pauses it on hover, on focus and when the pause toggle is on (so it works
 * before scripts load), and shows one still row under prefers-reduced-motion.
 */
export function ClientLogoMarquee({ logos }: { logos: MarqueeLogo[] }) {
  const toggleId = useId();
  const text = useWords().home;
  if (logos.length === 0) return null;
  return (
    <div className="marquee">
      {/* Gone with its label under reduced motion, when nothing moves: else a keyboard reaches an unnamed box. */}
      <input id={toggleId} type="checkbox" className="marquee-toggle peer sr-only motion-reduce:hidden" />
      <label
        htmlFor={toggleId}
        className="mb-4 ml-auto flex w-fit cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm text-slate-600 peer-checked:bg-slate-100 peer-checked:text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:text-slate-900 motion-reduce:hidden"
      >
        <Icon name="Pause" className="size-4" />
        {text.pauseLogos}
      </label>
      <div className="marquee-viewport">
        <div className="marquee-track">
          <LogoList logos={logos} />
          <LogoList logos={logos} duplicate />
        </div>
      </div>
    </div>
  );
}

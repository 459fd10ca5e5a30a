import { useEffect, useRef } from "react";

import { localizeDigits } from "~/utils/locale-format";

import { useLocale } from "./use-locale";

export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.1;

export type CounterStat = { label: string; value: number; suffix: string };

/** Ease-out so the count slows as it lands; 0 → 0 and 1 → target exactly. */
export function countAt(target: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return Math.round(target * (1 - (1 - clamped) ** 3));
}

/**
 * The About page's stats. The server renders the final numbers (for crawlers and readers without
 * JavaScript); once hydrated, the numbers count up once over two seconds the first time a tenth of the
 * section is on screen. Each number's box is as wide as its final value, so counting never moves the
 * layout; under reduced motion the final numbers simply stay.
 *
 * The frames write the numbers' text directly instead of re-rendering: a React render per frame for two
 * seconds kept a slow phone's main thread busy just as the page became interactive. React renders the
 * final values, which is also where every count ends, so its view of the text stays true.
 */
export function StatCounters({ stats }: { stats: CounterStat[] }) {
  const sectionRef = useRef<HTMLDListElement>(null);
  const numberRefs = useRef<(HTMLSpanElement | null)[]>([]);
  // "302+" on English pages, "৩০২+" on Bengali ones, while counting too.
  const locale = useLocale();

  useEffect(() => {
    const section = sectionRef.current;
    if (!section || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (typeof IntersectionObserver === "undefined") return;
    const show = (progress: number) => {
      stats.forEach((stat, index) => {
        const node = numberRefs.current[index];
        if (node) node.textContent = localizeDigits(`${countAt(stat.value, progress)}${stat.suffix}`, locale);
      });
    };
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
          show(progress);
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        show(0);
        frame = requestAnimationFrame(tick);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      show(1);
    };
  }, [stats, locale]);

  return (
    <dl ref={sectionRef} className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat, index) => {
        const final = localizeDigits(`${stat.value}${stat.suffix}`, locale);
        return (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center rounded-2xl border border-white/10 bg-white/5 px-4 py-8 text-center"
          >
            <dt className="mt-2 text-sm font-medium tracking-wide text-brand-100 uppercase">{stat.label}</dt>
            {/* The invisible final value (a pseudo-element, so not in the text) fixes the box; the count is
                left-aligned in it so its digits never move while it grows. */}
            <dd
              data-final={final}
              className="grid text-left text-4xl font-bold text-white tabular-nums before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-final)] sm:text-5xl"
            >
              {/* One text node: a separate suffix node would move right as the digits grow. */}
              <span
                ref={(node) => {
                  numberRefs.current[index] = node;
                }}
                className="col-start-1 row-start-1"
              >
                {final}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

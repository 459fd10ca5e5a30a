import { localizeDigits } from "~/utils/locale-format";

import { useLocale } from "./use-locale";

export type CounterStat = { label: string; value: number; suffix: string };

/**
 * The About page's stats, with their final numbers, which the site script counts up once the section is in
 * view (browser/counters.ts, decision 165). Each number's box is as wide as its final value, so counting never
 * moves the layout. On a phone the labels are a size smaller, with room for two lines: "Years Experience" took
 * one line in Inter and two in its stand-in at text-sm, so it moved when the face arrived (decision 206).
 */
export function StatCounters({ stats }: { stats: CounterStat[] }) {
  // "302+" on English pages, "৩০২+" on Bengali ones, while counting too.
  const locale = useLocale();
  return (
    <dl data-counters="" className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {stats.map((stat) => {
        const final = localizeDigits(`${stat.value}${stat.suffix}`, locale);
        return (
          <div
            key={stat.label}
            className="flex flex-col-reverse items-center rounded-2xl border border-white/10 bg-white/5 px-4 py-8 text-center"
          >
            <dt className="mt-2 min-h-8 text-xs font-medium tracking-wide text-brand-100 uppercase sm:min-h-0 sm:text-sm">
              {stat.label}
            </dt>
            {/* The invisible final value (a pseudo-element, so not in the text) fixes the box; the count is
                left-aligned in it so its digits never move while it grows. */}
            <dd
              data-final={final}
              className="grid text-left text-4xl font-bold text-white tabular-nums before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-final)] sm:text-5xl"
            >
              {/* One text node: a separate suffix node would move right as the digits grow. */}
              <span data-count={stat.value} data-suffix={stat.suffix} className="col-start-1 row-start-1">
                {final}
              </span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import type { DailyPoint } from "~/models/overview.server";

const CHART_WIDTH = 600;
const CHART_HEIGHT = 160;

/** Two small bar charts (their scales differ too much to share one) and the same data as a table for screen readers. */
export function ActivityChart({ daily }: { daily: DailyPoint[] }) {
  const totals = daily.reduce((sum, d) => ({ messages: sum.messages + d.messages, views: sum.views + d.views }), {
    messages: 0,
    views: 0,
  });
  return (
    <section aria-labelledby="activity-chart" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="activity-chart" className="text-lg font-semibold text-slate-900">
        Last 30 days
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <Bars
          daily={daily}
          pick={(d) => d.messages}
          label="Messages per day"
          total={totals.messages}
          color="fill-brand-600"
        />
        <Bars
          daily={daily}
          pick={(d) => d.views}
          label="Page views per day"
          total={totals.views}
          color="fill-accent-600"
        />
      </div>
      {/* A table ignores sr-only's 1px width, so the wrapper hides it (and keeps narrow screens from scrolling). */}
      <div className="sr-only">
        <table>
          <caption>Messages and page views per day, last 30 days (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Messages</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{d.day}</th>
                <td>{d.messages}</td>
                <td>{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Bars({
  daily,
  pick,
  label,
  total,
  color,
}: {
  daily: DailyPoint[];
  pick(d: DailyPoint): number;
  label: string;
  total: number;
  color: string;
}) {
  const peak = Math.max(0, ...daily.map(pick));
  // Bars scale to the peak; with nothing counted every bar is empty, whatever the divisor.
  const scale = Math.max(1, peak);
  const step = CHART_WIDTH / daily.length;
  const first = daily[0]?.day ?? "";
  const last = daily.at(-1)?.day ?? "";
  return (
    <figure>
      <figcaption className="text-sm font-medium text-slate-700">
        {label}{" "}
        <span className="font-normal text-slate-600">
          ({total === 0 ? "none yet" : `${total.toLocaleString("en")} in total, peak ${peak.toLocaleString("en")}`})
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT + 2}`} className="mt-2 h-auto w-full" aria-hidden="true">
        <line x1="0" x2={CHART_WIDTH} y1={CHART_HEIGHT} y2={CHART_HEIGHT} className="stroke-slate-300" />
        {daily.map((d, i) => {
          const height = (pick(d) / scale) * (CHART_HEIGHT - 4);
          return (
            <rect
              key={d.day}
              x={i * step + 2}
              y={CHART_HEIGHT - height}
              width={step - 4}
              height={height}
              rx="2"
              className={color}
            >
              <title>{`${d.day}: ${pick(d)}`}</title>
            </rect>
          );
        })}
      </svg>
      {/* In HTML, not in the SVG: text inside the scaled drawing shrank to ~5 px on a phone. */}
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </figure>
  );
}

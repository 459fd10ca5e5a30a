import { Link } from "react-router";

import { Icon } from "~/components/icon";
import type { IconName } from "~/utils/icon-names";

import type { formatChange } from "./overview-format";

/** One of the overview's four figures, with its change over the previous 30 days. */
export function StatCard({
  icon,
  title,
  value,
  change,
  changeOf,
  to,
}: {
  icon: IconName;
  title: string;
  value: string;
  change: ReturnType<typeof formatChange>;
  changeOf?: string;
  to?: string;
}) {
  const tone =
    change.direction === "up" || change.direction === "new"
      ? "text-emerald-800 bg-emerald-50"
      : change.direction === "down"
        ? "text-red-800 bg-red-50"
        : "text-slate-700 bg-slate-100";
  const body = (
    <>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <Icon name={icon} className="size-5 text-brand-700" />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-2 text-xs text-slate-600">
        <span className={`mr-1 rounded px-1.5 py-0.5 font-semibold ${tone}`} aria-hidden="true">
          {change.label}
        </span>
        <span className="sr-only">{`${changeOf ? `${changeOf}: ` : ""}${change.description}`}</span>
        <span aria-hidden="true">{changeOf ? `${changeOf} vs previous 30 days` : "vs previous 30 days"}</span>
      </p>
    </>
  );
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {to ? (
        <Link to={to} className="block">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

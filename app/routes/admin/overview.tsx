import { Link } from "react-router";

import { AuditEntryItem } from "~/components/admin/audit-entry-item";
import { formatChange, formatCompact } from "~/components/admin/overview/overview-format";
import { Icon } from "~/components/icon";
import { LocalDate } from "~/components/local-date";
import { getDb } from "~/db/client.server";
import { auditLink, auditSentence } from "~/features/audit/audit-sentences";
import { getLeadsOverview } from "~/models/leads-overview.server";
import { type DailyPoint, getOverview } from "~/models/overview.server";
import { topReferringHosts } from "~/models/page-views.server";
import { listTranslationGaps, type TranslationGap } from "~/models/translation-status.server";
import type { IconName } from "~/utils/icon-names";

import type { Route } from "./+types/overview";
import { requireAdmin } from "./shared/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = getDb();
  const [overview, leads, referrers, translationGaps] = await Promise.all([
    getOverview(db),
    getLeadsOverview(db),
    topReferringHosts(db),
    listTranslationGaps(db),
  ]);
  // The same sentences as the audit trail screen, made here so the page ships text, not the entries' details.
  const audit = overview.audit.map((entry) => ({
    id: entry.id,
    at: entry.at,
    sentence: auditSentence(entry),
    to: auditLink(entry),
  }));
  return { ...overview, audit, leads, referrers, translationGaps };
}

export const meta = () => [{ title: "Overview · Admin" }];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { stats, daily, audit, newestMessages, leads, referrers, translationGaps } = loaderData;
  return (
    <div className="mt-4 space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon="Users"
          title="Total Clients"
          value={String(stats.clients.value)}
          change={formatChange(stats.clients.value, stats.clients.previous)}
          to="/admin/clients"
        />
        <StatCard
          icon="Briefcase"
          title="Active Projects"
          value={String(stats.projects.value)}
          change={formatChange(stats.projects.value, stats.projects.previous)}
          to="/admin/portfolio"
        />
        <StatCard
          icon="Mail"
          title="New Messages"
          value={stats.newMessages.value.toLocaleString("en")}
          change={formatChange(stats.newMessages.current, stats.newMessages.previous)}
          changeOf="messages received"
          to="/admin/contact-requests?filter=unread"
        />
        <StatCard
          icon="Eye"
          title="Website Views"
          value={formatCompact(stats.views.value)}
          change={formatChange(stats.views.value, stats.views.previous)}
          changeOf="views, last 30 days"
        />
      </ul>

      <ActivityChart daily={daily} />

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="unanswered" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="unanswered" className="text-lg font-semibold text-slate-900">
            Unanswered for more than 24 h
          </h2>
          <p className="mt-2 text-3xl font-bold text-slate-900">{leads.unanswered.count.toLocaleString("en")}</p>
          <p className="text-xs text-slate-600">Genuine messages still New or In progress</p>
          {leads.unanswered.oldest.length > 0 ? (
            <ul className="mt-3 divide-y divide-slate-100">
              {leads.unanswered.oldest.map((message) => (
                <li key={message.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
                  <Link
                    to={`/admin/contact-requests/${message.id}`}
                    className="min-w-0 break-words text-brand-800 hover:underline"
                  >
                    {message.name}: {message.subject}
                  </Link>
                  <LocalDate value={message.createdAt} className="shrink-0 text-xs text-slate-600" />
                </li>
              ))}
            </ul>
          ) : null}
        </section>

        <section aria-labelledby="leads-by-source" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="leads-by-source" className="text-lg font-semibold text-slate-900">
            Leads by source, last 30 days
          </h2>
          {leads.leadsBySource.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No messages in the last 30 days.</p>
          ) : (
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">Genuine messages by UTM source, else referring site, else Direct</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col" className="py-1 font-medium">
                    Source
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    Leads
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {leads.leadsBySource.map((row) => (
                  <tr key={row.source}>
                    <td className="py-1.5 break-all text-slate-900">{row.source}</td>
                    <td className="py-1.5 text-right text-slate-900 tabular-nums">{row.count.toLocaleString("en")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section aria-labelledby="referring-hosts" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="referring-hosts" className="text-lg font-semibold text-slate-900">
            Top referring hosts, last 30 days
          </h2>
          {referrers.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No page views came from another website in the last 30 days.</p>
          ) : (
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">
                Page views by the website whose link the visitor followed (host name only)
              </caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col" className="py-1 font-medium">
                    Host
                  </th>
                  <th scope="col" className="py-1 pl-4 text-right font-medium">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {referrers.map((row) => (
                  <tr key={row.host}>
                    <td className="py-1.5 break-words text-slate-900">
                      <HostName host={row.host} />
                    </td>
                    <td className="py-1.5 pl-4 text-right text-slate-900 tabular-nums">
                      {row.views.toLocaleString("en")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section aria-labelledby="newsletter-count" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="newsletter-count" className="text-lg font-semibold text-slate-900">
            Newsletter subscribers
          </h2>
          <p className="mt-2 text-3xl font-bold text-slate-900">{leads.subscribers.confirmed.toLocaleString("en")}</p>
          <p className="text-sm text-slate-700">
            confirmed · {leads.subscribers.pending.toLocaleString("en")} waiting for confirmation
          </p>
          <Link to="/admin/newsletter" className="mt-3 inline-block text-sm font-medium text-brand-800 underline">
            Newsletter list
          </Link>
        </section>

        <TranslationGaps gaps={translationGaps} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="recent-activity" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
            Recent Activity
          </h2>
          {audit.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">Nothing has been changed yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {audit.map((entry) => (
                <AuditEntryItem
                  key={entry.id}
                  entry={entry}
                  className="flex items-baseline justify-between gap-4 py-2 text-sm"
                />
              ))}
            </ul>
          )}
          <Link to="/admin/audit" className="mt-3 inline-block text-sm font-medium text-brand-800 underline">
            The whole audit trail
          </Link>
        </section>

        <section aria-labelledby="newest-messages" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="newest-messages" className="text-lg font-semibold text-slate-900">
            Newest messages
          </h2>
          {newestMessages.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No messages yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {newestMessages.map((message) => (
                <li key={message.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
                  <Link
                    to={`/admin/contact-requests/${message.id}`}
                    className={`text-brand-800 hover:underline ${message.read ? "" : "font-semibold"}`}
                  >
                    {message.read ? null : <span className="sr-only">Unread: </span>}
                    {message.name}: {message.subject}
                  </Link>
                  <LocalDate value={message.createdAt} className="shrink-0 text-xs text-slate-600" />
                </li>
              ))}
            </ul>
          )}
          <Link to="/admin/contact-requests" className="mt-3 inline-block text-sm font-medium text-brand-800 underline">
            All contact requests
          </Link>
        </section>
      </div>
    </div>
  );
}

/** A host name that may wrap after its dots (a long one then breaks between labels, not mid-word). */
function HostName({ host }: { host: string }) {
  const labels = host.split(".");
  return labels.map((label, i) => (
    <span key={i}>
      {label}
      {i < labels.length - 1 ? (
        <>
          .<wbr />
        </>
      ) : null}
    </span>
  ));
}

function StatCard({
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

const CHART_WIDTH = 600;
const CHART_HEIGHT = 160;

/** Two small bar charts (their scales differ too much to share one) and the same data as a table for screen readers. */
function ActivityChart({ daily }: { daily: DailyPoint[] }) {
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

/** How many items still need their Bengali text, per subject, each linking to its list. */
function TranslationGaps({ gaps }: { gaps: TranslationGap[] }) {
  const open = gaps.filter((gap) => gap.untranslated > 0);
  const total = open.reduce((sum, gap) => sum + gap.untranslated, 0);
  return (
    <section aria-labelledby="needs-translation" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="needs-translation" className="text-lg font-semibold text-slate-900">
        Needs translation
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{total.toLocaleString("en")}</p>
      <p className="text-sm text-slate-700">{`${total === 1 ? "item has" : "items have"} English text without its Bengali translation`}</p>
      {open.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {open.map((gap) => (
            <li key={gap.path} className="flex justify-between gap-4">
              <Link to={gap.path} className="font-medium text-brand-800 underline">
                {gap.subject}
              </Link>
              <span className="text-slate-700">{`${gap.untranslated} of ${gap.total}`}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">Every text on the site has its Bengali translation.</p>
      )}
    </section>
  );
}

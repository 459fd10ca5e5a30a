import { Link } from "react-router";

import { LocalDate } from "~/components/local-date";
import type { getAssignedOpenMessages } from "~/models/inbox.server";
import type { getLeadsOverview } from "~/models/leads-overview.server";
import type { topReferringHosts } from "~/models/page-views.server";
import type { TranslationGap } from "~/models/translation-status.server";

type Leads = Awaited<ReturnType<typeof getLeadsOverview>>;
type Referrers = Awaited<ReturnType<typeof topReferringHosts>>;

/** The signed-in admin's open messages (New or In progress, assigned to them), the newest first. */
export function MyOpenMessagesPanel({ mine }: { mine: Awaited<ReturnType<typeof getAssignedOpenMessages>> }) {
  return (
    <section aria-labelledby="my-open-messages" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="my-open-messages" className="text-lg font-semibold text-slate-900">
        Your open messages
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{mine.count.toLocaleString("en")}</p>
      <p className="text-xs text-slate-600">Assigned to you, still New or In progress</p>
      {mine.messages.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {mine.messages.map((message) => (
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
      <Link
        to="/admin/contact-requests?status=open&assignee=me"
        className="mt-3 inline-block text-sm font-medium text-brand-800 underline"
      >
        All your open messages
      </Link>
    </section>
  );
}

/** Genuine messages waiting more than a day, the oldest first. */
export function UnansweredPanel({ unanswered }: { unanswered: Leads["unanswered"] }) {
  return (
    <section aria-labelledby="unanswered" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="unanswered" className="text-lg font-semibold text-slate-900">
        Unanswered for more than 24 h
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{unanswered.count.toLocaleString("en")}</p>
      <p className="text-xs text-slate-600">Genuine messages still New or In progress</p>
      {unanswered.oldest.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-100">
          {unanswered.oldest.map((message) => (
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
  );
}

/** Genuine messages of the last 30 days by where they came from. */
export function LeadsBySourcePanel({ leadsBySource }: { leadsBySource: Leads["leadsBySource"] }) {
  return (
    <section aria-labelledby="leads-by-source" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="leads-by-source" className="text-lg font-semibold text-slate-900">
        Leads by source, last 30 days
      </h2>
      {leadsBySource.length === 0 ? (
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
            {leadsBySource.map((row) => (
              <tr key={row.source}>
                <td className="py-1.5 break-all text-slate-900">{row.source}</td>
                <td className="py-1.5 text-right text-slate-900 tabular-nums">{row.count.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The websites whose links brought page views in the last 30 days. */
export function ReferringHostsPanel({ referrers }: { referrers: Referrers }) {
  return (
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
                <td className="py-1.5 pl-4 text-right text-slate-900 tabular-nums">{row.views.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** How many have confirmed the newsletter, and how many have yet to. */
export function NewsletterPanel({ subscribers }: { subscribers: Leads["subscribers"] }) {
  return (
    <section aria-labelledby="newsletter-count" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="newsletter-count" className="text-lg font-semibold text-slate-900">
        Newsletter subscribers
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{subscribers.confirmed.toLocaleString("en")}</p>
      <p className="text-sm text-slate-700">
        confirmed · {subscribers.pending.toLocaleString("en")} waiting for confirmation
      </p>
      <Link to="/admin/newsletter" className="mt-3 inline-block text-sm font-medium text-brand-800 underline">
        Newsletter list
      </Link>
    </section>
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

/** The words beside a subject: its untranslated items, and its out-of-date translations (decision 197). */
function gapText(gap: TranslationGap): string {
  const parts = [];
  if (gap.untranslated > 0) parts.push(`${gap.untranslated} of ${gap.total}`);
  if (gap.stale > 0) parts.push(`${gap.stale} out of date`);
  return parts.join(" · ");
}

/** How many items still need their Bengali text, and how many translations are out of date, per subject. */
export function TranslationGaps({ gaps }: { gaps: TranslationGap[] }) {
  const open = gaps.filter((gap) => gap.untranslated > 0 || gap.stale > 0);
  const total = open.reduce((sum, gap) => sum + gap.untranslated, 0);
  const stale = open.reduce((sum, gap) => sum + gap.stale, 0);
  return (
    <section aria-labelledby="needs-translation" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="needs-translation" className="text-lg font-semibold text-slate-900">
        Needs translation
      </h2>
      <p className="mt-2 text-3xl font-bold text-slate-900">{total.toLocaleString("en")}</p>
      <p className="text-sm text-slate-700">{`${total === 1 ? "item has" : "items have"} English text without its Bengali translation`}</p>
      {stale > 0 ? (
        <p className="mt-1 text-sm font-medium text-amber-900">{`${stale.toLocaleString("en")} ${stale === 1 ? "translation is" : "translations are"} out of date: the English changed after ${stale === 1 ? "it was" : "they were"} translated`}</p>
      ) : null}
      {open.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {open.map((gap) => (
            <li key={gap.path} className="flex justify-between gap-4">
              <Link to={gap.path} className="font-medium text-brand-800 underline">
                {gap.subject}
              </Link>
              <span className="text-right text-slate-700">{gapText(gap)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-700">Every text on the site has its Bengali translation.</p>
      )}
    </section>
  );
}

import { ActivityChart } from "~/components/admin/overview/activity-chart";
import { NewestMessagesPanel, RecentActivityPanel } from "~/components/admin/overview/activity-panels";
import {
  LeadsBySourcePanel,
  MyOpenMessagesPanel,
  NewsletterPanel,
  ReferringHostsPanel,
  TranslationGaps,
  UnansweredPanel,
} from "~/components/admin/overview/lead-panels";
import { formatChange, formatCompact } from "~/components/admin/overview/overview-format";
import { StatCard } from "~/components/admin/overview/stat-card";
import { getDb } from "~/db/client.server";
import { auditLink, auditSentence } from "~/features/audit/audit-sentences";
import { can } from "~/features/roles/roles";
import { getAssignedOpenMessages } from "~/models/inbox.server";
import { getLeadsOverview } from "~/models/leads-overview.server";
import { getOverview } from "~/models/overview.server";
import { topReferringHosts } from "~/models/page-views.server";
import { listTranslationGaps } from "~/models/translation-status.server";

import type { Route } from "./+types/overview";
import { requireAdmin } from "./shared/auth.server";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const db = getDb();
  const [overview, mine, leads, referrers, translationGaps] = await Promise.all([
    getOverview(db),
    // Only a role that works the inbox has messages to be assigned.
    can(admin.role, "inbox") ? getAssignedOpenMessages(db, admin.userId) : null,
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
  return { ...overview, audit, mine, leads, referrers, translationGaps };
}

export const meta = () => [{ title: "Overview · Admin" }];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { stats, daily, audit, newestMessages, mine, leads, referrers, translationGaps } = loaderData;
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
        {mine ? <MyOpenMessagesPanel mine={mine} /> : null}

        <UnansweredPanel unanswered={leads.unanswered} />

        <LeadsBySourcePanel leadsBySource={leads.leadsBySource} />

        <ReferringHostsPanel referrers={referrers} />

        <NewsletterPanel subscribers={leads.subscribers} />

        <TranslationGaps gaps={translationGaps} />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivityPanel audit={audit} />

        <NewestMessagesPanel newestMessages={newestMessages} />
      </div>
    </div>
  );
}

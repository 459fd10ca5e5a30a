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
import { blockTextFields } from "~/components/blocks/registry";
import { getDb } from "~/db/client.server";
import { auditLink, auditSentence } from "~/features/audit/audit-sentences";
import { contentTypes } from "~/features/content-types/content-types";
import { can } from "~/features/roles/roles";
import { contentSourcesWithBlocks } from "~/models/content-sources.server";
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
  // Only the cards of what the role may open (decision 180): the rest is neither read nor sent.
  const show = {
    content: can(admin.role, "content"),
    inbox: can(admin.role, "inbox"),
    newsletter: can(admin.role, "newsletter"),
    audit: can(admin.role, "audit"),
  };
  const [overview, mine, leads, referrers, translationGaps] = await Promise.all([
    getOverview(db),
    // Only a role that works the inbox has messages to be assigned.
    show.inbox ? getAssignedOpenMessages(db, admin.userId) : null,
    show.inbox || show.newsletter ? getLeadsOverview(db) : null,
    topReferringHosts(db),
    // A page's blocks' texts count too (decision 177): the registry names each block type's translated fields.
    show.content ? listTranslationGaps(db, contentTypes, contentSourcesWithBlocks(blockTextFields)) : [],
  ]);
  // The same sentences as the audit trail screen, made here so the page ships text, not the entries' details.
  const audit = show.audit
    ? overview.audit.map((entry) => ({
        id: entry.id,
        at: entry.at,
        sentence: auditSentence(entry),
        to: auditLink(entry),
      }))
    : [];
  const { stats } = overview;
  return {
    show,
    stats: {
      views: stats.views,
      ...(show.content ? { clients: stats.clients, projects: stats.projects } : {}),
      ...(show.inbox ? { newMessages: stats.newMessages } : {}),
    },
    daily: show.inbox ? overview.daily : [],
    newestMessages: show.inbox ? overview.newestMessages : [],
    audit,
    mine,
    leads,
    referrers,
    translationGaps,
  };
}

export const meta = () => [{ title: "Overview · Admin" }];

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { show, stats, daily, audit, newestMessages, mine, leads, referrers, translationGaps } = loaderData;
  return (
    <div className="mt-4 space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.clients ? (
          <StatCard
            icon="Users"
            title="Total Clients"
            value={String(stats.clients.value)}
            change={formatChange(stats.clients.value, stats.clients.previous)}
            to="/admin/clients"
          />
        ) : null}
        {stats.projects ? (
          <StatCard
            icon="Briefcase"
            title="Active Projects"
            value={String(stats.projects.value)}
            change={formatChange(stats.projects.value, stats.projects.previous)}
            to="/admin/portfolio"
          />
        ) : null}
        {stats.newMessages ? (
          <StatCard
            icon="Mail"
            title="New Messages"
            value={stats.newMessages.value.toLocaleString("en")}
            change={formatChange(stats.newMessages.current, stats.newMessages.previous)}
            changeOf="messages received"
            to="/admin/contact-requests?filter=unread"
          />
        ) : null}
        <StatCard
          icon="Eye"
          title="Website Views"
          value={formatCompact(stats.views.value)}
          change={formatChange(stats.views.value, stats.views.previous)}
          changeOf="views, last 30 days"
        />
      </ul>

      {show.inbox ? <ActivityChart daily={daily} /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        {mine ? <MyOpenMessagesPanel mine={mine} /> : null}

        {leads && show.inbox ? <UnansweredPanel unanswered={leads.unanswered} /> : null}

        {leads && show.inbox ? <LeadsBySourcePanel leadsBySource={leads.leadsBySource} /> : null}

        <ReferringHostsPanel referrers={referrers} />

        {leads && show.newsletter ? <NewsletterPanel subscribers={leads.subscribers} /> : null}

        {show.content ? <TranslationGaps gaps={translationGaps} /> : null}
      </div>

      {show.audit || show.inbox ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {show.audit ? <RecentActivityPanel audit={audit} /> : null}

          {show.inbox ? <NewestMessagesPanel newestMessages={newestMessages} /> : null}
        </div>
      ) : null}
    </div>
  );
}

import { Link } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { ContentList } from "~/components/admin/editors/content-list";
import { Icon } from "~/components/icon";
import { getDb } from "~/db/client.server";
import {
  deleteTeamMember,
  listTeamMembers,
  moveTeamMember,
  TEAM_MEMBER_TEXT_FIELDS,
} from "~/models/team-members.server";
import { requireAdmin } from "~/routes/admin/shared/auth.server";
import { orderedListAction } from "~/routes/admin/shared/versioned-save.server";
import { mediaSrc, PORTRAIT_WIDTH } from "~/utils/media-urls";
import { needsTranslation } from "~/utils/translation-form";

import type { Route } from "./+types/team";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const members = await listTeamMembers(getDb());
  return {
    members: members.map((member) => ({
      id: member.id,
      title: member.name,
      subtitle: [member.role, member.visible ? "" : "Hidden from the team page"].filter(Boolean).join(" · "),
      imageSrc: mediaSrc(member.photoMediaId, PORTRAIT_WIDTH),
      needsTranslation: needsTranslation(member, TEAM_MEMBER_TEXT_FIELDS),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return orderedListAction(request, admin, {
    noun: "Team member",
    listPath: "/admin/team",
    remove: deleteTeamMember,
    move: moveTeamMember,
  });
}

export const meta = () => [{ title: "Team · Admin" }];

export default function TeamEditor({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-end gap-4">
        <Link to="/admin/team/new" className={buttonStyles.primary}>
          <Icon name="Plus" className="size-4" />
          Add team member
        </Link>
      </div>
      <ContentList
        items={loaderData.members}
        basePath="/admin/team"
        noun="team member"
        deleteQuestion="Are you sure you want to delete this team member?"
        emptyText="No team members yet. Add the first one."
      />
    </div>
  );
}

import { Form, useNavigation } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/icon";

/** The restore button for one revision: a save based on the version this page was loaded at. */
export function RestoreRevisionForm({
  action,
  revisionId,
  version,
  label,
}: {
  /** The revisions screen that restores ("/admin/blog/<id>/revisions"). */
  action: string;
  revisionId: number;
  version: number;
  label: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("revisionId") === String(revisionId);
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="revisionId" value={revisionId} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className={buttonStyles.secondary} disabled={busy}>
        <Icon name="RefreshCw" className="size-4" />
        {busy ? "Restoring..." : label}
      </button>
    </Form>
  );
}

import { Form } from "react-router";

import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/icon";

// A published item's staged change in its editor (decision 178), posts' and pages' alike: the buttons that keep
// a change staged or make it live, the notice while one is open, and the form that discards it.

/** The staged change the editor opened on: when and by whom it was staged. */
export type StagedChangeInfo = { when: string; isoWhen: string; who: string };

/**
 * A published item's save buttons: "Stage changes" first (Enter in a field keeps the live version as it
 * is), then "Save and publish", which replaces the live version in one step.
 */
export function PublishingSaveButtons({ busy }: { busy: boolean }) {
  return (
    <>
      <button type="submit" name="intent" value="stage" className={buttonStyles.primary} disabled={busy}>
        <Icon name="Clock" className="size-4" />
        {busy ? "Saving..." : "Stage changes"}
      </button>
      <button type="submit" name="intent" value="publish" className={buttonStyles.secondary} disabled={busy}>
        <Icon name="Globe" className="size-4" />
        Save and publish
      </button>
    </>
  );
}

/** What the editor says while a staged change is open, with its discard button (which sends `formId`). */
export function StagedChangeNotice({
  staged,
  formId,
  noun,
}: {
  staged: StagedChangeInfo;
  formId: string;
  noun: string;
}) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-semibold">You are editing a staged change; the live version is unchanged.</p>
      <p className="mt-1">
        Staged <time dateTime={staged.isoWhen}>{staged.when}</time> by {staged.who}. Visitors see the published {noun}{" "}
        until you press Save and publish. The preview shows the staged change.
      </p>
      <button type="submit" form={formId} className={`${buttonStyles.secondary} mt-3`}>
        <Icon name="X" className="size-4" />
        Discard staged change
      </button>
    </div>
  );
}

/** The form the notice's discard button sends: the version the editor was loaded at, so a newer save wins. */
export function DiscardStagedForm({ id, version }: { id: string; version: number }) {
  return (
    <Form id={id} method="post" action="?discard" className="hidden">
      <input type="hidden" name="version" value={version} />
    </Form>
  );
}

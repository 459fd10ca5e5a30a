import { Form } from "react-router";

import { IntentButton } from "~/components/admin/settings-section";
import { schemaCheck, TextField, useFormCheck } from "~/components/forms";
import type { FieldErrors } from "~/utils/form";
import {
  auditRetentionSchema,
  DEFAULT_AUDIT_RETENTION_DAYS,
  MAX_AUDIT_RETENTION_DAYS,
  MIN_AUDIT_RETENTION_DAYS,
} from "~/utils/site-settings";

/**
 * Settings: how many days the audit trail keeps an entry (decision 146). Older entries are deleted within
 * the hour; the privacy page states the figure.
 */
export function AuditRetentionForm({
  days,
  result,
}: {
  days: number;
  result?: { fieldErrors: FieldErrors; values: Record<string, string> };
}) {
  const { errors, onSubmit } = useFormCheck(schemaCheck(auditRetentionSchema), result?.fieldErrors);
  return (
    // Remounted when the saved value changes, so the input shows what is stored now.
    <Form key={days} method="post" noValidate onSubmit={onSubmit} className="grid max-w-md gap-4">
      <TextField
        name="auditRetentionDays"
        label="Keep audit entries for (days)"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        aria-required
        defaultValue={result?.values.auditRetentionDays ?? String(days)}
        hint={`From ${MIN_AUDIT_RETENTION_DAYS} to ${MAX_AUDIT_RETENTION_DAYS} days (default ${DEFAULT_AUDIT_RETENTION_DAYS}). Older entries are deleted within the hour, and the privacy page states this period.`}
        error={errors?.auditRetentionDays}
      />
      <div>
        <IntentButton intent="audit-retention">Save retention period</IntentButton>
      </div>
    </Form>
  );
}

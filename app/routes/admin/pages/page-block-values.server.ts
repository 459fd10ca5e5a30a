import { blockFieldName, blockTypeNamed } from "~/components/blocks/registry";
import type { Db } from "~/db/client.server";
import { itemRefsOf, itemRefText } from "~/features/pages/item-sources";
import type { StoredBlock } from "~/features/pages/stored-block";
import { missingItemRefs } from "~/models/block-items.server";
import type { FieldErrors } from "~/utils/form";

// The page editor's block values beside its save (decision 173): what the form sent, to show again after a
// refusal, and the chosen items deleted since they were chosen (decision 176).

/** Every `b.…` and `<locale>.b.…` text the form sent, to show again after a refusal (a list when sent twice). */
export function blockFormValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || !/^([a-z]{2}\.)?b\./.test(name)) continue;
    const earlier = values[name];
    values[name] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  return values;
}

/** The chosen-items fields whose items were deleted since they were chosen (decision 176), by form name. */
export async function deletedItemErrors(db: Db, blocks: readonly StoredBlock[]): Promise<FieldErrors> {
  const fields = blocks.flatMap((block) =>
    (blockTypeNamed(block.type)?.fields ?? [])
      .filter((field) => field.kind === "items")
      .map((field) => ({ name: blockFieldName(block.id, field.name), refs: itemRefsOf(block.data[field.name]) })),
  );
  const missing = new Set(
    await missingItemRefs(
      db,
      fields.flatMap((field) => field.refs),
    ),
  );
  const errors: FieldErrors = {};
  for (const field of fields)
    if (field.refs.some((ref) => missing.has(itemRefText(ref))))
      errors[field.name] = "An item chosen here was deleted since. Remove it, then save again.";
  return errors;
}

import type { BlockField } from "~/components/blocks/block-type";

/** The subheading ("Card 1") above the first field of a block's group of fields (decision 176), else nothing. */
export function FieldGroupHeading({ fields, index }: { fields: readonly BlockField[]; index: number }) {
  const group = fields[index]?.group;
  if (!group || group === fields[index - 1]?.group) return null;
  return <p className="mb-3 border-t border-slate-300 pt-4 text-sm font-semibold text-slate-900">{group}</p>;
}

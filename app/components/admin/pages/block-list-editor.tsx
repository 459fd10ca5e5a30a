import { useRef, useState } from "react";

import { buttonStyles } from "~/components/admin/button-styles";
import { MediaPicker } from "~/components/admin/editors/media-picker";
import { TranslatedField } from "~/components/admin/editors/translated-field";
import { FieldGroupHeading } from "~/components/admin/pages/field-group-heading";
import { type ItemOptions, ItemsField } from "~/components/admin/pages/items-field";
import { useOrderedList } from "~/components/admin/pages/use-ordered-list";
import type { BlockDefinition, BlockField } from "~/components/blocks/block-type";
import { blockFieldName, blockTypeNamed, blockTypes } from "~/components/blocks/registry";
import { SelectField, TextField } from "~/components/forms";
import { useHydrated } from "~/components/hydrated";
import { Icon } from "~/components/icon";
import { MAX_BLOCKS } from "~/features/pages/stored-block";
import type { FieldErrors } from "~/utils/form";
import { translatedLocales } from "~/utils/locale";

// The page editor's block list (decision 173): add, remove, duplicate and reorder blocks, with buttons that work
// from the keyboard (focus stays on the moved block's button, and the new position is announced). Each block
// sends `block` = "<id>:<type>" in order and its fields as `b.<id>.<field>` (Bengali `bn.b.<id>.<field>`), so
// moving a block changes no field's name. The list needs the admin runtime, like the rich-text fields.

export type EditorBlock = { id: string; type: string };

type Props = {
  initial: readonly EditorBlock[];
  /** The fields' values by form name (loaded, or what a refused save sent back). */
  values: Readonly<Record<string, unknown>>;
  /** A saved image's thumbnail by its field's form name. */
  imageSrcs: Readonly<Record<string, string>>;
  errors?: FieldErrors | null;
  reselectNote?: boolean;
  onChange: () => void;
  /** What chosen-items fields offer, by source (decision 176). */
  itemOptions?: ItemOptions;
};

function newId(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The current values of block `from` (as typed), renamed for block `to`. */
function copiedValues(form: HTMLFormElement | null, from: string, to: string): Record<string, unknown> {
  if (!form) return {};
  const copies: Record<string, unknown> = {};
  const prefixes = [`b.${from}.`, ...translatedLocales.map((locale) => `${locale}.b.${from}.`)];
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const prefix = prefixes.find((candidate) => name.startsWith(candidate));
    if (!prefix) continue;
    const key = `${prefix.replace(`b.${from}.`, `b.${to}.`)}${name.slice(prefix.length)}`;
    // A chosen-items field sends one value per item: the copy keeps them all, in order.
    const earlier = copies[key];
    copies[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
  }
  // A picked library image travels as `<field>MediaId`: the copy keeps it as its current image.
  for (const key of Object.keys(copies))
    if (key.endsWith("MediaId") && copies[key]) copies[key.replace(/MediaId$/, "Current")] = copies[key];
  return copies;
}

export function BlockListEditor({ initial, values, imageSrcs, errors, reselectNote, onChange, itemOptions }: Props) {
  const hydrated = useHydrated();
  const [copies, setCopies] = useState<Record<string, unknown>>({});
  const [adding, setAdding] = useState(blockTypes[0]!.type);
  const listRef = useRef<HTMLOListElement>(null);
  const labelOf = (block: EditorBlock) => blockTypeNamed(block.type)?.label ?? block.type;
  const {
    entries: blocks,
    announcement,
    change,
    move,
    remove,
  } = useOrderedList({
    initial: () => [...initial],
    keyOf: (block) => block.id,
    nameOf: labelOf,
    onChange,
    focus: (target) => {
      if (!target) return;
      const block = listRef.current?.querySelector(`[data-block="${target.key}"]`);
      const selector =
        target.control === "first-field" ? "input:not([type=hidden]), textarea" : `[data-control="${target.control}"]`;
      block?.querySelector<HTMLElement>(selector)?.focus();
    },
  });

  function duplicate(index: number) {
    const block = blocks[index]!;
    const copy = { id: newId(), type: block.type };
    setCopies((current) => ({
      ...current,
      ...copiedValues(listRef.current?.closest("form") ?? null, block.id, copy.id),
    }));
    const next = [...blocks.slice(0, index + 1), copy, ...blocks.slice(index + 1)];
    change(next, `${labelOf(block)} duplicated: the copy is block ${index + 2} of ${next.length}`, {
      key: copy.id,
      control: "up",
    });
  }
  function add() {
    const block = { id: newId(), type: adding };
    change([...blocks, block], `${labelOf(block)} added as block ${blocks.length + 1}`, {
      key: block.id,
      control: "first-field",
    });
  }

  const merged = { ...values, ...copies };
  return (
    <section aria-labelledby="blocks-heading" className="space-y-4">
      <div>
        <h3 id="blocks-heading" className="text-lg font-semibold text-slate-900">
          Blocks
        </h3>
        <p className="text-sm text-slate-600">
          The page shows its blocks in this order. Move them with the buttons on each block.
        </p>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <FieldErrorLine message={errors?.blocks} />
      {blocks.length === 0 ? <p className="text-sm text-slate-600">No blocks yet: add the first one below.</p> : null}
      <ol ref={listRef} className="space-y-4">
        {blocks.map((block, index) => {
          const definition = blockTypeNamed(block.type);
          if (!definition) return null;
          const legend = `Block ${index + 1} of ${blocks.length}: ${definition.label}`;
          const name = `block ${index + 1}, ${definition.label}`;
          return (
            <li key={block.id} data-block={block.id} className="rounded-xl border border-slate-300 bg-slate-50 p-4">
              <input type="hidden" name="block" value={`${block.id}:${block.type}`} />
              <fieldset className="min-w-0 space-y-4">
                <legend className="text-base font-semibold text-slate-900">{legend}</legend>
                {hydrated ? (
                  <div className="flex flex-wrap gap-2">
                    <BlockButton
                      block={name}
                      control="up"
                      icon="ArrowUp"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      Move up
                    </BlockButton>
                    <BlockButton
                      block={name}
                      control="down"
                      icon="ArrowDown"
                      disabled={index === blocks.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Move down
                    </BlockButton>
                    <BlockButton
                      block={name}
                      control="duplicate"
                      icon="Plus"
                      disabled={blocks.length >= MAX_BLOCKS}
                      onClick={() => duplicate(index)}
                    >
                      Duplicate
                    </BlockButton>
                    <BlockButton block={name} control="remove" icon="Trash2" onClick={() => remove(index)}>
                      Remove
                    </BlockButton>
                  </div>
                ) : null}
                <BlockFields
                  definition={definition}
                  blockId={block.id}
                  values={merged}
                  imageSrcs={imageSrcs}
                  errors={errors}
                  reselectNote={reselectNote}
                  onChange={onChange}
                  itemOptions={itemOptions}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <div className="flex flex-wrap items-end gap-3 rounded-xl border border-dashed border-slate-300 p-4">
          <SelectField
            id="add-block-type"
            label="New block"
            name="add-block-type"
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            hint={blockTypeNamed(adding)?.description}
            options={blockTypes.map((definition) => ({ value: definition.type, label: definition.label }))}
          />
          <button type="button" className={buttonStyles.secondary} onClick={add} disabled={blocks.length >= MAX_BLOCKS}>
            <Icon name="Plus" className="size-4" />
            Add block
          </button>
        </div>
      ) : (
        <noscript>
          <p className="text-sm text-slate-700">Adding, moving and removing blocks needs JavaScript.</p>
        </noscript>
      )}
    </section>
  );
}

function FieldErrorLine({ message }: { message?: string }) {
  return message ? <p className="text-sm font-medium text-red-700">{message}</p> : null;
}

function BlockButton({
  control,
  icon,
  disabled,
  onClick,
  children,
  block,
}: {
  /** Which block, for the button's accessible name ("Move up: block 2, Rich text"). */
  block: string;
  control: string;
  icon: "ArrowUp" | "ArrowDown" | "Plus" | "Trash2";
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      data-control={control}
      className={buttonStyles.secondary}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} className="size-4" />
      {children}
      <span className="sr-only">{`: ${block}`}</span>
    </button>
  );
}

function BlockFields({
  definition,
  blockId,
  values,
  imageSrcs,
  errors,
  reselectNote,
  onChange,
  itemOptions,
}: {
  definition: BlockDefinition;
  blockId: string;
  values: Readonly<Record<string, unknown>>;
  imageSrcs: Readonly<Record<string, string>>;
  errors?: FieldErrors | null;
  reselectNote?: boolean;
  onChange: () => void;
  itemOptions?: ItemOptions;
}) {
  return (
    <>
      {definition.fields.map((field, index) => (
        <div key={field.name}>
          <FieldGroupHeading fields={definition.fields} index={index} />
          <BlockFieldControl
            field={field}
            name={blockFieldName(blockId, field.name)}
            values={values}
            imageSrcs={imageSrcs}
            errors={errors}
            reselectNote={reselectNote}
            onChange={onChange}
            itemOptions={itemOptions}
          />
        </div>
      ))}
    </>
  );
}

function BlockFieldControl({
  field,
  name,
  values,
  imageSrcs,
  errors,
  reselectNote,
  onChange,
  itemOptions,
}: {
  field: BlockField;
  name: string;
  values: Readonly<Record<string, unknown>>;
  imageSrcs: Readonly<Record<string, string>>;
  errors?: FieldErrors | null;
  reselectNote?: boolean;
  onChange: () => void;
  itemOptions?: ItemOptions;
}) {
  const current = typeof values[`${name}Current`] === "string" ? (values[`${name}Current`] as string) : "";
  switch (field.kind) {
    case "text":
    case "textarea":
      return (
        <TranslatedField
          kind={field.kind}
          label={field.label}
          name={name}
          values={values}
          maxLength={field.maxLength}
          hint={field.hint}
          errors={errors}
        />
      );
    case "rich":
      return (
        <TranslatedField
          kind="rich"
          label={field.label}
          name={name}
          values={values}
          errors={errors}
          richHint="Headings, lists, links, quotes and images, as in a blog post."
          noScriptText="The text editor needs JavaScript. Saving now keeps the text as it is."
          onChange={onChange}
        />
      );
    case "image":
      return (
        <>
          <input type="hidden" name={`${name}Current`} value={current} />
          <MediaPicker
            label={field.label}
            name={name}
            kind="blog-image"
            currentSrc={imageSrcs[name] ?? null}
            error={errors?.[name]}
            reselectNote={reselectNote}
            onPick={onChange}
          />
          {current ? (
            // A plain checkbox, so it works without JavaScript too; a new file or library pick wins over it.
            <label className="mt-2 flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                name={`${name}Remove`}
                value="1"
                onChange={onChange}
                className="size-4 rounded border-slate-400"
              />
              Remove image
            </label>
          ) : null}
        </>
      );
    case "link":
      return (
        <TextField
          label={field.label}
          name={name}
          defaultValue={typeof values[name] === "string" ? (values[name] as string) : ""}
          maxLength={500}
          hint={field.hint ?? "A path on this site, such as /contact, or an address starting with https://"}
          error={errors?.[name]}
        />
      );
    case "items":
      return (
        <ItemsField
          label={field.label}
          name={name}
          hint={field.hint}
          sources={field.sources ?? []}
          options={itemOptions ?? {}}
          value={values[name]}
          error={errors?.[name]}
          onChange={onChange}
        />
      );
  }
}

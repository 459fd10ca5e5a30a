import { useId, useRef, useState } from "react";

import { buttonStyles } from "~/components/admin/button-styles";
import { useOrderedList } from "~/components/admin/pages/use-ordered-list";
import { inputStyles } from "~/components/field";
import { useHydrated } from "~/components/hydrated";
import { Icon } from "~/components/icon";
import { type ItemSource, itemSourceLabels } from "~/features/pages/item-sources";

// A block's chosen items (decision 176): the items in the order the page shows them, each sent as a hidden
// `<name>` = "<source>:<id>", moved and removed with buttons that keep focus, and added from a list of the
// content's items by name. An item deleted since it was chosen is named as such: the page skips it, and a save
// asks for its removal. Without JavaScript the choice is kept as it is.

export type ItemOptions = Readonly<Partial<Record<ItemSource, readonly { value: string; label: string }[]>>>;

type Props = {
  label: string;
  name: string;
  hint?: string;
  sources: readonly ItemSource[];
  options: ItemOptions;
  /** The chosen references (one value when one was sent back). */
  value: unknown;
  error?: string;
  onChange: () => void;
};

function chosenOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === "string");
  return typeof value === "string" && value !== "" ? [value] : [];
}

export function ItemsField({ label, name, hint, sources, options, value, error, onChange }: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const offered = sources.flatMap((source) => (options[source] ?? []).map((option) => ({ ...option, source })));
  const labels = new Map(offered.map((option) => [option.value, option]));
  const [adding, setAdding] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const nameOf = (ref: string) => labels.get(ref)?.label ?? "Deleted item";
  const {
    entries: chosen,
    announcement,
    change,
    move,
    remove,
  } = useOrderedList({
    initial: () => chosenOf(value),
    keyOf: (ref) => ref,
    nameOf,
    onChange,
    // With nothing left, focus goes to the list of items to add.
    focus: (target) =>
      (target
        ? listRef.current?.querySelector<HTMLElement>(`[data-item="${target.key}"] [data-control="${target.control}"]`)
        : document.getElementById(`${id}-add`)
      )?.focus(),
  });
  const available = offered.filter((option) => !chosen.includes(option.value));
  function add() {
    const ref = adding || available[0]?.value;
    if (!ref) return;
    setAdding("");
    change([...chosen, ref], `${nameOf(ref)} added as item ${chosen.length + 1}`, { key: ref, control: "remove" });
  }

  const grouped = sources.length > 1;
  const errorId = `${id}-error`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">None chosen yet{hydrated ? ": add them below." : "."}</p>
      ) : null}
      <ol ref={listRef} className="space-y-2">
        {chosen.map((ref, index) => {
          const option = labels.get(ref);
          const itemName = `${nameOf(ref)}, item ${index + 1}`;
          return (
            <li
              key={ref}
              data-item={ref}
              className={`flex flex-wrap items-center gap-2 rounded-md border bg-white px-3 py-2 ${option ? "border-slate-300" : "border-red-300 bg-red-50"}`}
            >
              <input type="hidden" name={name} value={ref} />
              <span className="min-w-0 flex-1 text-sm text-slate-900">
                {option ? (
                  <>
                    {grouped ? (
                      <span className="font-medium text-slate-600">{`${itemSourceLabels[option.source].one}: `}</span>
                    ) : null}
                    {option.label}
                  </>
                ) : (
                  <span className="font-medium text-red-800">
                    Deleted item: it is no longer shown on the page. Remove it before saving.
                  </span>
                )}
              </span>
              {hydrated ? (
                <span className="flex gap-1">
                  <ItemButton
                    control="up"
                    icon="ArrowUp"
                    item={itemName}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move up
                  </ItemButton>
                  <ItemButton
                    control="down"
                    icon="ArrowDown"
                    item={itemName}
                    disabled={index === chosen.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move down
                  </ItemButton>
                  <ItemButton control="remove" icon="Trash2" item={itemName} onClick={() => remove(index)}>
                    Remove
                  </ItemButton>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-56 flex-1">
            <label htmlFor={`${id}-add`} className="block text-sm font-medium text-slate-800">
              {`Add to ${label.toLowerCase()}`}
            </label>
            <select
              id={`${id}-add`}
              className={inputStyles}
              value={adding}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setAdding(event.target.value)}
              disabled={available.length === 0}
            >
              {available.length === 0 ? <option value="">Nothing more to add</option> : null}
              {grouped
                ? sources.map((source) => {
                    const group = available.filter((option) => option.source === source);
                    return group.length === 0 ? null : (
                      <optgroup key={source} label={itemSourceLabels[source].plural}>
                        {group.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </optgroup>
                    );
                  })
                : available.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
            </select>
          </div>
          <button type="button" className={buttonStyles.secondary} onClick={add} disabled={available.length === 0}>
            <Icon name="Plus" className="size-4" />
            Add<span className="sr-only">{` to ${label.toLowerCase()}`}</span>
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ItemButton({
  control,
  icon,
  item,
  disabled,
  onClick,
  children,
}: {
  control: string;
  icon: "ArrowUp" | "ArrowDown" | "Trash2";
  item: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      data-control={control}
      title={children}
      className={buttonStyles.icon}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} className="size-4" />
      <span className="sr-only">{`${children}: ${item}`}</span>
    </button>
  );
}

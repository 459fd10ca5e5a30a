import { useEffect, useRef, useState } from "react";

// An ordered list staff edit with buttons from the keyboard: the page editor's blocks (decision 173) and a
// block's chosen items (decision 176). Each change sets the list, says what happened in a polite live region
// and, once the list is drawn again, puts focus where the next press is expected.

/** Where focus goes after a change: a control of the entry keyed `key`. */
export type ListFocus = { key: string; control: string };

export function useOrderedList<T>({
  initial,
  keyOf,
  nameOf,
  onChange,
  focus,
}: {
  initial: () => T[];
  keyOf: (entry: T) => string;
  /** The entry as the announcements name it ("Hero", "Dhaka office"). */
  nameOf: (entry: T) => string;
  /** Called after every change (the form is now unsaved). */
  onChange: () => void;
  /** Focuses `target` once the list is drawn, or what follows the list when it is null (nothing left). */
  focus: (target: ListFocus | null) => void;
}) {
  const [entries, setEntries] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  // Where the last change wants focus once the list is drawn (target null: the list emptied).
  const focusNext = useRef<{ target: ListFocus | null; focus: typeof focus } | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    next.focus(next.target);
  }, [entries]);

  /** Sets the list to `next`, announces `message` and focuses `target` (nothing when undefined). */
  function change(next: T[], message: string, target?: ListFocus | null) {
    focusNext.current = target === undefined ? null : { target, focus };
    setEntries(next);
    setAnnouncement(message);
    onChange();
  }

  /** Moves entry `index` one place; focus stays on the button pressed, or the other one at an end. */
  function move(index: number, by: -1 | 1) {
    const target = index + by;
    const next = [...entries];
    const [entry] = next.splice(index, 1);
    next.splice(target, 0, entry!);
    const atEnd = by === -1 ? target === 0 : target === next.length - 1;
    change(next, `${nameOf(entry!)} moved to position ${target + 1} of ${next.length}`, {
      key: keyOf(entry!),
      control: (by === -1) !== atEnd ? "up" : "down",
    });
  }

  /** Removes entry `index`; focus goes to the Remove button of the entry now in its place (or before it). */
  function remove(index: number) {
    const entry = entries[index]!;
    const next = entries.filter((_, i) => i !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    change(next, `${nameOf(entry)} removed`, neighbour ? { key: keyOf(neighbour), control: "remove" } : null);
  }

  return { entries, announcement, change, move, remove };
}

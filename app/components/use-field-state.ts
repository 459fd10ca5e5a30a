import { type Dispatch, type RefObject, type SetStateAction, useLayoutEffect, useRef, useState } from "react";

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * State for a controlled form field that keeps what a person typed or chose while the page was still
 * starting. React hydrates a controlled field without touching it, but its next render writes the state
 * back into the field: a choice made before the scripts ran (or while they ran, on a slow phone) was
 * silently undone. On the hydrating commit, before any such render, this reads the field once from the
 * page. Put `ref` on the field, or on any one radio button of a group (decision 053).
 */
export function useFieldState<Element extends FieldElement = HTMLInputElement>(
  initial: string,
  onRecovered?: (value: string) => void,
): [string, Dispatch<SetStateAction<string>>, RefObject<Element | null>] {
  const [value, setValue] = useState(initial);
  const ref = useRef<Element>(null);
  const recovered = useRef(onRecovered);
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field) return;
    const current = valueInPage(field);
    if (current === initial) return;
    setValue(current);
    recovered.current?.(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later changes arrive through onChange
  }, []);
  return [value, setValue, ref];
}

/** A field's value as the page holds it; for a radio button, its group's checked value ("" if none). */
function valueInPage(field: FieldElement): string {
  if (field instanceof HTMLInputElement && field.type === "radio") {
    const group = field.form?.elements.namedItem(field.name);
    if (group instanceof RadioNodeList) return group.value;
    return field.checked ? field.value : "";
  }
  return field.value;
}

/**
 * The same for a group of checkboxes named `name` in `form` whose state is the set of ticked values: the
 * boxes ticked before the page started become the state as it hydrates.
 */
export function useCheckedSetState(
  form: RefObject<HTMLFormElement | null>,
  name: string,
): [Set<string>, Dispatch<SetStateAction<Set<string>>>] {
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  useLayoutEffect(() => {
    const field = form.current?.elements.namedItem(name);
    const boxes = field instanceof RadioNodeList ? [...field] : field ? [field] : [];
    const ticked = boxes
      .filter((box): box is HTMLInputElement => box instanceof HTMLInputElement && box.checked)
      .map((box) => box.value);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the page is the outside system here, read once
    if (ticked.length > 0) setChecked(new Set(ticked));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount: later changes arrive through onChange
  }, []);
  return [checked, setChecked];
}

import { useId } from "react";

import { HONEYPOT_FIELD } from "~/utils/form";
import { formsText } from "~/words/forms";

import { useLocale } from "./use-locale";

/**
 * A trap field that form-filling bots complete and people never meet: moved off-screen rather than
 * display:none (which some bots skip), hidden from assistive technology, out of the tab order and
 * ignored by autofill.
 */
export function HoneypotField() {
  const id = useId();
  const label = formsText[useLocale()].honeypot;
  return (
    <div aria-hidden="true" className="absolute top-auto -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

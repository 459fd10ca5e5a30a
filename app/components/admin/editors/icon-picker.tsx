import { FieldError } from "~/components/field";
import { Icon } from "~/components/icon";
import { serviceIconLabel, serviceIconNames } from "~/features/site-content/service-icons";
import type { IconName } from "~/utils/icon-names";

/**
 * An icon as a radio group of icon previews (arrow keys move within it): the service icons, or the
 * `icons` a content type offers (process steps, core values).
 */
export function IconPicker({
  name,
  value,
  error,
  icons = serviceIconNames,
}: {
  name: string;
  value: string;
  error?: string;
  icons?: readonly IconName[];
}) {
  const selected = (icons as readonly string[]).includes(value) ? value : icons[0];
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">Icon</legend>
      <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8">
        {icons.map((icon) => (
          <label
            key={icon}
            className="hover:border-brand-400 flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-2 text-center text-xs text-slate-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
          >
            <input type="radio" name={name} value={icon} defaultChecked={icon === selected} className="sr-only" />
            <Icon name={icon} className="size-6" />
            <span>{serviceIconLabel(icon)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

import type { ReactNode } from "react";
import { useNavigation } from "react-router";

/** One titled card of the Settings screen; `id` makes it linkable (#account) and names its heading. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A submit button posting `intent`; it shows "Saving..." while its own form is being sent. */
export function IntentButton({
  intent,
  children,
  tone = "primary",
}: {
  intent: string;
  children: ReactNode;
  tone?: "primary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const colours = tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800";
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className={`rounded-lg px-4 py-2 text-sm font-semibold text-white shadow-sm disabled:opacity-70 ${colours}`}
    >
      {busy ? "Saving..." : children}
    </button>
  );
}

/** What a Settings action answered when it refused a form: which form, its errors and what was typed. */
export type SettingsActionResult = {
  intent: string;
  fieldErrors: Record<string, string | undefined>;
  values: Record<string, string>;
};

/** The action's answer when it was for the form that sent `intent`; a recent-sign-in ask or another form's: none. */
export function resultFor(actionData: unknown, intent: string): SettingsActionResult | undefined {
  return typeof actionData === "object" && actionData !== null && "intent" in actionData && actionData.intent === intent
    ? (actionData as SettingsActionResult)
    : undefined;
}

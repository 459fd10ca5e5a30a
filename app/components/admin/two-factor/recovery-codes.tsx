import { Link } from "react-router";

import { SettingsSection } from "~/components/admin/settings-section";

/** The recovery codes just made, shown this once. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <SettingsSection
      id="recovery-codes"
      title="Your recovery codes"
      description="Save them somewhere safe now: they are shown only this once. Each one signs you in once if you lose your phone."
    >
      <ol
        className="grid grid-cols-1 gap-2 font-mono text-base text-slate-900 min-[360px]:grid-cols-2"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li
            key={code}
            className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-center tracking-wider"
          >
            {code}
          </li>
        ))}
      </ol>
      <p className="mt-5">
        <Link to="/admin" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          I have saved them: go to the dashboard
        </Link>
      </p>
    </SettingsSection>
  );
}

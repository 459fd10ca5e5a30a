import { NavLink } from "react-router";

export type SettingsTab = { to: string; label: string };

/** Settings' parts (decision 157), as links: the current one is marked for sight and for screen readers. */
export function SettingsTabs({ tabs }: { tabs: readonly SettingsTab[] }) {
  return (
    <nav aria-label="Settings">
      {/* Wraps on a narrow screen rather than scrolling, so every part stays in view. */}
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `inline-block rounded-full px-3.5 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  isActive
                    ? "bg-brand-700 text-white"
                    : "bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Icon } from "~/components/icon";

import { ProfileMenu } from "./profile-menu";

type Props = { title: string; email: string; sidebarId: string; mobileOpen: boolean; onOpenMobile(): void };

export function AdminHeader({ title, email, sidebarId, mobileOpen, onOpenMobile }: Props) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMobile}
        aria-expanded={mobileOpen}
        aria-controls={sidebarId}
        className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Icon name="Menu" className="size-6" />
        <span className="sr-only">Navigation</span>
      </button>
      {/* The screen's one <h1>, named after the URL (the spec's header title); screens do not repeat it. */}
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900 sm:text-xl">{title}</h1>
      <ProfileMenu email={email} />
    </header>
  );
}

import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useSubmit } from "react-router";

import { Icon } from "~/components/icon";

/**
 * The WAI-ARIA menu button pattern: the button opens the menu (Enter, Space, Arrow Down → first
 * item; Arrow Up → last), arrows move between items, Home/End jump, Escape closes and returns focus
 * to the button, Tab closes and moves on.
 */
export function ProfileMenu({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<"first" | "last">("first");
  const menuId = useId();
  const buttonId = useId();
  const submit = useSubmit();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === "first" ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openMenu = (focus: "first" | "last") => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close(false);
    }
  };

  const itemClass =
    "flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:bg-slate-100 focus:outline-none";

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu("first"))}
        onKeyDown={onButtonKeyDown}
        className="flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-2 pl-1 text-sm text-slate-700 shadow-sm hover:bg-slate-50"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 uppercase"
        >
          {email.charAt(0)}
        </span>
        <span className="sr-only">Profile menu for </span>
        <span className="hidden max-w-48 truncate sm:inline">{email}</span>
        <span className="sr-only sm:hidden">{email}</span>
        <Icon name="ChevronDown" className="size-4 text-slate-500" />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
        >
          <Link
            role="menuitem"
            tabIndex={-1}
            to="/admin/settings/account"
            onClick={() => close(false)}
            className={itemClass}
          >
            <Icon name="UserRound" className="size-4" /> Profile
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/admin/settings" onClick={() => close(false)} className={itemClass}>
            <Icon name="Settings" className="size-4" /> Settings
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close(false);
              void submit(null, { method: "post", action: "/admin/logout" });
            }}
            className={`${itemClass} border-t border-slate-100`}
          >
            <Icon name="LogOut" className="size-4" /> Logout
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The spec's toasts for pages without a client runtime (decision 165): top-right, at most 20, success gone
 * after 2 s and the others after 4 s, paused while hovered, removed 1 s after they fade. The timing is CSS
 * (`.toast` in app.css), so a toast the server rendered after a form posted without JavaScript is dismissed
 * the same way; this module only adds toasts and removes faded ones.
 */

import { TOAST_ICON_CLASS, toastClass, type ToastType } from "./added-classes";

export type { ToastType };

/** The spec's limit on toasts kept at once. */
export const MAX_TOASTS = 20;
/** The region the server renders in every public page (components/toast-region.tsx), with the icons' sprite. */
export const TOAST_REGION_SELECTOR = "[data-toasts]";
/** Where this module's toasts go: a live region of its own, so that React never meets a node it did not make. */
const LIVE_REGION_SELECTOR = "[data-toasts-live]";

const ICONS: Record<ToastType, string | null> = { success: "CheckCircle2", error: "CircleX", message: null };

function liveRegion(doc: Document): HTMLElement | null {
  const existing = doc.querySelector<HTMLElement>(LIVE_REGION_SELECTOR);
  if (existing) return existing;
  const server = doc.querySelector<HTMLElement>(TOAST_REGION_SELECTOR);
  if (!server) return null;
  const region = doc.createElement("div");
  region.className = server.className;
  region.dataset.toastsLive = "";
  region.dataset.sprite = server.dataset.sprite ?? "";
  region.setAttribute("aria-live", "polite");
  doc.body.append(region);
  return region;
}

/** Removes a toast once its fade-out ends (the CSS names the animation `toast-out`). */
export function removeWhenFaded(toast: HTMLElement): void {
  toast.addEventListener("animationend", (event) => {
    if (event.animationName === "toast-out") toast.remove();
  });
}

/** Shows a toast in the page's toast region; the oldest go beyond the spec's 20. */
export function showToast(doc: Document, type: ToastType, message: string): HTMLElement | null {
  const list = liveRegion(doc);
  if (!list) return null;
  const toast = doc.createElement("div");
  toast.className = toastClass(type);
  toast.setAttribute("role", type === "error" ? "alert" : "status");
  const icon = ICONS[type];
  const sprite = list.dataset.sprite;
  if (icon && sprite) {
    const svg = doc.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("class", TOAST_ICON_CLASS);
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("fill", "none");
    svg.setAttribute("stroke", "currentColor");
    svg.setAttribute("stroke-width", "2");
    svg.setAttribute("stroke-linecap", "round");
    svg.setAttribute("stroke-linejoin", "round");
    const use = doc.createElementNS("http://www.w3.org/2000/svg", "use");
    use.setAttribute("href", `${sprite}#${icon}`);
    svg.append(use);
    toast.append(svg);
  }
  const text = doc.createElement("span");
  text.textContent = message;
  toast.append(text);
  list.append(toast);
  removeWhenFaded(toast);
  const toasts = list.querySelectorAll(".toast");
  for (let i = 0; i < toasts.length - MAX_TOASTS; i++) toasts[i]!.remove();
  return toast;
}

/**
 * Makes the live region early, so that a screen reader already watches it when the first toast arrives. A
 * toast the server rendered stays in its region once faded (hidden): on a page that React hydrates, that
 * region is React's.
 */
export function initToasts(doc: Document): void {
  liveRegion(doc);
}

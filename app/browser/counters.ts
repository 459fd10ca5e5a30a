import type { Locale } from "~/utils/locale";
import { localizeDigits } from "~/utils/locale-format";

/** The spec's counter constants: two seconds, starting when a tenth of the section is visible. */
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.1;

/** Ease-out so the count slows as it lands; 0 → 0 and 1 → target exactly. */
export function countAt(target: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return Math.round(target * (1 - (1 - clamped) ** 3));
}

/**
 * The About page's counters (decision 165). The server renders the final numbers (for crawlers and readers
 * without JavaScript); here they count up once over two seconds the first time a tenth of the section is on
 * screen, in the page's digits. Under reduced motion, or without IntersectionObserver, the final numbers stay.
 */
export function initCounters(doc: Document): void {
  const view = doc.defaultView;
  if (!view || typeof view.IntersectionObserver === "undefined") return;
  if (view.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  // The About page has one set; a page built from blocks may hold several (decision 176): each counts on its own.
  for (const section of doc.querySelectorAll<HTMLElement>("[data-counters]")) initSection(view, doc, section);
}

function initSection(view: NonNullable<Document["defaultView"]>, doc: Document, section: HTMLElement): void {
  const locale = (doc.documentElement.lang === "bn" ? "bn" : "en") satisfies Locale;
  const numbers = [...section.querySelectorAll<HTMLElement>("[data-count]")].map((node) => ({
    node,
    value: Number(node.dataset.count),
    suffix: node.dataset.suffix ?? "",
  }));
  const show = (progress: number) => {
    for (const { node, value, suffix } of numbers)
      node.textContent = localizeDigits(`${countAt(value, progress)}${suffix}`, locale);
  };
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const start = view.performance.now();
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
        show(progress);
        if (progress < 1) view.requestAnimationFrame(tick);
      };
      show(0);
      view.requestAnimationFrame(tick);
    },
    { threshold: COUNTER_VISIBILITY_THRESHOLD },
  );
  observer.observe(section);
}

import { Icon } from "~/components/icon";

import { useWords } from "./use-words";

/** The scroll-to-top button, hidden until the site script shows it past 300 px (browser/scroll-to-top.ts). */
export function ScrollToTopButton() {
  const text = useWords();
  return (
    <button
      type="button"
      hidden
      data-scroll-top=""
      className="fixed right-5 bottom-5 z-40 inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800"
    >
      <Icon name="ArrowUp" className="size-5" />
      <span className="sr-only">{text.scrollToTop}</span>
    </button>
  );
}

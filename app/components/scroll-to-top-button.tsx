import { useEffect, useState } from "react";

import { Icon } from "~/components/icon";

import { useSiteText } from "./use-site-text";

export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export function ScrollToTopButton() {
  const text = useSiteText();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
      }}
      className="fixed right-5 bottom-5 z-40 inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800"
    >
      <Icon name="ArrowUp" className="size-5" />
      <span className="sr-only">{text.scrollToTop}</span>
    </button>
  );
}

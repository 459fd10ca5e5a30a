/** The spec's scroll-to-top threshold: the button shows once the page is scrolled further than this. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/**
 * The scroll-to-top button (decision 165): the server renders it hidden; it shows past the spec's 300 px and
 * scrolls smoothly to the top, at once under reduced motion.
 */
export function initScrollToTop(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>("[data-scroll-top]");
  const view = doc.defaultView;
  if (!button || !view) return;
  const update = () => {
    button.hidden = view.scrollY <= SCROLL_TO_TOP_THRESHOLD_PX;
  };
  update();
  view.addEventListener("scroll", update, { passive: true });
  button.addEventListener("click", () => {
    const reduceMotion = view.matchMedia("(prefers-reduced-motion: reduce)").matches;
    view.scrollTo({ top: 0, behavior: reduceMotion ? "instant" : "smooth" });
  });
}

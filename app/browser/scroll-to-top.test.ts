// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { initScrollToTop, SCROLL_TO_TOP_THRESHOLD_PX } from "./scroll-to-top";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

describe("the scroll-to-top button", () => {
  it("shows past 300 px only, and scrolls smoothly to the top (at once under reduced motion)", () => {
    document.body.innerHTML = `<button type="button" hidden data-scroll-top>Scroll to top</button>`;
    let reduced = false;
    window.matchMedia = ((query: string) => ({ matches: reduced && query.includes("reduce") })) as typeof matchMedia;
    const scroll = vi.fn();
    window.scrollTo = scroll as typeof window.scrollTo;
    scrollTo(0);
    initScrollToTop(document);
    const button = document.querySelector<HTMLButtonElement>("[data-scroll-top]")!;
    expect(button.hidden).toBe(true);
    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX);
    expect(button.hidden).toBe(true);
    scrollTo(SCROLL_TO_TOP_THRESHOLD_PX + 1);
    expect(button.hidden).toBe(false);
    button.click();
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: "smooth" });
    reduced = true;
    button.click();
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: "instant" });
    scrollTo(10);
    expect(button.hidden).toBe(true);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { initToasts, MAX_TOASTS, showToast } from "./toasts";

beforeEach(() => {
  document.body.innerHTML = `<div class="toast-region" data-toasts data-sprite="/assets/icons.svg"></div>`;
  initToasts(document);
});

describe("toasts", () => {
  it("appear in a live region of their own, with the kind's icon from the sprite and the message", () => {
    const live = document.querySelector<HTMLElement>("[data-toasts-live]")!;
    expect(live.getAttribute("aria-live")).toBe("polite");
    expect(live.className).toBe("toast-region");
    const toast = showToast(document, "success", "Subscribed!")!;
    expect(toast.parentElement).toBe(live);
    expect(toast.className).toBe("toast toast-success");
    expect(toast.getAttribute("role")).toBe("status");
    expect(toast.textContent).toBe("Subscribed!");
    expect(toast.querySelector("use")!.getAttribute("href")).toBe("/assets/icons.svg#CheckCircle2");
    const error = showToast(document, "error", "No.")!;
    expect(error.getAttribute("role")).toBe("alert");
    expect(error.querySelector("use")!.getAttribute("href")).toBe("/assets/icons.svg#CircleX");
  });

  it("keep at most the spec's 20, dropping the oldest", () => {
    for (let i = 0; i < MAX_TOASTS + 3; i++) showToast(document, "message", `toast ${i}`);
    const shown = [...document.querySelectorAll("[data-toasts-live] .toast")].map((toast) => toast.textContent);
    expect(shown).toHaveLength(MAX_TOASTS);
    expect(shown[0]).toBe("toast 3");
  });

  it("leave the page when their fade-out ends, not when they appear", () => {
    const toast = showToast(document, "success", "Saved")!;
    toast.dispatchEvent(Object.assign(new Event("animationend"), { animationName: "toast-in" }));
    expect(toast.isConnected).toBe(true);
    toast.dispatchEvent(Object.assign(new Event("animationend"), { animationName: "toast-out" }));
    expect(toast.isConnected).toBe(false);
  });
});

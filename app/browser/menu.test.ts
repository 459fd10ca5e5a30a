// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { initMenu } from "./menu";

beforeEach(() => {
  document.body.innerHTML = `
    <button type="button" aria-expanded="false" aria-controls="menu" data-menu-button data-open-label="Open menu" data-close-label="Close menu">
      <svg data-menu-icon="open"></svg><svg data-menu-icon="close" class="hidden"></svg>
      <span data-menu-label>Open menu</span>
    </button>
    <nav id="menu" hidden><a href="/about">About</a></nav>`;
  initMenu(document);
});

const button = () => document.querySelector<HTMLButtonElement>("[data-menu-button]")!;
const menu = () => document.getElementById("menu")!;

describe("the menu button", () => {
  it("opens and closes the menu it controls, saying so in aria-expanded, its label and its icon", () => {
    button().click();
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect(menu().hidden).toBe(false);
    expect(button().textContent?.trim()).toBe("Close menu");
    expect(button().querySelector('[data-menu-icon="close"]')!.classList.contains("hidden")).toBe(false);
    expect(button().querySelector('[data-menu-icon="open"]')!.classList.contains("hidden")).toBe(true);
    button().click();
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(menu().hidden).toBe(true);
    expect(button().textContent?.trim()).toBe("Open menu");
  });

  it("closes on Escape and gives focus back to the button", () => {
    button().click();
    menu().querySelector("a")!.focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(button());
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { countAt, COUNTER_DURATION_MS, COUNTER_VISIBILITY_THRESHOLD, initCounters } from "./counters";

describe("countAt", () => {
  it("starts at zero and lands exactly on the target", () => {
    expect(countAt(500, 0)).toBe(0);
    expect(countAt(500, 1)).toBe(500);
  });

  it("rises monotonically and clamps progress outside 0..1", () => {
    const values = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1].map((p) => countAt(30, p));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(countAt(50, -1)).toBe(0);
    expect(countAt(50, 2)).toBe(50);
  });
});

/** An IntersectionObserver the test drives, and frames at the times it chooses. */
function stageBrowser({ reducedMotion = false } = {}) {
  const observed: { callback: IntersectionObserverCallback; threshold: unknown; disconnected: boolean }[] = [];
  window.IntersectionObserver = class {
    entry: (typeof observed)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, threshold: options?.threshold, disconnected: false };
      observed.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  } as unknown as typeof IntersectionObserver;
  window.matchMedia = ((query: string) => ({
    matches: reducedMotion && query.includes("reduce"),
  })) as typeof matchMedia;
  const frames: FrameRequestCallback[] = [];
  window.requestAnimationFrame = (callback) => frames.push(callback);
  let now = 0;
  window.performance.now = () => now;
  const frameAt = (time: number) => {
    now = time;
    for (const callback of frames.splice(0)) callback(time);
  };
  const intersect = (isIntersecting: boolean) =>
    observed[0]!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  return { observed, frameAt, intersect };
}

function renderStats(lang = "en") {
  document.documentElement.lang = lang;
  document.body.innerHTML = `<dl data-counters>
    <dd><span data-count="500" data-suffix="+">500+</span></dd><dd><span data-count="30" data-suffix="+">30+</span></dd></dl>`;
  return () => [...document.querySelectorAll("[data-count]")].map((node) => node.textContent);
}

describe("the counters", () => {
  it("wait until a tenth of the section is visible, then count up once over two seconds", () => {
    const numbers = renderStats();
    const browser = stageBrowser();
    initCounters(document);
    expect(browser.observed[0]!.threshold).toBe(COUNTER_VISIBILITY_THRESHOLD);
    browser.intersect(false);
    expect(numbers()).toEqual(["500+", "30+"]);
    browser.intersect(true);
    expect(browser.observed[0]!.disconnected).toBe(true);
    expect(numbers()).toEqual(["0+", "0+"]);
    browser.frameAt(COUNTER_DURATION_MS / 2);
    const half = numbers().map((text) => Number(text!.replace("+", "")));
    expect(half[0]).toBeGreaterThan(0);
    expect(half[0]).toBeLessThan(500);
    browser.frameAt(COUNTER_DURATION_MS);
    expect(numbers()).toEqual(["500+", "30+"]);
  });

  it("count in Bengali digits on a Bengali page", () => {
    const numbers = renderStats("bn");
    const browser = stageBrowser();
    initCounters(document);
    browser.intersect(true);
    browser.frameAt(COUNTER_DURATION_MS);
    expect(numbers()).toEqual(["৫০০+", "৩০+"]);
  });

  it("leave the final numbers alone under reduced motion", () => {
    const numbers = renderStats();
    const browser = stageBrowser({ reducedMotion: true });
    initCounters(document);
    expect(browser.observed).toHaveLength(0);
    expect(numbers()).toEqual(["500+", "30+"]);
  });

  it("count each set on its own when a page holds several (a page's figures blocks, decision 176)", () => {
    document.documentElement.lang = "en";
    document.body.innerHTML = `<dl data-counters><dd><span data-count="40" data-suffix="">40</span></dd></dl>
      <dl data-counters><dd><span data-count="12" data-suffix="%">12%</span></dd></dl>`;
    const numbers = () => [...document.querySelectorAll("[data-count]")].map((node) => node.textContent);
    const browser = stageBrowser();
    initCounters(document);
    expect(browser.observed).toHaveLength(2);
    browser.observed[1]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(numbers()).toEqual(["40", "0%"]);
    browser.frameAt(COUNTER_DURATION_MS);
    expect(numbers()).toEqual(["40", "12%"]);
    expect(browser.observed[0]!.disconnected).toBe(false);
  });
});

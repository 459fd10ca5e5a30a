import { describe, expect, it } from "vitest";

import { ContentMemo } from "./content-memo.server";

function memo(options: Partial<{ maxEntries: number; ttlMs: number }> = {}) {
  let generation = 0;
  const store = new ContentMemo({
    generation: () => generation,
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
  });
  return { store, invalidate: () => generation++ };
}

function counting<T>(value: () => T) {
  let calls = 0;
  return { load: async () => (calls++, value()), calls: () => calls };
}

describe("ContentMemo", () => {
  it("reads once per generation, shares the read between concurrent callers, and reads again after an invalidation", async () => {
    const { store, invalidate } = memo();
    const read = counting(() => ({ name: "Codexa" }));
    const [a, b] = await Promise.all([store.read("settings en", read.load), store.read("settings en", read.load)]);
    expect(a).toBe(b);
    expect(await store.read("settings en", read.load)).toBe(a);
    expect(read.calls()).toBe(1);
    invalidate();
    expect(await store.read("settings en", read.load)).toEqual({ name: "Codexa" });
    expect(read.calls()).toBe(2);
  });

  it("never keeps a read that began before an invalidation", async () => {
    const { store, invalidate } = memo();
    let finish!: (value: string) => void;
    const slow = store.read("page", () => new Promise<string>((resolve) => (finish = resolve)));
    invalidate();
    finish("old");
    expect(await slow).toBe("old");
    expect(await store.read("page", async () => "new")).toBe("new");
  });

  it("freezes what it shares, so a caller cannot change it for the next", async () => {
    const { store } = memo();
    const value = await store.read("list", async () => ({ items: [{ name: "a" }] }));
    expect(() => value.items.push({ name: "b" })).toThrow(TypeError);
    expect(() => {
      (value.items[0] as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });

  it("does not keep a failed read, an expired one, or more than its entries", async () => {
    const { store } = memo({ maxEntries: 2, ttlMs: 0 });
    await expect(store.read("broken", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await store.read("broken", async () => "back")).toBe("back");

    const expiring = counting(() => 1);
    await store.read("expiring", expiring.load);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.read("expiring", expiring.load);
    expect(expiring.calls()).toBe(2);

    const { store: small } = memo({ maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await small.read(key, async () => key);
    expect(small.size).toBe(2);
    const again = counting(() => "a");
    await small.read("a", again.load);
    expect(again.calls()).toBe(1);
  });

  it("loads without keeping anything for an over-long key", async () => {
    const { store } = memo();
    const read = counting(() => null);
    await store.read(`blog-post en ${"x".repeat(400)}`, read.load);
    await store.read(`blog-post en ${"x".repeat(400)}`, read.load);
    expect(read.calls()).toBe(2);
    expect(store.size).toBe(0);
  });
});

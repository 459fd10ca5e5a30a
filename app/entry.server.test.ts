import { once } from "node:events";
import { PassThrough } from "node:stream";

import { afterEach, describe, expect, it, vi } from "vitest";

import { renderDeadline } from "./entry.server";

afterEach(() => void vi.useRealTimers());

describe("a render's deadline", () => {
  it("lets go of the render as soon as its page is written", async () => {
    vi.useFakeTimers();
    const abort = vi.fn();
    const body = new PassThrough();
    renderDeadline(abort, 6_000).releaseWhenClosed(body);
    expect(vi.getTimerCount()).toBe(1);
    body.resume();
    body.end("<!DOCTYPE html>");
    await once(body, "close");
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(7_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it("aborts a render whose page is still unwritten at the deadline, or lets go when the shell failed", () => {
    vi.useFakeTimers();
    const abort = vi.fn();
    renderDeadline(abort, 6_000).releaseWhenClosed(new PassThrough());
    vi.advanceTimersByTime(5_999);
    expect(abort).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(abort).toHaveBeenCalledOnce();
    const failed = vi.fn();
    renderDeadline(failed, 6_000).release();
    vi.advanceTimersByTime(7_000);
    expect(failed).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import { initNewsletter } from "./newsletter";
import { initToasts } from "./toasts";

type Sent = { url: string; body: FormData };
let sent: Sent[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { ok: true, message: "Thanks for subscribing!" } };
  // The request itself is the browser tests' (tests/e2e/contact-newsletter.test.ts, against the real server);
  // here the network stands still and records what would go out.
  window.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body as FormData });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  document.body.innerHTML = `
    <div class="toast-region" data-toasts data-sprite="/assets/icons.svg"></div>
    <form method="post" action="/newsletter" data-newsletter data-missing="Email is required" data-invalid="Enter a valid email address">
      <input type="email" name="email" required aria-describedby="error">
      <input type="hidden" name="source" value="blog">
      <button type="submit">Subscribe</button>
      <p id="error" data-newsletter-error hidden></p>
    </form>`;
  initToasts(document);
  initNewsletter(document);
});

const input = () => document.querySelector<HTMLInputElement>("input[type=email]")!;
const error = () => document.querySelector<HTMLElement>("[data-newsletter-error]")!;
const submit = () => document.querySelector<HTMLButtonElement>("button")!.click();
const toasts = () => [...document.querySelectorAll("[data-toasts-live] .toast")].map((toast) => toast.textContent);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the newsletter form", () => {
  it("refuses an empty or malformed address in the browser, in the form's words, sending nothing", async () => {
    submit();
    await settled();
    expect(error().hidden).toBe(false);
    expect(error().textContent).toBe("Email is required");
    expect(input().getAttribute("aria-invalid")).toBe("true");
    input().value = "not-an-email";
    submit();
    await settled();
    expect(error().textContent).toBe("Enter a valid email address");
    expect(document.activeElement).toBe(input());
    expect(sent).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });

  it("sends a good address in the background, shows the answer as a toast and empties the field", async () => {
    input().value = "not-an-email";
    submit();
    input().value = "reader@example.com";
    submit();
    await settled();
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.get("email")).toBe("reader@example.com");
    expect(sent[0]!.body.get("source")).toBe("blog");
    expect(toasts()).toEqual(["Thanks for subscribing!"]);
    expect(input().value).toBe("");
    expect(error().hidden).toBe(true);
    expect(input().hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows the server's refusal as a toast and under the field, keeping what was typed", async () => {
    answer = { status: 429, body: { ok: false, message: "Too many sign-ups; try again in 1 minute" } };
    input().value = "reader@example.com";
    submit();
    await settled();
    await settled();
    expect(toasts()).toEqual(["Too many sign-ups; try again in 1 minute"]);
    expect(error().textContent).toBe("Too many sign-ups; try again in 1 minute");
    expect(input().value).toBe("reader@example.com");
  });
});

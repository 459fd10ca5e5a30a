// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";

import * as schemaModule from "~/utils/contact-schema";

import { initContactForm } from "./contact-form";
import { initToasts } from "./toasts";

type Sent = { url: string; body: FormData };
let sent: Sent[];
let answer: { status: number; body: unknown };

// The markup components/contact-form.tsx renders, cut to what the script uses.
function renderForm() {
  document.body.innerHTML = `
    <div class="toast-region" data-toasts data-sprite="/assets/icons.svg"></div>
    <form method="post" action="/contact" data-contact-form data-endpoint="/contact/send" data-sending="Sending..."
      data-success="Thank you! Your message has been sent successfully.">
      <div><label for="contact-name">Your Name</label><input id="contact-name" name="name" value=""></div>
      <div><label for="contact-email">Your Email</label><input id="contact-email" type="email" name="email" value=""></div>
      <div><label for="contact-subject">Subject</label><input id="contact-subject" name="subject" value=""></div>
      <div><label for="contact-message">Message</label><textarea id="contact-message" name="message"></textarea></div>
      <input type="hidden" name="formToken" value="first-token">
      <p role="alert" data-form-error hidden></p>
      <button type="submit">Send Message</button>
    </form>`;
}

const form = () => document.querySelector<HTMLFormElement>("form")!;
const control = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const button = () => document.querySelector<HTMLButtonElement>("button")!;
const toasts = () => [...document.querySelectorAll("[data-toasts-live] .toast")].map((toast) => toast.textContent);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const submit = async () => {
  form().requestSubmit();
  for (let i = 0; i < 5; i++) await settled();
};
function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) control(name).value = value;
}

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { status: "sent", formToken: "next-token" } };
  window.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, body: init.body as FormData });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  history.replaceState(null, "", "/contact");
  renderForm();
  initToasts(document);
});

describe("the contact form's script", () => {
  it("checks in the browser with the schema's messages, tied to each field, sending nothing", async () => {
    initContactForm(document, async () => schemaModule);
    expect(form().noValidate).toBe(true);
    fill({ name: "Grace", email: "grace-at-example" });
    await submit();
    expect(sent).toHaveLength(0);
    expect(control("email").getAttribute("aria-invalid")).toBe("true");
    const error = document.getElementById(control("email").getAttribute("aria-describedby")!)!;
    expect(error.textContent).toBe(
      schemaModule
        .contactSchemaFor("en")
        .safeParse({ name: "Grace", email: "grace-at-example", subject: "", message: "" })
        .error?.issues.find((issue) => issue.path[0] === "email")?.message,
    );
    expect(control("name").hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(control("email"));
  });

  it("sends in the background with the lead source, says so in a toast and empties the form with a new token", async () => {
    sessionStorage.setItem("lead-source", JSON.stringify({ landingPath: "/shop", referrer: "", utm: {} }));
    initContactForm(document, async () => schemaModule);
    fill({ name: "Ada", email: "ada@example.com", subject: "Hello", message: "A message" });
    await submit();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe("/contact/send");
    expect(sent[0]!.body.get("email")).toBe("ada@example.com");
    expect(toasts()).toEqual(["Thank you! Your message has been sent successfully."]);
    for (const name of ["name", "email", "subject", "message"]) expect(control(name).value).toBe("");
    expect(control("formToken").value).toBe("next-token");
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe("Send Message");
  });

  it("leaves the checking to the server when the schema cannot load, showing its messages", async () => {
    answer = { status: 400, body: { status: "invalid", fieldErrors: { subject: "Subject is required" }, values: {} } };
    initContactForm(document, () => Promise.reject(new Error("offline")));
    fill({ name: "Ada", email: "ada@example.com", message: "A message" });
    await submit();
    expect(sent).toHaveLength(1);
    expect(control("subject").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("contact-subject-error")!.textContent).toBe("Subject is required");
  });

  it("shows a refusal as an error toast and under the form", async () => {
    answer = { status: 429, body: { status: "refused", formError: "Too many messages", values: {} } };
    initContactForm(document, async () => schemaModule);
    fill({ name: "Ada", email: "ada@example.com", subject: "Hello", message: "A message" });
    await submit();
    expect(toasts()).toEqual(["Too many messages"]);
    const alert = document.querySelector<HTMLElement>("[data-form-error]")!;
    expect(alert.hidden).toBe(false);
    expect(alert.textContent).toBe("Too many messages");
    expect(control("name").value).toBe("Ada");
  });
});

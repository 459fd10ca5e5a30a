// Issue 28, item 2 (decision 177): the contact form and the newsletter sign-up as blocks of a page staff build.
// The form's messages reach the inbox with the page as their source, posted as a plain form (JavaScript off)
// or by its script, in both editions, with /contact's checks, toasts and rate limit; only a page holding the
// form gets its script and a private (uncached) view for its one-use token.
import { describe, expect, it } from "vitest";

import { CONTACT_SUCCESS } from "~/utils/contact-fields";
import { formsText } from "~/words/forms";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { flashToastOf, HUMAN_DELAY_MS, postContact, readStored, sleep, validMessage } from "../support/contact";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

describe("contact form and newsletter blocks", () => {
  const site = adminEditorServer("pglite", {
    prefix: "page-forms",
    staff: { owner: { password: "a-long-password-1" } },
    publicHost: "127.0.0.1",
    env: { CONTACT_RATE_LIMIT: "8" },
  });
  const { visit } = site;
  const save = (target: string, fields: Record<string, string | string[]>) => site.post(target, multipartForm(fields));
  const tokenOf = (html: string) => /name="formToken" value="([^"]+)"/.exec(html)?.[1] ?? "";

  it("refuses a second contact form block on a page", async () => {
    const twice = await save("/admin/pages/new", {
      title: "Twice",
      address: "twice",
      status: "draft",
      publishAt: "",
      version: "1",
      block: ["c1:contact-form", "c2:contact-form"],
      "b.c1.heading": "One",
      "b.c2.heading": "Two",
    });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain("A page holds one contact form block");
  });

  it("publishes a page with both blocks; only it gets the form's script and a private view", async () => {
    const created = await save("/admin/pages/new", {
      title: "Hire us",
      address: "hire-us",
      status: "published",
      publishAt: "",
      version: "1",
      block: ["h1:hero", "c1:contact-form", "n1:newsletter"],
      "b.h1.heading": "Hire our team",
      "b.c1.heading": "Tell us about your project",
      "bn.b.c1.heading": "আপনার প্রকল্পের কথা বলুন",
      "b.c1.intro": "We answer within a day.",
      "b.n1.heading": "Hear from us",
      "bn.b.n1.heading": "আমাদের খবর পান",
      "b.n1.text": "One email a month.",
    });
    expect(created.status).toBe(302);
    const plain = await save("/admin/pages/new", {
      title: "Plain",
      address: "plain-news",
      status: "published",
      publishAt: "",
      version: "1",
      block: ["n1:newsletter"],
      "b.n1.heading": "Hear from us",
    });
    expect(plain.status).toBe(302);

    const page = await visit("/hire-us");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    const html = await page.text();
    expect(html).toContain("Tell us about your project");
    expect(tokenOf(html)).not.toBe("");
    expect(html).toContain('name="formPage" value="hire-us"');
    expect(html).toContain("data-page-script");
    expect(html).toMatch(/contact-script-[\w-]+\.js/);
    expect(html).toContain('name="source" value="page"');
    expect(html).not.toContain("entry.client");

    const other = await visit("/plain-news");
    expect(other.headers.get("cache-control")).not.toContain("no-store");
    const otherHtml = await other.text();
    expect(otherHtml).toContain("Hear from us");
    expect(otherHtml).not.toContain("data-page-script");
    expect(otherHtml).not.toContain("data-contact-form");
    // A page without the form takes no posts.
    expect((await postContact(site.server.url, validMessage(), { path: "/plain-news" })).status).toBe(405);

    const bengali = await (await visit("/bn/hire-us")).text();
    expect(bengali).toContain("আপনার প্রকল্পের কথা বলুন");
    expect(bengali).toContain("আমাদের খবর পান");
    expect(bengali).toContain(formsText.bn.contact.send);
  });

  it("stores plain posts in both editions with the page as their source; a refused one keeps what was typed", async () => {
    const english = await (await visit("/hire-us")).text();
    const bengali = await (await visit("/bn/hire-us")).text();
    const tokens = [tokenOf(english), tokenOf(bengali), tokenOf(await (await visit("/hire-us")).text())];
    await sleep(HUMAN_DELAY_MS);

    const refused = await postContact(site.server.url, validMessage({ name: "", subject: "Kept subject" }), {
      path: "/hire-us",
      token: tokens[2],
    });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toMatch(/id="contact-name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-name"/);
    expect(refusedHtml).toContain('value="Kept subject"');
    expect(refusedHtml).toContain("Tell us about your project");

    const sent = await postContact(
      site.server.url,
      validMessage({ name: "Page Sender", subject: "From the page, English" }),
      {
        path: "/hire-us",
        token: tokens[0],
        extra: { source_page: "/somewhere-else" },
      },
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/hire-us");
    expect(flashToastOf(sent)).toMatchObject({ type: "success", message: CONTACT_SUCCESS });

    const sentBn = await postContact(site.server.url, validMessage({ subject: "From the page, Bengali" }), {
      path: "/bn/hire-us",
      token: tokens[1],
    });
    expect(sentBn.status).toBe(302);
    expect(sentBn.headers.get("location")).toBe("/bn/hire-us");
    expect(flashToastOf(sentBn)).toMatchObject({ type: "success", message: formsText.bn.contact.success });
  });

  it("stores the script's post with the page it names only when that page holds the form", async () => {
    const tokens = [tokenOf(await (await visit("/hire-us")).text()), tokenOf(await (await visit("/hire-us")).text())];
    await sleep(HUMAN_DELAY_MS);
    const send = (subject: string, token: string, formPage: string) =>
      fetch(`${site.server.url}/bn/contact/send`, {
        method: "POST",
        headers: { Origin: site.server.url, Accept: "application/json" },
        body: new URLSearchParams({
          ...validMessage({ subject }),
          formToken: token,
          website: "",
          formPage,
          source_page: "/bn/services",
        }),
      });
    const named = await send("By script from the page", tokens[0]!, "hire-us");
    expect(((await named.json()) as { status: string }).status).toBe("sent");
    const unbelieved = await send("By script naming another page", tokens[1]!, "plain-news");
    expect(((await unbelieved.json()) as { status: string }).status).toBe("sent");
  });

  it("shows staff the page on the message", async () => {
    const list = await (await visit("/admin/contact-requests", { Cookie: site.cookie })).text();
    const link = /href="(\/admin\/contact-requests\/[0-9a-f-]{36})[^"]*"[^>]*>Page Sender</.exec(list);
    expect(link?.[1]).toBeTruthy();
    const message = await (await visit(link![1]!, { Cookie: site.cookie })).text();
    expect(message).toContain("/hire-us");
    expect(message).toMatch(/href="\/admin\/pages\/[0-9a-f-]{36}"[^>]*>Hire us</);
  });

  it("signs up from the newsletter block and comes back to the page in its language", async () => {
    const response = await fetch(`${site.server.url}/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: site.server.url,
        Referer: `${site.server.url}/bn/hire-us`,
      },
      body: new URLSearchParams({ email: "reader@example.com", source: "page", locale: "bn", website: "" }),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/bn/hire-us");
    expect(flashToastOf(response)).toMatchObject({ type: "success", message: formsText.bn.newsletter.success });
  });

  it("stored each message with its page as the source", async () => {
    await site.server.stop();
    const { messages, subscribers } = await readStored(site.server);
    const bySubject = (subject: string) => messages.find((message) => message.subject === subject);
    expect(bySubject("From the page, English")).toMatchObject({ sourcePage: "/hire-us", locale: "en", spam: false });
    expect(bySubject("From the page, Bengali")).toMatchObject({ sourcePage: "/bn/hire-us", locale: "bn", spam: false });
    expect(bySubject("By script from the page")).toMatchObject({ sourcePage: "/bn/hire-us", spam: false });
    expect(bySubject("By script naming another page")).toMatchObject({ sourcePage: "/bn/services" });
    expect(subscribers.find((row) => row.email === "reader@example.com")).toMatchObject({ source: "page" });
  });
});

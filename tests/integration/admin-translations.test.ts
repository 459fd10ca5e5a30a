import { describe, expect, it } from "vitest";

import { adminEditorServer, multipartForm } from "../support/admin-editors";
import { pngBytes } from "../support/upload-fixtures";

// Issue 18: staff edit the Bengali text beside the English one; the server checks it with the English rules.

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const site = adminEditorServer();
const page = site.adminPage;
const post = (path: string, fields: Record<string, string | File | (string | File)[]>) =>
  site.post(path, multipartForm(fields));

/** The list item (its <li>) whose edit link is labelled "Edit <title>". */
function listItem(html: string, title: string): string {
  const item = [...html.matchAll(/<li\b[\s\S]*?<\/li>/g)]
    .map((match) => match[0])
    .find((li) => li.includes(`aria-label="Edit ${title}"`));
  expect(item, title).toBeDefined();
  return item!;
}

function editId(item: string): string {
  return new RegExp(`href="/admin/\\w+/(${UUID})"`).exec(item)![1]!;
}

describe("Bengali texts in the editors", () => {
  it("refuses a Bengali text over the English field's limit, keeping both languages' text", async () => {
    const longQuestion = "প্রশ্ন ".repeat(40);
    const response = await post("/admin/faq/new", {
      question: "Do you work weekends?",
      answer: "Yes, by arrangement.",
      visible: "on",
      "bn.question": longQuestion,
      "bn.answer": "হ্যাঁ, আগে থেকে জানালে।",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please correct the highlighted fields");
    expect(html).toContain("Question can be at most 200 characters");
    expect(html).toContain('value="Do you work weekends?"');
    expect(html).toContain(longQuestion.trim());
    expect(html).toContain("হ্যাঁ, আগে থেকে জানালে।");
    expect(html).toMatch(
      /<input[^>]*name="bn.question"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="bn.question"/,
    );
    expect(await page("/admin/faq")).not.toContain("Do you work weekends?");
  });

  it("checks the Bengali text with the English rules: an unknown placeholder in a Bengali answer is refused", async () => {
    const response = await post("/admin/faq/new", {
      question: "Who answers?",
      answer: "{company} staff.",
      "bn.answer": "{কোম্পানি} কর্মীরা।",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Unknown placeholder {কোম্পানি}");
  });

  it("saves Bengali texts into the item's translations and marks an item without them “Needs translation”", async () => {
    const english = {
      title: "Harbour Design",
      description: "Design for ports.",
      icon: "Cpu",
      features: ["Charts", "Maps"],
    };
    expect((await post("/admin/services/new", english)).status).toBe(302);
    let item = listItem(await page("/admin/services"), "Harbour Design");
    expect(item).toContain("Needs translation");
    const id = editId(item);

    const bengali = {
      "bn.title": "হারবার ডিজাইন",
      "bn.description": "বন্দরের জন্য ডিজাইন।",
      "bn.features": ["চার্ট", "  ", "মানচিত্র"],
    };
    expect((await post(`/admin/services/${id}`, { ...english, ...bengali, version: "1" })).status).toBe(302);
    item = listItem(await page("/admin/services"), "Harbour Design");
    expect(item).not.toContain("Needs translation");
    const edit = await page(`/admin/services/${id}`);
    expect(edit).toMatch(
      /<input[^>]*name="bn.title"[^>]*value="হারবার ডিজাইন"|<input[^>]*value="হারবার ডিজাইন"[^>]*name="bn.title"/,
    );
    expect(edit).toMatch(/<input[^>]*lang="bn"[^>]*name="bn.title"|<input[^>]*name="bn.title"[^>]*lang="bn"/);
    expect([...edit.matchAll(/type="hidden" name="bn.features" value="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "চার্ট",
      "মানচিত্র",
    ]);

    // Emptying one Bengali text takes it out of the translation: the item needs translation again.
    expect(
      (await post(`/admin/services/${id}`, { ...english, ...bengali, "bn.description": "  ", version: "2" })).status,
    ).toBe(302);
    expect(listItem(await page("/admin/services"), "Harbour Design")).toContain("Needs translation");
  });

  it("counts the untranslated items on the overview, per subject, linking to each list", async () => {
    const servicesGap = async () => {
      const html = await page("/admin");
      expect(html).toContain("Needs translation");
      const match = /<a[^>]*href="\/admin\/services"[^>]*>Services<\/a><span[^>]*>(\d+) of (\d+)<\/span>/.exec(html);
      return match ? { untranslated: Number(match[1]), total: Number(match[2]) } : null;
    };
    const before = await servicesGap();
    expect(
      (await post("/admin/services/new", { title: "Dock Analytics", description: "Numbers for ports.", icon: "Cpu" }))
        .status,
    ).toBe(302);
    const after = await servicesGap();
    expect(after).not.toBeNull();
    expect(after!.untranslated).toBe((before?.untranslated ?? 0) + 1);

    const id = editId(listItem(await page("/admin/services"), "Dock Analytics"));
    const bengali = { "bn.title": "ডক অ্যানালিটিক্স", "bn.description": "বন্দরের জন্য সংখ্যা।" };
    expect(
      (
        await post(`/admin/services/${id}`, {
          title: "Dock Analytics",
          description: "Numbers for ports.",
          icon: "Cpu",
          ...bengali,
          version: "1",
        })
      ).status,
    ).toBe(302);
    expect((await servicesGap())?.untranslated ?? 0).toBe(after!.untranslated - 1);
  });

  it("marks a Bengali text out of date when its English changes, until it is edited or confirmed (decision 197)", async () => {
    const english = { title: "Pier Lighting", description: "Lights for piers.", icon: "Cpu" };
    const bengali = { "bn.title": "পিয়ার লাইটিং", "bn.description": "পিয়ারের জন্য আলো।" };
    expect((await post("/admin/services/new", { ...english, ...bengali })).status).toBe(302);
    const id = editId(listItem(await page("/admin/services"), "Pier Lighting"));
    const outOfDate = /Out of date:/;
    expect(await page(`/admin/services/${id}`)).not.toMatch(outOfDate);

    const renamed = { ...english, title: "Pier Lighting Design" };
    expect((await post(`/admin/services/${id}`, { ...renamed, ...bengali, version: "1" })).status).toBe(302);
    let edit = await page(`/admin/services/${id}`);
    expect([...edit.matchAll(/name="translation-stale" value="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "bn.title",
    ]);
    expect(edit).toContain("Title (Bengali) is still correct");
    expect(listItem(await page("/admin/services"), "Pier Lighting Design")).toContain("Needs translation");
    const overview = await page("/admin");
    expect(overview).toMatch(/\d+ translations? (is|are) out of date/);
    expect(overview).toMatch(/>Services<\/a><span[^>]*>[^<]*\d+ out of date<\/span>/);

    // A refused save marks it again and keeps the tick.
    const refused = await post(`/admin/services/${id}`, {
      ...renamed,
      title: "",
      ...bengali,
      "translation-stale": "bn.title",
      "translation-confirmed": "bn.title",
      version: "2",
    });
    expect(refused.status).toBe(400);
    const tick = /<input[^>]*name="translation-confirmed"[^>]*>/.exec(await refused.text())?.[0];
    expect(tick).toContain('value="bn.title"');
    expect(tick).toContain("checked");

    // Confirmed as still correct: no longer marked, and no longer counted.
    const confirm = { ...renamed, ...bengali, "translation-stale": "bn.title", "translation-confirmed": "bn.title" };
    expect((await post(`/admin/services/${id}`, { ...confirm, version: "2" })).status).toBe(302);
    expect(await page(`/admin/services/${id}`)).not.toMatch(outOfDate);
    expect(listItem(await page("/admin/services"), "Pier Lighting Design")).not.toContain("Needs translation");

    // Changed again, then the Bengali text itself edited: marked, then cleared.
    const again = { ...renamed, description: "Lights for piers and jetties." };
    expect((await post(`/admin/services/${id}`, { ...again, ...bengali, version: "3" })).status).toBe(302);
    edit = await page(`/admin/services/${id}`);
    expect([...edit.matchAll(/name="translation-stale" value="([^"]*)"/g)].map((match) => match[1])).toEqual([
      "bn.description",
    ]);
    const retranslated = { ...bengali, "bn.description": "পিয়ার ও জেটির জন্য আলো।" };
    expect((await post(`/admin/services/${id}`, { ...again, ...retranslated, version: "4" })).status).toBe(302);
    expect(await page(`/admin/services/${id}`)).not.toMatch(outOfDate);
  });

  it("cleans a Bengali legal text with the English body's allowlist and keeps it beside the English", async () => {
    const edit = await page("/admin/legal/terms");
    const version = /name="version" value="(\d+)"/.exec(edit)![1]!;
    const english = /name="body" value="([^"]*)"/
      .exec(edit)![1]!
      .replaceAll("&quot;", '"')
      .replaceAll("&amp;", "&")
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">");
    const link = { type: "link", attrs: { href: "javascript:alert(1)" } };
    const bengaliBody = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "শর্তাবলি পড়ুন।", marks: [link] }] }],
    };
    const response = await post("/admin/legal/terms", {
      intro: "Our terms.",
      body: english,
      "bn.intro": "আমাদের শর্তাবলি।",
      "bn.body": JSON.stringify(bengaliBody),
      version,
    });
    expect(response.status).toBe(302);
    const saved = await page("/admin/legal/terms");
    expect(saved).toContain("আমাদের শর্তাবলি।");
    expect(saved).toContain("শর্তাবলি পড়ুন।");
    expect(saved).not.toContain("javascript:");
  });

  it("saves the company details' Bengali tagline, addresses and hours beside the English, and keeps both when one is refused", async () => {
    const settings = await page("/admin/settings/company");
    const value = (name: string) => {
      const match = new RegExp(`name="${name}"[^>]*value="([^"]*)"|value="([^"]*)"[^>]*name="${name}"`).exec(settings);
      return (match?.[1] ?? match?.[2] ?? "").replaceAll("&amp;", "&");
    };
    const names = [
      "companyName",
      "tagline",
      "phone",
      "email",
      "dhakaAddress",
      "londonAddress",
      "hoursWeekdays",
      "hoursSaturday",
      "foundedYear",
      "linkedinUrl",
      "twitterUrl",
      "facebookUrl",
      "githubUrl",
    ];
    const english = Object.fromEntries(names.map((name) => [name, value(name)]));
    expect(english.dhakaAddress).not.toBe("");
    const bengali = {
      "bn.tagline": "আপনার ব্যবসার প্রযুক্তি সঙ্গী",
      "bn.dhakaAddress": "গুলশান, ঢাকা",
      "bn.londonAddress": "শোরডিচ, লন্ডন",
      "bn.hoursWeekdays": "রবি–বৃহস্পতি: সকাল ৯টা–সন্ধ্যা ৬টা",
      "bn.hoursSaturday": "",
    };
    const companyGap = async () => {
      const match =
        /<a[^>]*href="\/admin\/settings\/company"[^>]*>Company details<\/a><span[^>]*>(\d+) of (\d+)<\/span>/.exec(
          await page("/admin"),
        );
      return match ? Number(match[1]) : 0;
    };

    const refused = await post("/admin/settings/company", {
      intent: "company",
      ...english,
      ...bengali,
      "bn.londonAddress": "লন্ডন ".repeat(80),
    });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain("London address is too long");
    expect(form).toContain("গুলশান, ঢাকা");
    expect(form).toContain(`value="${english.companyName}"`);
    expect(form).toMatch(
      /<input[^>]*name="bn.londonAddress"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="bn.londonAddress"/,
    );

    // Saturday's hours left empty: the details still need translation.
    expect((await post("/admin/settings/company", { intent: "company", ...english, ...bengali })).status).toBe(302);
    const saved = await page("/admin/settings/company");
    expect(saved).toMatch(
      /<input[^>]*name="bn.dhakaAddress"[^>]*value="গুলশান, ঢাকা"|<input[^>]*value="গুলশান, ঢাকা"[^>]*name="bn.dhakaAddress"/,
    );
    expect(saved).toMatch(/<input[^>]*lang="bn"[^>]*name="bn.tagline"|<input[^>]*name="bn.tagline"[^>]*lang="bn"/);
    expect(await companyGap()).toBe(1);

    expect(
      (
        await post("/admin/settings/company", {
          intent: "company",
          ...english,
          ...bengali,
          "bn.hoursSaturday": "শনিবার: সকাল ১০টা–দুপুর ২টা",
        })
      ).status,
    ).toBe(302);
    expect(await companyGap()).toBe(0);
    expect(await page("/admin/settings/company")).toContain("শনিবার: সকাল ১০টা–দুপুর ২টা");
  });

  it("saves a project's Bengali title, summary and case study beside the English, marking the list until all are written", async () => {
    const english = {
      title: "Ferry Tickets",
      category: "Mobile",
      description: "Tickets by phone.",
      imageAlt: "Ferry app",
      challenge: "Queues.",
      solution: "An app.",
      results: "No queues.",
    };
    const bengali = {
      "bn.title": "ফেরি টিকিট",
      "bn.category": "মোবাইল",
      "bn.description": "ফোনে টিকিট।",
      "bn.challenge": "লম্বা লাইন।",
      "bn.solution": "একটি অ্যাপ।",
      "bn.results": "আর লাইন নেই।",
    };
    const png = await pngBytes(600, 400);
    const image = () => new File([png], "ferry.png", { type: "image/png" });

    const refused = await post("/admin/portfolio/new", {
      ...english,
      ...bengali,
      "bn.title": "ফেরি ".repeat(40),
      image: image(),
    });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain("Title can be at most 120 characters");
    expect(form).toContain('value="Ferry Tickets"');
    expect(form).toContain("আর লাইন নেই।");
    expect(form).toMatch(
      /<input[^>]*name="bn.title"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="bn.title"/,
    );

    expect(
      (await post("/admin/portfolio/new", { ...english, ...bengali, "bn.results": "", image: image() })).status,
    ).toBe(302);
    // Until its Bengali is written, the case study's results show in English on the Bengali page, marked so;
    // the translated texts show bare.
    const study = await (await fetch(`${site.server.url}/bn/portfolio/ferry-tickets`)).text();
    expect(study).toMatch(/<div lang="en"[^>]*><p[^>]*>No queues\.<\/p>/);
    expect(study).toMatch(/<h1[^>]*>ফেরি টিকিট<\/h1>/);
    const card = await (await fetch(`${site.server.url}/bn/portfolio`)).text();
    expect(card).toMatch(/<h2[^>]*>ফেরি টিকিট<\/h2>/);
    let item = listItem(await page("/admin/portfolio"), "Ferry Tickets");
    expect(item).toContain("Needs translation");
    const id = editId(item);
    expect((await post(`/admin/portfolio/${id}`, { ...english, ...bengali, version: "1" })).status).toBe(302);
    item = listItem(await page("/admin/portfolio"), "Ferry Tickets");
    expect(item).not.toContain("Needs translation");
    const edit = await page(`/admin/portfolio/${id}`);
    expect(edit).toMatch(
      /<input[^>]*name="bn.title"[^>]*value="ফেরি টিকিট"|<input[^>]*value="ফেরি টিকিট"[^>]*name="bn.title"/,
    );
    expect(edit).toMatch(/name="bn.results"[^>]*>আর লাইন নেই।<\/textarea>/);
  });

  it("saves a library file's Bengali alt text beside the English one, marking the card until it is written", async () => {
    const png = await pngBytes(40, 30);
    const uploaded = await post("/admin/media", {
      intent: "upload",
      file: new File([png], "harbour-crane.png", { type: "image/png" }),
      alt: "A crane in the harbour",
    });
    expect(uploaded.status).toBe(302);
    const card = async () => {
      const html = await page("/admin/media?q=harbour-crane");
      const cards = [...html.matchAll(/<li\b[^>]*aria-labelledby[\s\S]*?Delete harbour-crane.png/g)];
      expect(cards).toHaveLength(1);
      return cards[0]![0];
    };
    let html = await card();
    expect(html).toContain("Needs translation");
    const id = new RegExp(`name="id" value="(${UUID})"`).exec(html)![1]!;

    const refused = await post("/admin/media", {
      intent: "alt",
      id,
      view: "q=harbour-crane",
      alt: "A crane at the port",
      "bn.alt": "বন্দরে ক্রেন ".repeat(30),
    });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain("Alt text can be at most 300 characters");
    expect(form).toContain("A crane at the port");
    expect(form).toContain("বন্দরে ক্রেন বন্দরে");
    expect(form).toMatch(
      /<textarea[^>]*name="bn.alt"[^>]*aria-invalid="true"|<textarea[^>]*aria-invalid="true"[^>]*name="bn.alt"/,
    );

    expect(
      (
        await post("/admin/media", {
          intent: "alt",
          id,
          view: "q=harbour-crane",
          alt: "A crane at the port",
          "bn.alt": "বন্দরে একটি ক্রেন",
        })
      ).status,
    ).toBe(302);
    html = await card();
    expect(html).not.toContain("Needs translation");
    expect(html).toMatch(/name="bn.alt"[^>]*>বন্দরে একটি ক্রেন<\/textarea>/);
    expect(html).toContain("A crane at the port");
  });

  it("counts why-choose items without their Bengali text on the overview", async () => {
    const whyChooseGap = async () => {
      const match =
        /<a[^>]*href="\/admin\/why-choose-us"[^>]*>Why choose us<\/a><span[^>]*>(\d+) of (\d+)<\/span>/.exec(
          await page("/admin"),
        );
      return match ? Number(match[1]) : 0;
    };
    const before = await whyChooseGap();
    const english = { title: "Night support", description: "Someone answers at 3 a.m.", icon: "Award", visible: "on" };
    expect((await post("/admin/why-choose-us/new", english)).status).toBe(302);
    expect(await whyChooseGap()).toBe(before + 1);
    expect(
      (
        await post("/admin/why-choose-us/new", {
          ...english,
          title: "Weekend support",
          "bn.title": "সপ্তাহান্তে সহায়তা",
          "bn.description": "ছুটির দিনেও কেউ উত্তর দেন।",
        })
      ).status,
    ).toBe(302);
    expect(await whyChooseGap()).toBe(before + 1);
  });

  it("saves a blog post's Bengali texts and body (cleaned like the English), keeps both languages when refused, and marks the list", async () => {
    const doc = (text: string, marks: unknown[] = []) =>
      JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text, marks }] }] });
    const english = {
      title: "Harbour Cloud Notes",
      slug: "",
      category: "Cloud",
      author: "Nadia",
      excerpt: "Notes.",
      metaDescription: "Notes on the cloud.",
      coverAlt: "",
      status: "draft",
      publishAt: "",
      body: doc("English body."),
    };
    const bengali = {
      "bn.title": "হারবার ক্লাউড নোট",
      "bn.category": "ক্লাউড",
      "bn.excerpt": "নোট।",
      "bn.metaDescription": "ক্লাউড নিয়ে নোট।",
      "bn.body": doc("বাংলা লেখা।", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]),
    };

    const refused = await post("/admin/blog/new", { ...english, ...bengali, "bn.metaDescription": "অনেক ".repeat(40) });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain("Meta description can be at most 155 characters");
    expect(form).toContain('value="Harbour Cloud Notes"');
    expect(form).toContain("হারবার ক্লাউড নোট");
    expect(form).toMatch(
      /<input[^>]*name="bn.category"[^>]*value="ক্লাউড"|<input[^>]*value="ক্লাউড"[^>]*name="bn.category"/,
    );

    const created = await post("/admin/blog/new", { ...english, ...bengali });
    expect(created.status).toBe(302);
    const id = new RegExp(`/admin/blog/(${UUID})`).exec(created.headers.get("location")!)![1]!;
    // The cover alt text has no Bengali (there is no cover): the post is translated.
    const row = async () =>
      [...(await page("/admin/blog?q=Harbour+Cloud")).matchAll(/<li\b[\s\S]*?<\/li>/g)]
        .map((m) => m[0])
        .find((li) => li.includes("Harbour Cloud Notes"))!;
    expect(await row()).not.toContain("Needs translation");
    const edit = await page(`/admin/blog/${id}`);
    expect(edit).toContain("বাংলা লেখা।");
    expect(edit).not.toContain("javascript:");
    expect(edit).toMatch(
      /<input[^>]*name="bn.title"[^>]*value="হারবার ক্লাউড নোট"|<input[^>]*value="হারবার ক্লাউড নোট"[^>]*name="bn.title"/,
    );

    expect(edit).toMatch(
      /<input[^>]*name="bn.category"[^>]*value="ক্লাউড"|<input[^>]*value="ক্লাউড"[^>]*name="bn.category"/,
    );
    expect(edit).toMatch(/<label[^>]*>Category \(Bengali\)/);

    expect(
      (await post(`/admin/blog/${id}`, { ...english, ...bengali, "bn.body": doc("  "), version: "1" })).status,
    ).toBe(302);
    expect(await row()).toContain("Needs translation");
  });

  it("marks a blog post whose category has no Bengali, and counts it on the overview; a post without a category is not marked for it", async () => {
    const blogGap = async () => {
      const match = /<a[^>]*href="\/admin\/blog"[^>]*>Blog<\/a><span[^>]*>(\d+) of (\d+)<\/span>/.exec(
        await page("/admin"),
      );
      return match ? Number(match[1]) : 0;
    };
    const doc = (text: string) =>
      JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });
    const row = async (title: string) => listItem(await page(`/admin/blog?q=${encodeURIComponent(title)}`), title);
    const english = {
      slug: "",
      author: "",
      excerpt: "Notes.",
      metaDescription: "",
      coverAlt: "",
      status: "draft",
      publishAt: "",
      body: doc("English body."),
    };
    const bengali = { "bn.excerpt": "নোট।", "bn.body": doc("বাংলা লেখা।") };
    const before = await blogGap();

    // Every text translated but the category.
    expect(
      (
        await post("/admin/blog/new", {
          ...english,
          ...bengali,
          title: "Quay Security Notes",
          category: "Security",
          "bn.title": "জেটির নিরাপত্তা",
        })
      ).status,
    ).toBe(302);
    expect(await row("Quay Security Notes")).toContain("Needs translation");
    expect(await blogGap()).toBe(before + 1);

    // No category at all: nothing to translate there.
    expect(
      (
        await post("/admin/blog/new", {
          ...english,
          ...bengali,
          title: "Quay Lighting Notes",
          category: "",
          "bn.title": "জেটির আলো",
        })
      ).status,
    ).toBe(302);
    expect(await row("Quay Lighting Notes")).not.toContain("Needs translation");
    expect(await blogGap()).toBe(before + 1);
  });
});

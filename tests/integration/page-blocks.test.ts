// Issue 28 item 2, decision 176: a page holding every block of chosen or written content (cards chosen from
// services, projects, team members, testimonials and posts; written cards; figures; FAQ; logo strip; call to
// action), published and read over HTTP from the built server in English and Bengali: the chosen items appear
// in the page's language from their own translations, an item deleted since is skipped (the page still
// loads), the editor names it, and a save asks for its removal.
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import {
  aboutFigures,
  blogPosts,
  clientLogos,
  faqItems,
  projects,
  services,
  teamMembers,
  testimonials,
} from "~/db/schema";

import { adminEditorServer } from "../support/admin-editors";
import { cheapPasswordHashing } from "../support/password-cost";

cheapPasswordHashing();

type Bn = { bn?: Record<string, string> };
const bnOf = (row: { translations: unknown }, field: string) => (row.translations as Bn).bn?.[field] ?? "";
/** Text as React writes it in HTML (apostrophes and ampersands escaped). */
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

describe("blocks of chosen and written content", () => {
  const seeded = {
    service: { id: "", title: "", bn: "" },
    project: { id: "", title: "" },
    member: { id: "", name: "" },
    testimonial: { id: "", name: "" },
    post: { id: "", title: "", bn: "" },
    faq: [] as { id: string; question: string; bn: string }[],
    figures: [] as { id: string; label: string; bn: string; value: number }[],
    clients: [] as { id: string; name: string }[],
  };

  const site = adminEditorServer("pglite", {
    prefix: "page-blocks",
    staff: { editor: { password: "a-long-password-1", role: "editor" } },
    async prepare(db) {
      const [service] = await db.select().from(services).orderBy(asc(services.position)).limit(1);
      seeded.service = { id: service!.id, title: service!.title, bn: bnOf(service!, "title") };
      const [project] = await db.select().from(projects).orderBy(asc(projects.position)).limit(1);
      seeded.project = { id: project!.id, title: project!.title };
      const [member] = await db.select().from(teamMembers).where(eq(teamMembers.visible, true)).limit(1);
      seeded.member = { id: member!.id, name: member!.name };
      const [testimonial] = await db.select().from(testimonials).limit(1);
      seeded.testimonial = { id: testimonial!.id, name: testimonial!.name };
      const [post] = await db.select().from(blogPosts).where(eq(blogPosts.status, "published")).limit(1);
      seeded.post = { id: post!.id, title: post!.title, bn: bnOf(post!, "title") };
      const faq = await db.select().from(faqItems).where(eq(faqItems.visible, true)).orderBy(asc(faqItems.position));
      seeded.faq = faq.slice(0, 2).map((row) => ({ id: row.id, question: row.question, bn: bnOf(row, "question") }));
      const figures = await db.select().from(aboutFigures).orderBy(asc(aboutFigures.position)).limit(2);
      seeded.figures = figures.map((row) => ({
        id: row.id,
        label: row.label,
        bn: bnOf(row, "label"),
        value: row.value,
      }));
      const clients = await db.select().from(clientLogos).orderBy(asc(clientLogos.position)).limit(2);
      seeded.clients = clients.map((row) => ({ id: row.id, name: row.name }));
    },
    publicHost: "127.0.0.1",
  });
  const { visit } = site;
  const post = (target: string, fields: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    return site.post(target, form);
  };
  const page = (version: string, items: { faq?: string[] } = {}): [string, string][] => [
    ["title", "Why us"],
    ["address", "why-us"],
    ["status", "published"],
    ["publishAt", ""],
    ["version", version],
    ["block", "c1:cards"],
    ["b.c1.heading", "Our work"],
    ["bn.b.c1.heading", "আমাদের কাজ"],
    ["b.c1.items", `posts:${seeded.post.id}`],
    ["b.c1.items", `services:${seeded.service.id}`],
    ["b.c1.items", `projects:${seeded.project.id}`],
    ["b.c1.items", `team:${seeded.member.id}`],
    ["b.c1.items", `testimonials:${seeded.testimonial.id}`],
    ["block", "w1:custom-cards"],
    ["b.w1.heading", "How we work"],
    ["b.w1.card1Title", "Fixed prices"],
    ["bn.b.w1.card1Title", "নির্দিষ্ট মূল্য"],
    ["b.w1.card1Text", "You know the cost before we start."],
    ["b.w1.card1Link", "/services"],
    ["block", "f1:figures"],
    ["b.f1.heading", "Our numbers"],
    ...seeded.figures.map((figure): [string, string] => ["b.f1.items", `figures:${figure.id}`]),
    ["block", "q1:faq"],
    ["b.q1.heading", "Questions"],
    ...(items.faq ?? seeded.faq.map((item) => item.id)).map((id): [string, string] => ["b.q1.items", `faq:${id}`]),
    ["block", "l1:logo-strip"],
    ["b.l1.heading", "Trusted by"],
    ...seeded.clients.map((client): [string, string] => ["b.l1.items", `clients:${client.id}`]),
    ["block", "a1:cta"],
    ["b.a1.heading", "Ready when you are"],
    ["bn.b.a1.heading", "আপনি প্রস্তুত হলেই"],
    ["b.a1.text", "Tell us about your project."],
    ["b.a1.buttonLabel", "Start now"],
    ["b.a1.buttonLink", "/contact"],
  ];
  let id = "";

  it("saves a page holding every block and shows the chosen items in order, in English", async () => {
    const created = await post("/admin/pages/new", page("1"));
    expect(created.status).toBe(302);
    id = created.headers.get("location")!.split("/").at(-1)!;
    const response = await visit("/why-us");
    expect(response.status).toBe(200);
    const body = await response.text();
    // No client runtime: a content page (decision 165).
    expect(body).not.toContain("entry.client");
    const order = [seeded.post.title, seeded.service.title, seeded.project.title, seeded.member.name].map((text) =>
      body.indexOf(html(text)),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(body).toContain(html(seeded.testimonial.name));
    expect(body).toContain("Fixed prices");
    expect(body).toContain('href="/services"');
    for (const figure of seeded.figures) {
      expect(body).toContain(html(figure.label));
      expect(body).toContain(`data-count="${figure.value}"`);
    }
    expect(body).toContain("data-counters");
    for (const item of seeded.faq) expect(body).toContain(html(item.question));
    expect(body).toContain("<details");
    for (const client of seeded.clients) expect(body).toContain(`alt="${html(client.name)}"`);
    expect(body).toContain("Ready when you are");
  });

  it("shows them in Bengali from the items' own translations, English where a text is not translated", async () => {
    const body = await (await visit("/bn/why-us")).text();
    expect(body).toContain("আমাদের কাজ");
    if (seeded.service.bn) expect(body).toContain(html(seeded.service.bn));
    if (seeded.post.bn) expect(body).toContain(html(seeded.post.bn));
    for (const item of seeded.faq) if (item.bn) expect(body).toContain(html(item.bn));
    for (const figure of seeded.figures) if (figure.bn) expect(body).toContain(html(figure.bn));
    expect(seeded.faq.some((item) => item.bn)).toBe(true);
    expect(body).toContain("নির্দিষ্ট মূল্য");
    expect(body).toContain("আপনি প্রস্তুত হলেই");
    // Not translated: the English shows, and links lead to the Bengali pages.
    expect(body).toContain("Tell us about your project.");
    expect(body).toContain('href="/bn/contact"');
    expect(body).toContain('href="/bn/services"');
  });

  it("refuses an item that does not exist, and one from a source the block does not offer", async () => {
    const missing = await post(`/admin/pages/${id}`, page("1", { faq: ["00000000-0000-4000-8000-000000000000"] }));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("An item chosen here was deleted since. Remove it, then save again.");
    const fields = page("1").map(([name, value]): [string, string] =>
      name === "b.q1.items" ? [name, value.replace("faq:", "services:")] : [name, value],
    );
    const wrong = await post(`/admin/pages/${id}`, fields);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("An item could not be read");
  });

  it("skips an item deleted since: the page still loads, the editor names it and a save asks for its removal", async () => {
    const [gone, kept] = seeded.faq;
    const deleted = await site.post("/admin/faq", new URLSearchParams({ intent: "delete", id: gone!.id }).toString());
    expect(deleted.status).toBe(302);
    for (const address of ["/why-us", "/bn/why-us"]) {
      const response = await visit(address);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).not.toContain(html(address === "/why-us" ? gone!.question : gone!.bn || gone!.question));
      expect(body).toContain(html(address === "/why-us" ? kept!.question : kept!.bn || kept!.question));
    }
    const editor = await (await visit(`/admin/pages/${id}`, { Cookie: site.cookie })).text();
    expect(editor).toContain("Deleted item: it is no longer shown on the page. Remove it before saving.");
    const refused = await post(`/admin/pages/${id}`, page("1"));
    expect(refused.status).toBe(400);
    const saved = await post(`/admin/pages/${id}`, page("1", { faq: [kept!.id] }));
    expect(saved.status).toBe(302);
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { STALE_VERSION_MESSAGE } from "~/models/optimistic-version.server";

import { loginOverHttp, testAdminEnv } from "../support/admin-login";
import { createPostgresDatabase, testDrivers } from "../support/databases";
import { type StartOptions, startServer, type TestServer } from "../support/server";
import { copySiteDataDir } from "../support/templates";

// Issue 14's page copy (decision 095), over HTTP as a script would send it, on both drivers: the server
// checks whatever is sent, saves survive a restart, and a second instance shows them.

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

type Client = {
  post(route: string, fields: Record<string, string>, options?: { signedIn?: boolean }): Promise<Response>;
  get(route: string): Promise<string>;
};

async function client(server: TestServer): Promise<Client> {
  const cookie = `admin_session=${await loginOverHttp(server.url)}`;
  return {
    post: (route, fields, options = {}) =>
      fetch(`${server.url}${route}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, ...(options.signedIn === false ? {} : { Cookie: cookie }) },
        body: new URLSearchParams(fields),
      }),
    get: async (route) => {
      const response = await fetch(`${server.url}${route}`, { headers: { Cookie: cookie } });
      expect(response.status, route).toBe(200);
      return response.text();
    },
  };
}

const publicPage = async (server: TestServer, route: string) => (await fetch(`${server.url}${route}`)).text();

/** The id in the href of the link whose aria-label is `label` (e.g. "Edit Do you sign NDAs?"). */
function linkedId(html: string, label: string): string {
  const anchor = [...html.matchAll(/<a\s[^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes(`aria-label="${label}"`));
  const id = anchor ? new RegExp(`href="[^"]*/(${UUID})"`).exec(anchor)?.[1] : undefined;
  if (!id) throw new Error(`no link labelled ${label}`);
  return id;
}

/** Cache clearing reaches the other instance over LISTEN/NOTIFY within moments, not the same instant. */
async function eventually(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function faqQuestions(html: string): string[] {
  return [...html.matchAll(/<summary[^>]*>([^<]*)<\/summary>/g)].map((match) => match[1]!);
}

describe.each(testDrivers())("page copy over HTTP (%s)", (driver) => {
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | null = null;
  let options: StartOptions;
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "page-copy-"));
    database =
      driver === "postgres"
        ? await createPostgresDatabase({ template: "site" })
        : await copySiteDataDir(dataDir).then(() => null);
    options = { env: { ...testAdminEnv, DATABASE_URL: database?.url ?? "" }, dataDir };
    server = await startServer(options);
    admin = await client(server);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("refuses every page-copy action without a session", async () => {
    for (const route of [
      "/admin/faq",
      "/admin/faq/new",
      "/admin/process",
      "/admin/process/new",
      "/admin/about-figures",
      "/admin/about-figures/new",
      "/admin/core-values",
      "/admin/core-values/new",
      "/admin/why-choose-us",
      "/admin/why-choose-us/new",
      "/admin/technologies",
      "/admin/technologies/new",
      "/admin/page-texts/home",
      "/admin/page-texts/about",
      "/admin/vision-mission",
    ]) {
      const response = await admin.post(
        route,
        { intent: "delete", id: "00000000-0000-4000-8000-000000000000", question: "Sneaky", answer: "x" },
        { signedIn: false },
      );
      expect(response.status, route).toBe(401);
    }
    expect((await fetch(`${server.url}/admin/faq`, { redirect: "manual" })).status).toBe(302);
  });

  it("FAQ: the server checks whatever is sent, and the Contact page follows each change", async () => {
    expect(faqQuestions(await publicPage(server, "/contact"))).toEqual([
      "What services do you offer?",
      "How do I request a quote?",
      "What is your typical response time?",
    ]);

    const missing = await admin.post("/admin/faq/new", { question: " ", answer: "" });
    expect(missing.status).toBe(400);
    const missingBody = await missing.text();
    expect(missingBody).toContain("Please fill in all required fields");
    expect(missingBody).toContain("Question is required");

    const tooLong = await admin.post("/admin/faq/new", { question: "Q".repeat(201), answer: "Fine." });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Question can be at most 200 characters");
    const typo = await admin.post("/admin/faq/new", { question: "When are you open?", answer: "We are open {hour}." });
    expect(typo.status).toBe(400);
    expect(await typo.text()).toContain("Unknown placeholder {hour}");
    expect(faqQuestions(await publicPage(server, "/contact"))).toHaveLength(3);

    const added = await admin.post("/admin/faq/new", {
      question: "Do you sign NDAs?",
      answer: "Yes. Call {company} on {phone}.",
      visible: "on",
    });
    expect(added.status).toBe(302);
    const contact = await publicPage(server, "/contact");
    expect(faqQuestions(contact).at(-1)).toBe("Do you sign NDAs?");
    expect(contact).toContain("Yes. Call Codexa Technologies on +880 1711-000000.");

    const id = linkedId(await admin.get("/admin/faq"), "Edit Do you sign NDAs?");
    expect(await admin.get(`/admin/faq/${id}`)).toMatch(/name="version" value="1"/);
    expect(
      (await admin.post(`/admin/faq/${id}`, { question: "Do you sign NDAs?", answer: "Yes.", visible: "on" })).status,
    ).toBe(400);
    expect(
      (
        await admin.post(`/admin/faq/${id}`, {
          question: "Do you sign NDAs?",
          answer: "Yes.",
          visible: "on",
          version: "x",
        })
      ).status,
    ).toBe(400);
    const hidden = await admin.post(`/admin/faq/${id}`, {
      question: "Do you sign NDAs?",
      answer: "Yes, always.",
      version: "1",
    });
    expect(hidden.status).toBe(302);
    expect(faqQuestions(await publicPage(server, "/contact"))).not.toContain("Do you sign NDAs?");
    const stale = await admin.post(`/admin/faq/${id}`, {
      question: "Do you sign NDAs?",
      answer: "Overwritten",
      visible: "on",
      version: "1",
    });
    expect(stale.status).toBe(409);
    const staleBody = await stale.text();
    expect(staleBody).toContain(STALE_VERSION_MESSAGE.slice(0, 40));
    expect(staleBody).toContain("Overwritten");
    expect(await admin.get("/admin/faq")).toContain("Hidden from the Contact page");

    const moved = await admin.post("/admin/faq", { intent: "move", id, direction: "up" });
    expect(moved.status).toBe(302);
    expect((await admin.post("/admin/faq", { intent: "move", id, direction: "sideways" })).status).toBe(400);
    expect(
      (await admin.post("/admin/faq", { intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).status,
    ).toBe(404);
    expect(
      (
        await admin.post("/admin/faq/00000000-0000-4000-8000-000000000000", {
          question: "q",
          answer: "a",
          version: "1",
        })
      ).status,
    ).toBe(404);
    expect((await admin.post("/admin/faq", { intent: "delete", id })).status).toBe(302);
    expect(await admin.get("/admin/faq")).not.toContain("Do you sign NDAs?");
  });

  it("process steps: validated on the server, numbered on /services in the order staff set", async () => {
    const titles = async () =>
      [
        ...(await publicPage(server, "/services")).matchAll(/Step (?:<!-- -->)?(\d+)<\/span><\/div><h3[^>]*>([^<]*)</g),
      ].map((match) => `${match[1]} ${match[2]}`);
    expect(await titles()).toEqual(["1 Discovery", "2 Planning", "3 Development", "4 Delivery"]);
    const bad = await admin.post("/admin/process/new", { title: "T".repeat(81), description: "", icon: "NoSuchIcon" });
    expect(bad.status).toBe(400);
    const badBody = await bad.text();
    for (const message of [
      "Title can be at most 80 characters",
      "Description is required",
      "Choose an icon from the list",
    ])
      expect(badBody).toContain(message);
    expect(
      (
        await admin.post("/admin/process/new", {
          title: "Aftercare",
          description: "We stay on hand.",
          icon: "LifeBuoy",
        })
      ).status,
    ).toBe(302);
    expect(await titles()).toEqual(["1 Discovery", "2 Planning", "3 Development", "4 Delivery", "5 Aftercare"]);
    const id = linkedId(await admin.get("/admin/process"), "Edit Aftercare");
    expect((await admin.post("/admin/process", { intent: "move", id, direction: "up" })).status).toBe(302);
    expect(await titles()).toEqual(["1 Discovery", "2 Planning", "3 Development", "4 Aftercare", "5 Delivery"]);
    expect(
      (
        await admin.post(`/admin/process/${id}`, {
          title: "Support",
          description: "We stay.",
          icon: "LifeBuoy",
          version: "1",
        })
      ).status,
    ).toBe(302);
    const stale = await admin.post(`/admin/process/${id}`, {
      title: "Stale",
      description: "We stay.",
      icon: "LifeBuoy",
      version: "1",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Stale"');
    expect(await titles()).toContain("4 Support");
    expect((await admin.post("/admin/process", { intent: "delete", id })).status).toBe(302);
    expect(await titles()).toEqual(["1 Discovery", "2 Planning", "3 Development", "4 Delivery"]);
  });

  it("why choose us: validated on the server, the home page follows each change", async () => {
    const reasons = async () => {
      const home = await publicPage(server, "/");
      const section = home.slice(
        home.indexOf('id="why-heading"'),
        home.indexOf("</section>", home.indexOf('id="why-heading"')),
      );
      return [...section.matchAll(/<use href="[^"]*#(\w+)"><\/use><\/svg><h3[^>]*>([^<]*)</g)].map(
        (match) => `${match[2]} (${match[1]})`,
      );
    };
    const today = [
      "Two offices, one team (Globe2)",
      "Senior engineers on every project (Users)",
      "Clear, fixed quotes (FileCheck)",
      "Security by default (Lock)",
      "Support after launch (Headphones)",
      "Technology that fits (Layers)",
    ];
    expect(await reasons()).toEqual(today);
    const bad = await admin.post("/admin/why-choose-us/new", {
      title: "T".repeat(81),
      description: "",
      icon: "NoSuchIcon",
      visible: "on",
    });
    expect(bad.status).toBe(400);
    const badBody = await bad.text();
    for (const message of [
      "Title can be at most 80 characters",
      "Description is required",
      "Choose an icon from the list",
    ])
      expect(badBody).toContain(message);
    expect(badBody).toContain(`value="${"T".repeat(81)}"`);
    expect(
      (
        await admin.post("/admin/why-choose-us/new", {
          title: "Fluent in Bengali",
          description: "We write both.",
          icon: "Globe",
          visible: "on",
        })
      ).status,
    ).toBe(302);
    expect((await reasons()).at(-1)).toBe("Fluent in Bengali (Globe)");
    const id = linkedId(await admin.get("/admin/why-choose-us"), "Edit Fluent in Bengali");
    expect((await admin.post("/admin/why-choose-us", { intent: "move", id, direction: "up" })).status).toBe(302);
    expect((await reasons()).at(-2)).toBe("Fluent in Bengali (Globe)");
    expect(
      (
        await admin.post(`/admin/why-choose-us/${id}`, {
          title: "Fluent in Bengali",
          description: "We write both.",
          icon: "Rocket",
          version: "1",
        })
      ).status,
    ).toBe(302);
    expect(await reasons()).toEqual(today);
    expect(await admin.get("/admin/why-choose-us")).toContain("Hidden from the home page");
    const stale = await admin.post(`/admin/why-choose-us/${id}`, {
      title: "Stale",
      description: "We write both.",
      icon: "Globe",
      visible: "on",
      version: "1",
    });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Stale"');
    expect(
      (
        await admin.post(`/admin/why-choose-us/${id}`, {
          title: "Shown again",
          description: "We write both.",
          icon: "Rocket",
          visible: "on",
          version: "2",
        })
      ).status,
    ).toBe(302);
    expect(await reasons()).toContain("Shown again (Rocket)");
    expect(
      (await admin.post("/admin/why-choose-us", { intent: "delete", id: "00000000-0000-4000-8000-000000000000" }))
        .status,
    ).toBe(404);
    expect((await admin.post("/admin/why-choose-us", { intent: "delete", id })).status).toBe(302);
    expect(await reasons()).toEqual(today);
    const audit = await admin.get("/admin/audit");
    expect(audit).toContain("“why choose us” item");
  });

  it("technology logos: a name and a library file, checked on the server; the home page follows", async () => {
    const names = async () => {
      const home = await publicPage(server, "/");
      const section = home.slice(
        home.indexOf('id="technologies-heading"'),
        home.indexOf("</section>", home.indexOf('id="technologies-heading"')),
      );
      return [...section.matchAll(/<img src="([^"]*)"[^>]*><span[^>]*>([^<]*)</g)].map((match) => ({
        src: match[1]!,
        name: match[2]!,
      }));
    };
    const seeded = await names();
    expect(seeded.map((technology) => technology.name)).toEqual([
      "PHP",
      "Laravel",
      "MySQL",
      "JavaScript",
      "Vue.js",
      "React",
      "Node.js",
      "Python",
    ]);
    // Served by this site from the media library, not from anyone else's.
    for (const { src } of seeded) expect(src).toMatch(new RegExp(`^/media/${UUID}\\?v=`));
    const reactLogo = new RegExp(`/media/(${UUID})`).exec(seeded[5]!.src)![1]!;
    const cookie = `admin_session=${await loginOverHttp(server.url)}`;
    const send = (route: string, fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return fetch(`${server.url}${route}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: server.url, Cookie: cookie },
        body,
      });
    };

    const noLogo = await send("/admin/technologies/new", { name: "Go", visible: "on" });
    expect(noLogo.status).toBe(400);
    const noLogoBody = await noLogo.text();
    expect(noLogoBody).toContain("Logo is required");
    expect(noLogoBody).toContain('value="Go"');
    expect(
      (await send("/admin/technologies/new", { name: "N".repeat(61), visible: "on", imageMediaId: reactLogo })).status,
    ).toBe(400);
    const gone = await send("/admin/technologies/new", {
      name: "Go",
      visible: "on",
      imageMediaId: "00000000-0000-4000-8000-000000000000",
    });
    expect(gone.status).toBe(400);
    expect(await gone.text()).toContain("no longer in the media library");

    expect((await send("/admin/technologies/new", { name: "Go", visible: "on", imageMediaId: reactLogo })).status).toBe(
      302,
    );
    expect((await names()).at(-1)).toEqual({ name: "Go", src: seeded[5]!.src });
    const id = linkedId(await admin.get("/admin/technologies"), "Edit Go");
    expect((await admin.post("/admin/technologies", { intent: "move", id, direction: "up" })).status).toBe(302);
    expect((await names()).at(-2)?.name).toBe("Go");
    expect((await send(`/admin/technologies/${id}`, { name: "Go", version: "1" })).status).toBe(302);
    expect((await names()).map((technology) => technology.name)).not.toContain("Go");
    expect(await admin.get("/admin/technologies")).toContain("Hidden from the home page");
    const stale = await send(`/admin/technologies/${id}`, { name: "Golang", visible: "on", version: "1" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="Golang"');
    expect((await admin.post("/admin/technologies", { intent: "delete", id })).status).toBe(302);
    expect(await names()).toEqual(seeded);
    expect(await admin.get("/admin/audit")).toContain("deleted the technology");
  });

  it("About figures and core values: validated on the server, shown on /about at once", async () => {
    expect(await publicPage(server, "/about")).toContain("Clients Served");
    for (const [value, message] of [
      ["-5", "Enter a whole number of 0 or more, digits only"],
      ["2.5", "Enter a whole number of 0 or more, digits only"],
      ["", "Number is required"],
    ] as const) {
      const refused = await admin.post("/admin/about-figures/new", { label: "Engineers", value, suffix: "+" });
      expect(refused.status, value).toBe(400);
      const body = await refused.text();
      expect(body).toContain(message);
      expect(body).toContain('value="Engineers"');
    }
    expect(
      (await admin.post("/admin/about-figures/new", { label: "L".repeat(61), value: "5", suffix: "" })).status,
    ).toBe(400);
    expect(
      (await admin.post("/admin/about-figures/new", { label: "Engineers on staff", value: "42", suffix: "" })).status,
    ).toBe(302);
    expect(await publicPage(server, "/about")).toContain("Engineers on staff");
    const figureId = linkedId(await admin.get("/admin/about-figures"), "Edit Engineers on staff");
    expect(
      (
        await admin.post(`/admin/about-figures/${figureId}`, {
          label: "Engineers on staff",
          value: "45",
          suffix: "+",
          version: "1",
        })
      ).status,
    ).toBe(302);
    expect(
      (
        await admin.post(`/admin/about-figures/${figureId}`, {
          label: "Engineers on staff",
          value: "1",
          suffix: "",
          version: "1",
        })
      ).status,
    ).toBe(409);
    expect((await admin.post("/admin/about-figures", { intent: "delete", id: figureId })).status).toBe(302);
    expect(await publicPage(server, "/about")).not.toContain("Engineers on staff");

    expect(
      (await admin.post("/admin/core-values/new", { title: "Care", description: "D".repeat(601), icon: "Award" }))
        .status,
    ).toBe(400);
    expect(
      (
        await admin.post("/admin/core-values/new", {
          title: "Care",
          description: "We look after what we build.",
          icon: "Award",
        })
      ).status,
    ).toBe(302);
    expect(await publicPage(server, "/about")).toContain("We look after what we build.");
    const valueId = linkedId(await admin.get("/admin/core-values"), "Edit Care");
    expect((await admin.post("/admin/core-values", { intent: "move", id: valueId, direction: "up" })).status).toBe(302);
    const about = await publicPage(server, "/about");
    expect(about.indexOf("We look after what we build.")).toBeLessThan(about.indexOf("Integrity</h3>"));
    expect((await admin.post("/admin/core-values", { intent: "delete", id: valueId })).status).toBe(302);
    expect(await publicPage(server, "/about")).not.toContain("We look after what we build.");
  });

  it("home copy, vision and mission: the whole form checked on the server, / and /about follow, older saves refused", async () => {
    const home = await admin.get("/admin/page-texts/home");
    const fields = Object.fromEntries(
      [...home.matchAll(/<(?:input|textarea)[^>]*name="(\w+)"[^>]*>/g)].map((match) => [
        match[1]!,
        /value="([^"]*)"/.exec(match[0])?.[1] ?? "",
      ]),
    );
    // Textareas carry their text between the tags.
    for (const match of home.matchAll(/<textarea[^>]*name="(\w+)"[^>]*>([^<]*)<\/textarea>/g))
      fields[match[1]!] = match[2]!;
    const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');
    const values = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, decode(value)]));
    expect(values.heroHeadline).toBe("Technology that moves your business forward");
    expect(values.version).toBe("1");

    const missing = await admin.post("/admin/page-texts/home", { ...values, heroHeadline: " " });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Hero headline is required");
    const tooLong = await admin.post("/admin/page-texts/home", { ...values, ctaText: "x".repeat(401) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Closing text can be at most 400 characters");
    const partial = await admin.post("/admin/page-texts/home", { heroHeadline: "Only this", version: "1" });
    expect(partial.status).toBe(400);

    expect(
      (await admin.post("/admin/page-texts/home", { ...values, heroHeadline: "Software that keeps working" })).status,
    ).toBe(302);
    const page = await publicPage(server, "/");
    expect(page).toContain("Software that keeps working");
    expect(page).not.toContain("Technology that moves your business forward");
    const stale = await admin.post("/admin/page-texts/home", { ...values, heroHeadline: "An older save" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain('value="An older save"');
    expect(await publicPage(server, "/")).toContain("Software that keeps working");

    expect((await admin.post("/admin/vision-mission", { vision: "", mission: "m", version: "1" })).status).toBe(400);
    expect(
      (
        await admin.post("/admin/vision-mission", {
          vision: "A vision for both pages.",
          mission: "A mission for both pages.",
          version: "1",
        })
      ).status,
    ).toBe(302);
    for (const route of ["/", "/about"]) {
      const text = await publicPage(server, route);
      expect(text, route).toContain("A vision for both pages.");
      expect(text, route).toContain("A mission for both pages.");
    }
    expect(
      (await admin.post("/admin/vision-mission", { vision: "Stale", mission: "Stale", version: "1" })).status,
    ).toBe(409);
  });

  /** The company form's fields as Settings shows them now. */
  async function companyFields(): Promise<Record<string, string>> {
    const settings = await admin.get("/admin/settings/company");
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
    ];
    return Object.fromEntries(
      [...names, "linkedinUrl", "twitterUrl", "facebookUrl", "githubUrl"].map((name) => [name, value(name)]),
    );
  }

  it("FAQ answers and the footer show the hours saved in Settings", async () => {
    const fields = await companyFields();
    const saved = await admin.post("/admin/settings/company", {
      intent: "company",
      ...fields,
      hoursWeekdays: "Sunday-Thursday: 10AM-7PM",
      hoursSaturday: "Saturday: closed",
    });
    expect(saved.status).toBeLessThan(400);
    const contact = await publicPage(server, "/contact");
    expect(contact).toContain("Our business hours are Sunday-Thursday: 10AM-7PM, Saturday: closed (Dhaka time).");
    const footer = contact.slice(contact.indexOf("<footer"), contact.indexOf("</footer>"));
    expect(footer).toContain("Sunday-Thursday: 10AM-7PM");
    expect(footer).toContain("Saturday: closed");
    expect(contact).not.toContain("9AM-6PM");
  });

  it("the footer, the About page and the company's structured data show the founding year saved in Settings", async () => {
    const fields = await companyFields();
    expect(fields.foundedYear).toBe("2014");
    const future = String(new Date().getFullYear() + 1);
    const refused = await admin.post("/admin/settings/company", { intent: "company", ...fields, foundedYear: future });
    expect(refused.status).toBe(400);
    const form = await refused.text();
    expect(form).toContain("The founding year cannot be in the future");
    expect(form).toContain(`value="${future}"`);
    expect(
      (await admin.post("/admin/settings/company", { intent: "company", ...fields, foundedYear: "14" })).status,
    ).toBe(400);

    expect(
      (await admin.post("/admin/settings/company", { intent: "company", ...fields, foundedYear: "2011" })).status,
    ).toBeLessThan(400);
    const about = await publicPage(server, "/about");
    expect(about).toContain("Since 2011, our engineers in Dhaka and consultants in London");
    expect(about).toContain('content="Founded in 2011 with offices in Dhaka and London');
    expect(about.slice(about.indexOf("<footer"), about.indexOf("</footer>"))).toContain("Founded in 2011");
    expect(await publicPage(server, "/contact")).toContain('"foundingDate":"2011"');
    expect(about).not.toContain("Founded in 2014");
    expect((await admin.post("/admin/settings/company", { intent: "company", ...fields })).status).toBeLessThan(400);
    expect(await publicPage(server, "/about")).toContain("Since 2014, our engineers");
  });

  it("keeps the saved page copy across a restart", { timeout: 120_000 }, async () => {
    expect(
      (await admin.post("/admin/faq/new", { question: "Survives a restart?", answer: "It does.", visible: "on" }))
        .status,
    ).toBe(302);
    expect(
      (await admin.post("/admin/process/new", { title: "Restart step", description: "It does.", icon: "Rocket" }))
        .status,
    ).toBe(302);
    expect(
      (await admin.post("/admin/core-values/new", { title: "Restart value", description: "It does.", icon: "Rocket" }))
        .status,
    ).toBe(302);
    expect(
      (await admin.post("/admin/about-figures/new", { label: "Restart figure", value: "7", suffix: "" })).status,
    ).toBe(302);
    expect(
      (
        await admin.post("/admin/why-choose-us/new", {
          title: "Restart reason",
          description: "It does.",
          icon: "Rocket",
          visible: "on",
        })
      ).status,
    ).toBe(302);
    await server.stop();
    server = await startServer(options);
    admin = await client(server);
    const contact = await publicPage(server, "/contact");
    expect(faqQuestions(contact).at(-1)).toBe("Survives a restart?");
    // Deleted demo content is not re-created and nothing is seeded twice.
    expect(faqQuestions(contact).filter((question) => question === "What services do you offer?")).toHaveLength(1);
    expect(await publicPage(server, "/services")).toContain("Restart step");
    const about = await publicPage(server, "/about");
    expect(about).toContain("Restart value");
    expect(about).toContain("Restart figure");
    expect(about).toContain("A vision for both pages.");
    const home = await publicPage(server, "/");
    expect(home).toContain("Software that keeps working");
    expect(home).toContain("Restart reason");
    expect(home.split(">Two offices, one team</h3>").length).toBe(2);
    expect(about.split(">Clients Served</dt>").length).toBe(2);
  });

  it.runIf(driver === "postgres")(
    "shows a change made through one instance on a second one",
    { timeout: 120_000 },
    async () => {
      const second = await startServer(options);
      try {
        // Cached on the second instance first: the write on the first must clear it there too.
        await Promise.all([
          publicPage(second, "/contact"),
          publicPage(second, "/about"),
          publicPage(second, "/services"),
          publicPage(second, "/"),
        ]);
        expect(
          (await admin.post("/admin/faq/new", { question: "Seen on both instances?", answer: "Yes.", visible: "on" }))
            .status,
        ).toBe(302);
        expect(
          (
            await admin.post("/admin/core-values/new", {
              title: "Shared value",
              description: "Seen on both instances.",
              icon: "Users",
            })
          ).status,
        ).toBe(302);
        expect(
          (
            await admin.post("/admin/process/new", {
              title: "Shared step",
              description: "Seen on both instances.",
              icon: "Users",
            })
          ).status,
        ).toBe(302);
        expect(
          (
            await admin.post("/admin/why-choose-us/new", {
              title: "Shared reason",
              description: "Seen on both instances.",
              icon: "Users",
              visible: "on",
            })
          ).status,
        ).toBe(302);
        await eventually(
          async () => (await publicPage(second, "/")).includes("Shared reason"),
          "the second instance's why choose us",
        );
        expect(faqQuestions(await publicPage(second, "/contact"))).toContain("Seen on both instances?");
        await eventually(
          async () => (await publicPage(second, "/about")).includes("Shared value"),
          "the second instance's /about",
        );
        await eventually(
          async () => (await publicPage(second, "/services")).includes("Shared step"),
          "the second instance's /services",
        );
        const version = /name="version" value="(\d+)"/.exec(await admin.get("/admin/vision-mission"))![1]!;
        expect(
          (
            await admin.post("/admin/vision-mission", {
              vision: "A shared vision.",
              mission: "A shared mission.",
              version,
            })
          ).status,
        ).toBe(302);
        await eventually(
          async () => (await publicPage(second, "/")).includes("A shared vision."),
          "the second instance's home page",
        );
      } finally {
        await second.stop();
      }
    },
  );
});

import { describe, expect, it } from "vitest";

import { axeViolations } from "../support/browser";
import { fetchFormToken, HUMAN_DELAY_MS, postContact, sleep, validMessage } from "../support/contact";
import { siteWithSmtp } from "../support/site";

const shots = process.env.SCREENSHOTS_DIR;

describe("the acknowledgement email in a browser", () => {
  const site = siteWithSmtp({ admin: true, pagePerTest: { viewport: { width: 1280, height: 900 }, signedIn: true } });

  it("is off at first; turned on with its Bengali text, a message from /bn/contact gets it in Bengali", async () => {
    const page = site.page;
    await page.goto(`${site.url}/admin/settings/notifications`);
    const card = page.getByRole("region", { name: "Acknowledgement email" });
    await card.getByText("Off", { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole("link", { name: "Edit the acknowledgement" }).click();
    await page.waitForURL(/\/admin\/settings\/acknowledgement$/);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
    if (shots)
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${shots}/acknowledgement-${width}.png`, fullPage: true });
      }
    await page.setViewportSize({ width: 1280, height: 900 });

    const english = page.getByRole("textbox", { name: "Text of the email", exact: true });
    const bengali = page.getByRole("textbox", { name: "Text of the email (Bengali)" });
    expect(await english.inputValue()).toContain("Dear {name},");
    await english.fill("Dear {name}, thanks from {company}. {price}");
    await page.getByRole("checkbox", { name: "Send an acknowledgement" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Unknown placeholder {price}").first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await english.fill("Dear {name}, thanks from {company}.");
    await bengali.fill("প্রিয় {name}, “{subject}” পেয়েছি।");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Acknowledgement email updated successfully").waitFor();
    await card.getByText("On", { exact: true }).waitFor();

    const token = await fetchFormToken(`${site.url}/bn`);
    await sleep(HUMAN_DELAY_MS);
    const sent = await postContact(site.url, validMessage({ subject: "ওয়েবসাইট" }), { token, path: "/bn/contact" });
    expect(sent.status).toBeLessThan(400);
    await expect.poll(() => site.smtp.received.length, { timeout: 15_000 }).toBe(1);
    const mail = site.smtp.received[0]!;
    expect(mail.to).toEqual(["ada@example.com"]);
    expect(mail.raw).toMatch(/^Message-ID: <contact-[0-9a-f-]{36}@/m);
    expect(mail.raw).toMatch(/^Content-Language: bn/m);
  });
});
